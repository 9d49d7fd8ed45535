import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useGetRegionQuery } from '../../api/generated';
import { paths } from '../../app/paths';
import { Spinner } from '../result/Spinner';
import { useWidget } from './useWidget';
import { useWidgetScope } from './useWidgetScope';

/**
 * The start page: the marketplace landing, or in widget mode the vendor's region (issue 21: a widget started at "/"
 * neither shows the landing nor other regions). The region address carries the widget query, so it becomes the
 * recorded start and back-to-start returns to it.
 */
export function WidgetLandingOr({ children }: { children: ReactNode }) {
  const widget = useWidget();
  const places = useWidgetScope();
  const { t } = useTranslation();
  const region = useGetRegionQuery(places?.regionId !== undefined ? { id: places.regionId } : skipToken);
  if (!widget) return children;
  if (places?.scope && places.scope.sectionIds.size === 0)
    return <p className="widget-empty">{t('widget.noSections')}</p>;
  if (!region.data) return <Spinner label={t('widget.loading')} />;
  const query = new URLSearchParams({ widget: 'true', publicReference: widget.publicReference });
  return <Navigate replace to={`${paths.region(region.data.name, region.data.id)}?${query}`} />;
}
