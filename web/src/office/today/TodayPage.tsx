import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useGetLockAttentionQuery,
  useGetOfficeTodayQuery,
  type OfficeTodayBookingDto,
  type OfficeTodayChairBookingDto,
  type OfficeTodayDto,
} from '../api/officeApi';
import { useSession } from '../auth/useSession';
import { locksPath } from '../locks/locksLogic';
import { QueryState } from '../ui/QueryState';
import { berlinDay, berlinTime, dayText, OFFICE_TIME_ZONE, shortDayText } from '../ui/dates';
import { bookingPath, counterPath } from '../ui/links';
import { periodOnDay, todayView, type SectionToday, type TodayFigures } from './todayFigures';
import './today.css';

/** The clock the figures are counted at: ticks every 30 s, so "occupied now" follows half days without a reload. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

const FIGURES: (keyof TodayFigures)[] = [
  'occupied',
  'free',
  'arrivals',
  'departures',
  'waitingForPayment',
  'unpaidOnSite',
];

/** Today (/office/today): per location and section the arrivals, departures, chairs occupied and free now, money to collect. */
export function TodayPage() {
  const { t } = useTranslation('today');
  const now = useNow();
  const date = berlinDay(new Date(now));
  const query = useGetOfficeTodayQuery(
    { date, timeZone: OFFICE_TIME_ZONE },
    { pollingInterval: 60_000, refetchOnMountOrArgChange: 30, refetchOnFocus: true },
  );
  const { data, fulfilledTimeStamp } = query;

  return (
    <div className="today">
      <header className="today__head">
        <div>
          <h1 className="today__title">{t('title')}</h1>
          <AsOf date={date} at={fulfilledTimeStamp} />
        </div>
        <Link to={counterPath()} className="office-button office-button--primary today__sale">
          {t('counterSale')}
        </Link>
      </header>
      <QueryState query={query} isEmpty={data !== undefined && data.sections.length === 0} emptyText={t('noSections')}>
        {data && <TodayContent data={data} now={now} />}
      </QueryState>
    </div>
  );
}

function AsOf({ date, at }: { date: string; at: number | undefined }) {
  const { t, i18n } = useTranslation('today');
  return (
    <p className="today__as-of office-muted">
      {at
        ? t('asOf', { day: shortDayText(date, i18n.language), time: berlinTime(new Date(at)) })
        : shortDayText(date, i18n.language)}
    </p>
  );
}

function TodayContent({ data, now }: { data: OfficeTodayDto; now: number }) {
  const { t } = useTranslation('today');
  const view = useMemo(() => todayView(data, now), [data, now]);
  const several = view.locations.length > 1;
  return (
    <>
      <ul className="today__figures" aria-label={t('figures.label')}>
        {FIGURES.map((key) => (
          <li key={key} className={`today__figure today__figure--${key}`}>
            <span className="today__figure-value">{view.figures[key]}</span>
            <span className="today__figure-label">{t(`figures.${key}`)}</span>
          </li>
        ))}
        <LocksFigure />
      </ul>
      <StopSaleConflicts data={data} />
      {view.locations.map((location) => (
        <section key={location.id} className="today__location" aria-labelledby={`today-location-${location.id}`}>
          <h2
            id={`today-location-${location.id}`}
            className={several ? 'today__location-name' : 'office-visually-hidden'}
          >
            {location.name}
          </h2>
          {location.sections.map((section) => (
            <SectionCard key={section.id} section={section} data={data} now={now} />
          ))}
        </section>
      ))}
    </>
  );
}

/** The vendor's locks needing attention (health not OK), linking to them on the fleet screen; not for STAFF, nor without locks. */
function LocksFigure() {
  const { t } = useTranslation('today');
  const { user } = useSession();
  const attention = useGetLockAttentionQuery(undefined, {
    skip: user?.vendorRole === 'STAFF',
    pollingInterval: 300_000,
  });
  if (!attention.data?.total) return null;
  return (
    <li className={`today__figure today__figure--locks${attention.data.attention ? ' is-alert' : ''}`}>
      <Link to={locksPath('attention')} className="today__figure-link">
        <span className="today__figure-value">{attention.data.attention}</span>
        <span className="today__figure-label">{t('figures.locksAttention')}</span>
      </Link>
    </li>
  );
}

function SectionCard({ section, data, now }: { section: SectionToday; data: OfficeTodayDto; now: number }) {
  const { t } = useTranslation('today');
  const f = section.figures;
  const headingId = `today-section-${section.id}`;
  const quiet =
    !section.arrivals.length &&
    !section.departures.length &&
    !section.unpaidOnSite.length &&
    !section.waitingForPayment.length &&
    !section.stopSales.length;
  return (
    <section className="office-card today__section" aria-labelledby={headingId}>
      <div className="today__section-head">
        <h3 id={headingId}>{section.name}</h3>
        <p className="office-muted">
          {t('sectionFigures', { occupied: f.occupied, free: f.free, arrivals: f.arrivals, departures: f.departures })}
        </p>
      </div>
      {quiet && <p className="office-muted today__nothing">{t('nothing')}</p>}
      <div className="today__lists">
        <ChairBookingList title={t('lists.arrivals')} lines={section.arrivals} data={data} />
        <ChairBookingList title={t('lists.departures')} lines={section.departures} data={data} />
        <BookingList title={t('lists.unpaidOnSite')} lines={section.unpaidOnSite} kind="unpaid" now={now} />
        <BookingList title={t('lists.waitingForPayment')} lines={section.waitingForPayment} kind="waiting" now={now} />
        <StopSaleList section={section} />
      </div>
      <ChairGrid section={section} date={data.date} />
    </section>
  );
}

function ListBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="today__list">
      <h4>{title}</h4>
      <ul>{children}</ul>
    </div>
  );
}

function useLineTexts() {
  const { t, i18n } = useTranslation('today');
  const name = (customerName: string | null) => customerName ?? t('noName');
  /** The Berlin day of an instant (ISO), as the language writes it. */
  const day = (iso: string) => dayText(berlinDay(iso), i18n.language);
  /** A day (yyyy-MM-dd) as the language writes it. */
  const date = (yyyyMMdd: string) => dayText(yyyyMMdd, i18n.language);
  return { t, name, day, date };
}

function ChairBookingList({
  title,
  lines,
  data,
}: {
  title: string;
  lines: OfficeTodayChairBookingDto[];
  data: OfficeTodayDto;
}) {
  const { t, name, date } = useLineTexts();
  if (!lines.length) return null;
  const periodText = (line: OfficeTodayChairBookingDto) => {
    const p = periodOnDay(line, data, berlinDay);
    switch (p.kind) {
      case 'day':
        return t('period.day');
      case 'morning':
        return t('period.morning', { time: berlinTime(p.until) });
      case 'afternoon':
        return t('period.afternoon', { time: berlinTime(p.from) });
      case 'hours':
        return t('period.hours', { from: berlinTime(p.from), to: berlinTime(p.until) });
      case 'days':
        return t('period.days', { from: date(p.firstDay), to: date(p.lastDay) });
    }
  };
  return (
    <ListBlock title={title}>
      {lines.map((line) => (
        <li key={line.id}>
          <Link to={bookingPath(line.bookingId)} className="today__line">
            <span className="today__chair">{t('chair', { number: line.publicNumber })}</span>{' '}
            <span className="today__who">{name(line.customerName)}</span>{' '}
            <span className="today__when">{periodText(line)}</span>
            <span className={`today__tag today__tag--${line.status}`}>{t(`status.${line.status}`)}</span>
          </Link>
        </li>
      ))}
    </ListBlock>
  );
}

function BookingList({
  title,
  lines,
  kind,
  now,
}: {
  title: string;
  lines: OfficeTodayBookingDto[];
  kind: 'unpaid' | 'waiting';
  now: number;
}) {
  const { t, name, day } = useLineTexts();
  if (!lines.length) return null;
  const deadlineText = (deadline: string | null) => {
    if (!deadline) return null;
    return Date.parse(deadline) < now
      ? t('overdue', { date: `${day(deadline)} ${berlinTime(deadline)}` })
      : t('deadline', { date: `${day(deadline)} ${berlinTime(deadline)}` });
  };
  return (
    <ListBlock title={title}>
      {lines.map((line) => (
        <li key={`${line.bookingId}-${line.sectionId}`}>
          <Link to={bookingPath(line.bookingId)} className="today__line">
            <span className="today__chair">{t('chairs', { numbers: line.chairs })}</span>{' '}
            <span className="today__who">{name(line.customerName)}</span>{' '}
            <span className="today__when">
              {kind === 'waiting' ? t('arrives', { date: day(line.start) }) : line.bookingRef}
            </span>{' '}
            <span className="today__money">
              {new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(line.totalPrice)}
              {line.paymentMethod ? ` · ${t(`paymentMethod.${line.paymentMethod}`)}` : ''}
            </span>{' '}
            {kind === 'waiting' && <span className="today__deadline">{deadlineText(line.deadline)}</span>}
          </Link>
        </li>
      ))}
    </ListBlock>
  );
}

function StopSaleList({ section }: { section: SectionToday }) {
  const { t, date } = useLineTexts();
  if (!section.stopSales.length) return null;
  return (
    <ListBlock title={t('lists.stopSales')}>
      {section.stopSales.map((stop) => (
        <li key={stop.id} className="today__line today__line--static">
          <span className="today__chair">{t('chair', { number: stop.publicNumber })}</span>{' '}
          <span className="today__who">{stop.reason ?? ''}</span>{' '}
          <span className="today__when">{t('stoppedUntil', { date: date(stop.endDate) })}</span>
        </li>
      ))}
    </ListBlock>
  );
}

/** Bookings on days their chair is off sale, from today on (the demo's DEMO0028 in a repair): move the booking or lift the stop. */
function StopSaleConflicts({ data }: { data: OfficeTodayDto }) {
  const { t, date, day } = useLineTexts();
  const conflicts = data.stopSaleConflicts;
  if (!conflicts.length) return null;
  return (
    <section
      className="office-card today__conflicts"
      aria-labelledby="today-conflicts"
      data-testid="stop-sale-conflicts"
    >
      <h2 id="today-conflicts">{t('conflicts.title', { count: conflicts.length })}</h2>
      <p className="office-muted">{t('conflicts.intro')}</p>
      <ul>
        {conflicts.map((c) => (
          <li key={`${c.stopSaleId}-${c.bookingId}-${c.bookingStart}`}>
            <Link to={bookingPath(c.bookingId)} className="today__line">
              <span className="today__chair">{t('chair', { number: c.publicNumber })}</span>{' '}
              <span className="today__who">{c.sectionName}</span>{' '}
              <span className="today__when">
                {t('conflicts.line', {
                  ref: c.bookingRef,
                  day: day(c.bookingStart),
                  from: date(c.startDate),
                  to: date(c.endDate),
                  reason: c.reason ? ` (${c.reason})` : '',
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChairGrid({ section, date }: { section: SectionToday; date: string }) {
  const { t, name } = useLineTexts();
  return (
    <div className="today__chairs">
      <details>
        <summary>{t('lists.free', { count: section.free.length })}</summary>
        <ul className="today__chips">
          {section.free.map(({ chair, busyFrom }) => (
            <li key={chair.id}>
              <Link
                to={counterPath({ sectionId: section.id, chairId: chair.id, date })}
                className={`today__chip today__chip--free${busyFrom ? ' today__chip--later' : ''}`}
                aria-label={
                  busyFrom
                    ? t('sellLater', { number: chair.publicNumber, time: berlinTime(busyFrom) })
                    : t('sell', { number: chair.publicNumber })
                }
              >
                {chair.publicNumber}
                {busyFrom && <small> {t('busyFrom', { time: berlinTime(busyFrom) })}</small>}
              </Link>
            </li>
          ))}
        </ul>
      </details>
      <details>
        <summary>{t('lists.occupied', { count: section.occupied.length })}</summary>
        <ul className="today__chips">
          {section.occupied.map(({ chair, booking }) => (
            <li key={chair.id}>
              <Link
                to={bookingPath(booking.bookingId)}
                className="today__chip today__chip--occupied"
                aria-label={t('open', { number: chair.publicNumber, name: name(booking.customerName) })}
              >
                {chair.publicNumber}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
