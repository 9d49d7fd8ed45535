import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { signedIn, signedOut, type SessionAnswer, type SessionState } from '../auth/sessionSlice';

/** The tags the office's screens share, so an action on a booking refreshes Today, the calendar and the lists. */
export const OFFICE_TAGS = [
  'Booking',
  'Bookings',
  'Calendar',
  'Today',
  'Customers',
  'Documents',
  'Session',
  'Locks',
  'ApiKeys',
  'Extras',
  'Locations',
  'Vendor',
  'TillSales',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/v1',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: SessionState }).session.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** One refresh at a time: parallel 401s wait for the same new token instead of spending the refresh token twice. */
let refreshing: Promise<boolean> | null = null;

async function refreshSession(api: Parameters<BaseQueryFn>[1], extra: Parameters<BaseQueryFn>[2]): Promise<boolean> {
  const refreshToken = (api.getState() as { session: SessionState }).session.refreshToken;
  if (!refreshToken) return false;
  const answer = await rawBaseQuery(
    { url: '/features/users/refresh', method: 'POST', body: { refreshToken } },
    api,
    extra,
  );
  if (answer.data) {
    api.dispatch(signedIn(answer.data as SessionAnswer));
    return true;
  }
  api.dispatch(signedOut());
  return false;
}

/**
 * Bearer token on every call; a 401 trades the refresh token for a new pair (rotation) and repeats the call once.
 * Without a refresh token, or when it is refused (expired, reused, the session ended), the user is signed out.
 */
export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  if (refreshing) await refreshing;
  let result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (
    result.error?.status === 401 &&
    !url.startsWith('/features/users/login') &&
    !url.startsWith('/features/users/refresh')
  ) {
    refreshing ??= refreshSession(api, extra).finally(() => {
      refreshing = null;
    });
    if (await refreshing) result = await rawBaseQuery(args, api, extra);
  }
  return result;
};

// The office's api slice; the generated endpoints (src/office/api/generated.ts) are injected into it.
export const officeBaseApi = createApi({
  reducerPath: 'officeApi',
  baseQuery: baseQueryWithRefresh,
  tagTypes: OFFICE_TAGS,
  endpoints: () => ({}),
});
