import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { recordWidgetStart } from './widgetSession';

/** Records a widget start (widget=true&publicReference=…) for the tab; renders nothing. */
export function WidgetRecorder() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    const widget = recordWidgetStart(pathname, search);
    document.documentElement.classList.toggle('widget-mode', widget !== null);
  }, [pathname, search]);
  return null;
}
