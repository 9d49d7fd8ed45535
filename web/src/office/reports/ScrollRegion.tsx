import type { ReactNode } from 'react';

/**
 * A report table that may be wider than the page scrolls sideways in this box; as a labelled region in the tab order
 * a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus to scroll by keyboard
    <div className="reports__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
