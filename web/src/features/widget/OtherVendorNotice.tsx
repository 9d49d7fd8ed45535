import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useGetPublicVendorQuery } from '../../api/generated';
import { useWidget } from './useWidget';

interface Props {
  sectionName: string;
  /** The section's address on the storefront (without the widget's query). */
  path: string;
}

/**
 * In a widget, the address of another vendor's section (issue 29, 9b): not its page under this vendor's header, but
 * a notice and a link to the full storefront. The link opens a tab of its own (noopener), which does not inherit the
 * widget's session, so it is the storefront of every vendor.
 */
export function OtherVendorNotice({ sectionName, path }: Props) {
  const { t } = useTranslation('common');
  const widget = useWidget();
  const vendor = useGetPublicVendorQuery(widget ? { publicReference: widget.publicReference } : skipToken);
  const href = new URL(path, window.location.origin).href;
  return (
    <section className="level-list" aria-labelledby="other-vendor-title" data-testid="widget-other-vendor">
      <h1 id="other-vendor-title">{sectionName}</h1>
      <p role="status">
        {vendor.data ? t('widget.otherVendor', { name: vendor.data.companyName }) : t('widget.otherVendorUnnamed')}
      </p>
      <p>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('widget.fullStorefront', { section: sectionName })}
        </a>
      </p>
    </section>
  );
}
