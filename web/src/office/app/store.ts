import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { officeApi } from '../api/officeApi';
import { sessionReducer } from '../auth/sessionSlice';

export function makeOfficeStore() {
  return configureStore({
    reducer: { [officeApi.reducerPath]: officeApi.reducer, session: sessionReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(officeApi.middleware),
  });
}

export const officeStore = makeOfficeStore();
setupListeners(officeStore.dispatch);

export type OfficeStore = ReturnType<typeof makeOfficeStore>;
export type OfficeState = ReturnType<OfficeStore['getState']>;
export type OfficeDispatch = OfficeStore['dispatch'];
