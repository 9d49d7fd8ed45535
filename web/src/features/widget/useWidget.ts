import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { currentWidget, homePath, type WidgetSession } from './widgetSession';

/** The widget in force for the current address (its query, or the one recorded for this tab); stable per value. */
export function useWidget(): WidgetSession | null {
  const { search, pathname } = useLocation();
  const widget = currentWidget(search, pathname);
  const key = widget ? JSON.stringify(widget) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the value is the key
  return useMemo(() => widget, [key]);
}

/** Back-to-start: "/" or, in widget mode, the vendor widget URL (spec 4). */
export function useHomePath(): string {
  return homePath(useWidget());
}
