import { useSyncExternalStore } from 'react';

/** Below this width the discovery page is one column (search.css, section.css): the phone layout. */
export const NARROW_LAYOUT_QUERY = '(max-width: 899px)';

/** Whether `query` matches now; re-renders when it starts or stops matching. Read synchronously on the first render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
