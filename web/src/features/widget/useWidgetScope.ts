import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { useGetCityQuery, useListSectionsQuery } from '../../api/generated';
import { useWidget } from './useWidget';
import { recordWidgetRegion, scopeOf, type WidgetScope } from './widgetSession';

export interface WidgetPlaces {
  /** The places holding the vendor's sections; undefined while loading */
  scope?: WidgetScope;
  /** The vendor's region (from its first section's city), once known */
  regionId?: number;
}

/**
 * Widget mode: the vendor's bookable sections decide which cities, beaches and sections are listed, and its region is
 * the one region (issue 21). Outside widget mode null. The lists are the catalogue's cached public lists.
 */
export function useWidgetScope(): WidgetPlaces | null {
  const widget = useWidget();
  const sections = useListSectionsQuery(
    widget
      ? {
          page: 0,
          itemsPerPage: 0,
          orderBy: 'name',
          orderDir: 'ASC',
          filters: JSON.stringify({ publicReference: widget.publicReference, onlineBooking: true }),
        }
      : skipToken,
  );
  const items = sections.data?.items;
  const firstCity = items?.[0]?.cityId;
  const city = useGetCityQuery(widget && firstCity !== undefined ? { id: firstCity } : skipToken);
  const regionId = city.data?.regionId ?? widget?.regionId;
  useEffect(() => {
    if (widget && city.data) recordWidgetRegion(city.data.regionId);
  }, [widget, city.data]);
  const scope = useMemo(() => (items ? scopeOf(items) : undefined), [items]);
  return widget ? { scope, regionId } : null;
}
