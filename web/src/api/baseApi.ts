import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { withApiKey } from './apiKey';
import { withCartToken } from './cartToken';
import { noteServerDate } from './serverClock';

const fetchApi = fetchBaseQuery({
  baseUrl: '/api/v1',
  credentials: 'include',
  // x-api-key only on the calls that need it (booking_details, config): see apiKey.ts; the cart's secret on cart calls.
  prepareHeaders: (headers, { endpoint, getState }) =>
    withCartToken(withApiKey(headers, endpoint), endpoint, getState()),
});

// Each answer's Date header tells the server's clock (serverClock.ts: the cart's hold countdown).
const baseQuery: typeof fetchApi = async (args, queryApi, extraOptions) => {
  const result = await fetchApi(args, queryApi, extraOptions);
  noteServerDate(result.meta?.response?.headers.get('date'));
  return result;
};

// The one api slice; endpoints (and their tag types) are injected by the generated code (src/api/generated.ts).
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
