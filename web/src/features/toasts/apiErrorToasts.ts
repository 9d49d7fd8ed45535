import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { toastTextFor } from './toastMessage';
import { toastShown } from './toastsSlice';

// Spec 8: every failed API response becomes an error toast; the caller still gets the rejection.
// Endpoints whose page shows the error itself (account mail links, the guest cancellation's refusals) stay quiet.
const QUIET_ENDPOINTS = new Set([
  'confirm',
  'confirmPasswordReset',
  'requestPasswordReset',
  'getPublicBookingStatus',
  'getPublicBookingCancellation',
  'cancelPublicBookingOnline',
]);

interface RejectedMeta {
  arg?: { endpointName?: string };
}

export const apiErrorToasts: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const endpointName = (action.meta as RejectedMeta).arg?.endpointName;
    if (!endpointName || !QUIET_ENDPOINTS.has(endpointName)) {
      const payload = action.payload as { data?: unknown } | undefined;
      api.dispatch(toastShown(toastTextFor(payload?.data)));
    }
  }
  return next(action);
};
