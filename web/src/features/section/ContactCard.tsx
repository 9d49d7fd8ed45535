import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicVendorDto } from '../../api/generated';

/** The operator's contact card of the no-chairs state; the telephone number shows on request. */
export function ContactCard({ vendor }: { vendor: PublicVendorDto }) {
  const { t } = useTranslation('section');
  const [showPhone, setShowPhone] = useState(false);
  return (
    <div className="contact-card" data-testid="contact-card">
      <h3>{t('notices.contact')}</h3>
      <address>
        <strong>{vendor.companyName}</strong>
        <br />
        {[vendor.address.street, vendor.address.houseNumber].filter(Boolean).join(' ')}
        <br />
        {[vendor.address.zip, vendor.address.city].filter(Boolean).join(' ')}
      </address>
      {vendor.email && (
        <p>
          <a href={`mailto:${vendor.email}`}>{vendor.email}</a>
        </p>
      )}
      {vendor.telephone &&
        (showPhone ? (
          <p>
            <a href={`tel:${vendor.telephone.replace(/\s/g, '')}`}>{vendor.telephone}</a>
          </p>
        ) : (
          <button type="button" className="link-button" onClick={() => setShowPhone(true)}>
            {t('notices.showPhone')}
          </button>
        ))}
      {vendor.website && (
        <p>
          <a href={vendor.website} target="_blank" rel="noreferrer">
            {vendor.website}
          </a>
        </p>
      )}
    </div>
  );
}
