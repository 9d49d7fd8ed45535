import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useCalculatePriceQuery,
  useGetPublicBeachChairQuery,
  type BeachChairAvailabilityDto,
  type ImageDto,
  type SectionAvailabilityDto,
  type SectionDetailDto,
} from '../../api/generated';
import { BackIcon } from '../../ui/icons';
import { useCart } from '../cart/useCart';
import { useWidget } from '../widget/useWidget';
import { widgetSells } from '../widget/widgetSession';
import { Carousel } from '../section/Carousel';
import { dayCount, formatDate, formatEuro } from '../selection/dates';
import { chairStatus, seasonOf } from '../section/sectionRules';
import { useOwnChairIds, useSelectedRange } from '../section/useSectionData';
import { ChairIllustration, derivedDescription } from './ChairFallback';
import { ownDescription } from './chairFeatures';
import { priceErrorText } from './priceError';
import { defaultOption, priceAreaOf, priceOptions, type PriceOption } from './priceRows';
import './chair.css';

// Sent as the appVersion header of the price calculation (spec section 7: a fixed constant).
export const APP_VERSION = 'web-1';
// Spec section 9: the selected-chair trigger resets after 1 second.
export const TRIGGER_RESET_MS = 1000;

type Props = {
  section: SectionDetailDto;
  beachChairId: number;
  chair: BeachChairAvailabilityDto | undefined;
  sectionPath: string;
  /** The section's availability answer: lead time and booking start explain a chair that cannot be had */
  range?: Pick<SectionAvailabilityDto, 'leadTime' | 'bookingStart' | 'onlineBooking' | 'ended'>;
};

/** One chair: price rows and the add-to-cart button first, then images and description (spec sections 2, 4, 5, 8). */
export function ChairDetail({ section, beachChairId, chair, sectionPath, range }: Props) {
  const { t, i18n } = useTranslation('section');
  const { start, end } = useSelectedRange();
  const summary = useGetPublicBeachChairQuery({ id: beachChairId });
  const model = chair?.model ?? summary.data?.model;
  const rowId = chair?.rowId ?? summary.data?.rowId ?? undefined;
  const price = useCalculatePriceQuery(
    model
      ? {
          start,
          end,
          sectionId: section.id,
          rowId,
          model,
          publicReference: section.publicReference,
          isPublic: true,
          appVersion: APP_VERSION,
        }
      : skipToken,
  );
  const { addChair, busy, openCart } = useCart();
  const own = useOwnChairIds().has(beachChairId);
  const [triggered, setTriggered] = useState(false);
  const ended = range?.ended;
  const options = useMemo(() => priceOptions(price.data, chair?.bookable, ended), [price.data, chair?.bookable, ended]);
  const season = seasonOf(section.location);
  const [chosenKey, setChosenKey] = useState<string>();
  const chosen: PriceOption | undefined =
    options.find((o) => o.key === chosenKey && o.bookable) ?? defaultOption(options);
  const days = dayCount(start, end);
  // A price failure clears the prices: the error text shows instead (spec section 8).
  const errorText = price.isError
    ? priceErrorText(price.error, (key, values) => {
        // i18next types its keys; the server's errorType arrives as a plain string.
        const errorKey = key as 'error:UNKNOWN';
        return i18n.t(errorKey, values ?? {});
      })
    : undefined;
  const area = priceAreaOf({ errorText, loading: price.isFetching, options: price.isError ? [] : options, days });

  useEffect(() => {
    if (!triggered) return;
    const timer = setTimeout(() => setTriggered(false), TRIGGER_RESET_MS);
    return () => clearTimeout(timer);
  }, [triggered]);

  // The same rule as the grid's tile: own cart, lead time and booking start before "booked".
  const hindrance = chair ? chairStatus(chair, own, range).hindrance : null;
  // A widget sells only its vendor's chairs (issue 21): another vendor's chair, reached by its address, says so.
  const otherVendor = !widgetSells(useWidget(), section.publicReference);
  const disabled = otherVendor || !chair || !chair.free || !chosen || busy || triggered || price.isError;
  const images = ((summary.data as { images?: ImageDto[] } | undefined)?.images ?? []).map((image, index) => ({
    id: image.id,
    url: image.url,
    alt: t('carousel.imageOf', { name: chair?.publicNumber ?? '', index: index + 1 }),
  }));
  const number = chair?.publicNumber ?? summary.data?.publicNumber ?? '';

  const optionName = (option: PriceOption) =>
    (option.days > 1 ? t('chair.forDays', { count: option.days }) : t(`chair.rates.${option.rate}`)) +
    (option.label ? ` (${option.label})` : '') +
    (option.discount ? ` – ${t('chair.discount')}` : '');

  const add = async () => {
    if (!chosen || !model) return;
    setTriggered(true);
    try {
      await addChair({ beachChairId, start, end, model, rate: chosen.rate, discount: chosen.discount });
    } catch {
      // The error is shown as a toast by the api error handling; the button is usable again after the reset.
    }
  };

  return (
    <article className="chair-detail" aria-labelledby="chair-title" data-testid="chair-detail">
      <Link to={sectionPath} className="chair-detail__back">
        <BackIcon size={14} /> {t('chair.back')}
      </Link>
      <h2 id="chair-title">{t('chair.title', { number })}</h2>
      {model && <p className="chair-detail__model">{t(`models.${model}`)}</p>}
      <p className="chair-detail__range">
        {days === 1 ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`}
      </p>
      <p className="chair-detail__season" data-testid="chair-season">
        {t('chair.season', season)}
      </p>
      {otherVendor && (
        <p className="chair-detail__unavailable" role="status" data-testid="chair-other-vendor">
          {t('chair.otherVendor')}
        </p>
      )}
      {hindrance && (
        <p className="chair-detail__unavailable" role="status" data-testid="chair-unavailable" data-reason={hindrance}>
          {t(`chair.reasons.${hindrance}`, {
            date: range ? formatDate(range.leadTime.firstBookableDate) : '',
            ...season,
          })}
          {hindrance === 'own' && (
            <>
              {' '}
              <button type="button" className="link-button" onClick={openCart} data-testid="chair-to-cart">
                {t('chair.toCart')}
              </button>
            </>
          )}
        </p>
      )}
      <div className="chair-detail__prices" aria-live="polite" aria-busy={area === 'spinner'}>
        <h3>{t('chair.prices')}</h3>
        {area === 'error' && <p role="alert">{errorText}</p>}
        {area === 'spinner' && <span className="spinner" role="status" aria-label={t('chair.loadingPrice')} />}
        {area === 'moreDays' && <p>{t('chair.moreDays')}</p>}
        {area === 'rows' && (
          <fieldset className="price-rows">
            <legend className="visually-hidden">{t('chair.chooseRate')}</legend>
            {options.map((option) => (
              <label
                key={option.key}
                className={option.bookable ? 'price-row' : 'price-row price-row--disabled'}
                data-testid="price-row"
                data-past={option.past ? 'true' : undefined}
              >
                <input
                  type="radio"
                  name="rate"
                  value={option.key}
                  checked={chosen?.key === option.key}
                  disabled={!option.bookable}
                  onChange={() => setChosenKey(option.key)}
                />
                <span className="price-row__name">
                  {optionName(option)}
                  {option.past && <span className="price-row__past"> – {t('chair.past')}</span>}
                </span>
                <span className="price-row__price" data-testid="price-row-price">
                  {formatEuro(option.price)}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {/* Stays in view at the bottom of the screen until the page reaches it (issue 17: price and button without scrolling). */}
      <div className="chair-detail__cta">
        {area === 'rows' && chosen && (
          <p className="chair-detail__chosen" data-testid="chosen-price">
            <span>{optionName(chosen)}</span> <strong>{formatEuro(chosen.price)}</strong>
          </p>
        )}
        <button
          type="button"
          className="button button--accent"
          disabled={disabled}
          onClick={() => void add()}
          data-testid="add-to-cart"
        >
          {t('chair.addToCart')}
        </button>
      </div>
      {/* The drawing where the chair has no photo, or none of its photos loads. */}
      <Carousel
        slides={images}
        label={t('carousel.label', { name: t('chair.title', { number }) })}
        fallback={model && <ChairIllustration modelName={t(`models.${model}`)} />}
      />
      {summary.data && (
        <p data-testid="chair-description">
          {ownDescription(summary.data.description) ??
            derivedDescription(
              (key, options) => t(key as 'chair.derived', options ?? {}),
              summary.data,
              t(`models.${summary.data.model}`),
              section.rows.find((row) => row.id === summary.data?.rowId)?.name,
            )}
        </p>
      )}
    </article>
  );
}
