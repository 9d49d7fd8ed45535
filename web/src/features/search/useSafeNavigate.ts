import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Pushes a path into history; a failed navigation is ignored silently (spec section 2). */
export function useSafeNavigate(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      try {
        void Promise.resolve(navigate(path)).catch(() => undefined);
      } catch {
        // ignored on purpose
      }
    },
    [navigate],
  );
}
