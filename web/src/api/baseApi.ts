import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

// The one api slice; endpoints are injected by the generated code (src/api/generated.ts).
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1', credentials: 'include' }),
  tagTypes: ['Region', 'City', 'Beach', 'Section'],
  endpoints: () => ({}),
});
