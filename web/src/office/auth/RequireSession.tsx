import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useRefreshMutation } from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { restoreFinished, signedIn, signedOut, type SessionAnswer } from './sessionSlice';
import { useSession } from './useSession';

/** Once per page: StrictMode runs effects twice in development, and a refresh token is spent by its first use. */
let restoreStarted = false;

/**
 * Start-up: a stored refresh token is traded for a session (rotation) before any screen renders; without one, or
 * when it is refused, the login form. Screens below render only with a signed-in user.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation('office');
  const session = useSession();
  const dispatch = useOfficeDispatch();
  const location = useLocation();
  const [refresh] = useRefreshMutation();

  useEffect(() => {
    if (session.restored || session.user || restoreStarted) return;
    restoreStarted = true;
    if (!session.refreshToken) {
      dispatch(restoreFinished());
      return;
    }
    void refresh({ refreshDto: { refreshToken: session.refreshToken } }).then((answer) => {
      if ('data' in answer && answer.data) dispatch(signedIn(answer.data as SessionAnswer));
      else dispatch(signedOut());
    });
    // Once at start-up: the token is spent by the call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!session.restored && !session.user) {
    return (
      <p className="office-state" role="status">
        {t('session.restoring')}
      </p>
    );
  }
  if (!session.user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
