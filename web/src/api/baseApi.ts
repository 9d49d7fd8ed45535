import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { withApiKey } from './apiKey';

// The one api slice; endpoints are injected by the generated code (src/api/generated.ts).
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api/v1',
    credentials: 'include',
    // x-api-key only on the calls that need it (booking_details, config): see apiKey.ts.
    prepareHeaders: (headers, { endpoint }) => withApiKey(headers, endpoint),
  }),
  tagTypes: ['Region', 'City', 'Beach', 'Section'],
  endpoints: () => ({}),
});
