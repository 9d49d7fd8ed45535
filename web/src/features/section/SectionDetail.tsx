import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListPublicExtrasQuery, type PublicVendorDto, type SectionDetailDto } from '../../api/generated';
import { useCart } from '../cart/useCart';
import { Carousel } from './Carousel';
import { Markdown } from './markdown';
import { chipsOf, sectionInfoOf } from './sectionInfo';
import { seasonOf } from './sectionRules';

type Props = {
  section: SectionDetailDto;
  cityName: string | undefined;
  rowName: string | undefined;
  vendor: PublicVendorDto | undefined;
  /** Some chair of the section is free for the range. */
  hasAvailability: boolean;
  /** The beach route ("go to sections" on small screens). */
  beachPath: string | undefined;
  /** Shown right below the name and facts, before the images (phones: the chair grid). */
  children?: ReactNode;
};

/** The left panel of the section view: images, names, accordion and location chips (spec section 2). */
export function SectionDetail({ section, cityName, rowName, vendor, hasAvailability, beachPath, children }: Props) {
  const { t, i18n } = useTranslation('section');
  const info = sectionInfoOf(section, i18n.language);
  const season = seasonOf(section.location);
  const chips = chipsOf(info.attributes);
  const { openExtras } = useCart();
  const extras = useListPublicExtrasQuery({
    publicReference: section.publicReference,
    sectionId: section.id,
    page: 0,
    itemsPerPage: 0,
  });
  const offersExtras = hasAvailability && (extras.data?.items.length ?? 0) > 0;
  const hideOpeningHours = vendor?.configuration.hideOpeningHours === true;
  const priceText = info.priceText?.[i18n.language as 'de' | 'en'] ?? info.priceText?.de;
  const slides = info.images.map((image, index) => ({
    id: image.id,
    url: image.url,
    alt: t('carousel.imageOf', { name: section.name, index: index + 1 }),
  }));

  const carousel = <Carousel slides={slides} label={t('carousel.label', { name: section.name })} />;
  const titleAndFacts = (
    <>
      <h1 id="section-title" className="section-detail__title">
        {section.name}
      </h1>
      <dl className="section-detail__facts">
        {rowName && (
          <>
            <dt>{t('detail.row')}</dt>
            <dd>{rowName}</dd>
          </>
        )}
        {cityName && (
          <>
            <dt>{t('detail.city')}</dt>
            <dd>{cityName}</dd>
          </>
        )}
        {section.location.entranceName && (
          <>
            <dt>{t('detail.entrance')}</dt>
            <dd>{section.location.entranceName}</dd>
          </>
        )}
        {/* When the beach rents chairs (issue 30): dates outside it are refused with the same dates. */}
        <dt>{t('detail.season')}</dt>
        <dd data-testid="section-season">{t('detail.seasonDates', season)}</dd>
      </dl>
    </>
  );

  return (
    <article className="section-detail" aria-labelledby="section-title" data-testid="section-detail">
      {children ? (
        <>
          {titleAndFacts}
          {children}
          {carousel}
        </>
      ) : (
        <>
          {carousel}
          {titleAndFacts}
        </>
      )}
      <div className="section-detail__small-nav">
        <a href="#discovery-map" className="button">
          {t('detail.backToMap')}
        </a>
        {beachPath && (
          <Link to={beachPath} className="button">
            {t('detail.toSections')}
          </Link>
        )}
      </div>
      {chips.length > 0 && (
        <ul className="section-detail__chips" aria-label={t('detail.attributes')}>
          {chips.map((chip) => (
            <li key={chip} className="chip">
              {t(`attributes.${chip}`)}
            </li>
          ))}
        </ul>
      )}
      <div className="accordion">
        <details open>
          <summary>{t('detail.description')}</summary>
          {info.description ? <p>{info.description}</p> : <p>{t('detail.noDescription')}</p>}
        </details>
        {chips.length > 0 && (
          <details>
            <summary>{t('detail.attributes')}</summary>
            <ul>
              {chips.map((chip) => (
                <li key={chip}>{t(`attributes.${chip}`)}</li>
              ))}
            </ul>
          </details>
        )}
        {!hideOpeningHours && info.openingHours.length > 0 && (
          <details>
            <summary>{t('detail.openingHours')}</summary>
            <table className="section-detail__hours">
              <tbody>
                {info.openingHours.map((hours) => (
                  <tr key={hours.weekday}>
                    <th scope="row">{t(`weekdays.${hours.weekday}` as 'weekdays.1')}</th>
                    <td>
                      {hours.opening}–{hours.closing}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
        {vendor && (
          <details>
            <summary>{t('detail.vendor')}</summary>
            <address>
              {vendor.companyName}
              <br />
              {[vendor.address.street, vendor.address.houseNumber].filter(Boolean).join(' ')}
              <br />
              {[vendor.address.zip, vendor.address.city].filter(Boolean).join(' ')}
            </address>
          </details>
        )}
        <details>
          <summary>{t('detail.moreInfo')}</summary>
          {info.locationDescription && <Markdown text={info.locationDescription} />}
          {priceText && (
            <div className="section-detail__price-text">
              <h3>{t('detail.prices')}</h3>
              <Markdown text={priceText} />
            </div>
          )}
          <ul>
            {vendor?.hasTerms && (
              <li>
                <a href={`/api/v1/vendor/vendors/terms/${vendor.id}/pdf`} target="_blank" rel="noreferrer">
                  {t('detail.rentalTerms')}
                </a>
              </li>
            )}
            {section.beachPlan && (
              <li>
                <a href={section.beachPlan} target="_blank" rel="noreferrer">
                  {t('detail.beachPlan')}
                </a>
              </li>
            )}
          </ul>
        </details>
      </div>
      {/* After the accordion: it appears once the extras have loaded and pushes nothing down. */}
      {offersExtras && (
        <button
          type="button"
          className="button button--primary section-detail__extras"
          onClick={() => openExtras({ publicReference: section.publicReference, sectionId: section.id })}
        >
          {t('detail.extras')}
        </button>
      )}
    </article>
  );
}
