import { useTranslation } from 'react-i18next';
import type { PublicVendorDto } from '../../api/generated';
import { formatDate } from '../selection/dates';
import { ContactCard } from './ContactCard';
import type { Notice } from './sectionRules';

/** The empty states of a section: no chairs (with the operator's contact), booking not started, out of season, lead time. */
export function Notices({
  notices,
  cityName,
  vendor,
}: {
  notices: readonly Notice[];
  cityName: string;
  vendor?: PublicVendorDto;
}) {
  const { t } = useTranslation('section');
  if (notices.length === 0) return null;
  return (
    <div className="notices">
      {notices.map((notice) => {
        switch (notice.kind) {
          case 'noChairs':
            return (
              <div key={notice.kind} className="notice" role="status" data-testid="notice-no-chairs">
                <p>{t('notices.noChairs')}</p>
                {vendor && <ContactCard vendor={vendor} />}
              </div>
            );
          case 'bookingNotStarted':
            return (
              <p key={notice.kind} className="notice" role="status" data-testid="notice-booking-not-started">
                {t('notices.bookingNotStarted', { city: cityName, date: formatDate(notice.date) })}
              </p>
            );
          case 'outOfSeason':
            return (
              <div key={notice.kind} className="notice" role="status" data-testid="notice-out-of-season">
                <h3>{t('notices.outOfSeasonTitle')}</h3>
                <p>
                  {t('notices.outOfSeasonDates', {
                    start: formatDate(notice.seasonStart).slice(0, 6),
                    end: formatDate(notice.seasonEnd).slice(0, 6),
                  })}
                </p>
                <p>{t('notices.outOfSeasonText')}</p>
              </div>
            );
          case 'leadTime':
            return (
              <p key={notice.kind} className="notice" role="status" data-testid="notice-lead-time">
                {t('notices.leadTime', { hours: notice.hours, date: formatDate(notice.firstBookableDate) })}
              </p>
            );
        }
      })}
    </div>
  );
}
