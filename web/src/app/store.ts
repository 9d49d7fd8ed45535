import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/baseApi';
import { selectionReducer } from '../features/selection/selectionSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { checkoutReducer } from '../features/checkout/checkoutSlice';
import { cartPersistence } from '../features/cart/cartPersistenceMiddleware';
import { apiErrorToasts } from '../features/toasts/apiErrorToasts';
import { toastsReducer } from '../features/toasts/toastsSlice';

export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, selection: selectionReducer, cart: cartReducer, toasts: toastsReducer, checkout: checkoutReducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(api.middleware, apiErrorToasts, cartPersistence),
  });
}

export const store = makeStore();
// Lets RTK Query refetch on window focus and reconnect where an endpoint asks for it.
setupListeners(store.dispatch);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
