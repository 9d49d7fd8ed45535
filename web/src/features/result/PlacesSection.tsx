import { useTranslation } from 'react-i18next';
import type { PublicBookingDto } from '../../api/generated';

/** How to find the chairs: per location its beach entrance, address and a map link; the vendor's phone. */
export function PlacesSection({ booking }: { booking: PublicBookingDto }) {
  const { t } = useTranslation('checkout');
  const places = booking.places ?? [];
  if (places.length === 0 && !booking.vendor.telephone) return null;
  return (
    <section className="result-places" aria-labelledby="result-places-title" data-testid="result-places">
      <h2 id="result-places-title">{t('result.placesTitle')}</h2>
      {places.map((place) => (
        <address key={place.locationId} className="result-place" data-testid="result-place">
          <strong>{place.name}</strong>
          {place.entranceName && (
            <span>
              {t('result.entrance')}: {place.entranceName}
            </span>
          )}
          {place.street && <span>{place.street}</span>}
          <span>{place.city}</span>
          {place.mapUrl && (
            <a href={place.mapUrl} target="_blank" rel="noreferrer" data-testid="result-map-link">
              {t('result.map')}
            </a>
          )}
        </address>
      ))}
      {booking.vendor.telephone && (
        <p data-testid="result-phone">
          {t('result.phone', { vendor: booking.vendor.companyName })}:{' '}
          <a href={`tel:${booking.vendor.telephone.replace(/[^+\d]/g, '')}`}>{booking.vendor.telephone}</a>
        </p>
      )}
    </section>
  );
}
