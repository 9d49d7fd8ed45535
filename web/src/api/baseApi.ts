import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { withApiKey } from './apiKey';
import { withCartToken } from './cartToken';

// The one api slice; endpoints (and their tag types) are injected by the generated code (src/api/generated.ts).
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api/v1',
    credentials: 'include',
    // x-api-key only on the calls that need it (booking_details, config): see apiKey.ts; the cart's secret on cart calls.
    prepareHeaders: (headers, { endpoint, getState }) =>
      withCartToken(withApiKey(headers, endpoint), endpoint, getState()),
  }),
  endpoints: () => ({}),
});
