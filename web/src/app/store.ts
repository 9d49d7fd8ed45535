import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/baseApi';
import { selectionReducer } from '../features/selection/selectionSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { checkoutReducer } from '../features/checkout/checkoutSlice';
import { cartListeners } from '../features/cart/cartListeners';
import { checkoutListeners } from '../features/checkout/checkoutListeners';
import { selectionListeners } from '../features/selection/selectionListeners';
import { apiErrorToasts } from '../features/toasts/apiErrorToasts';
import { toastsReducer } from '../features/toasts/toastsSlice';

export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      selection: selectionReducer,
      cart: cartReducer,
      toasts: toastsReducer,
      checkout: checkoutReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(cartListeners.middleware, selectionListeners.middleware, checkoutListeners.middleware)
        .concat(api.middleware, apiErrorToasts),
  });
}

export const store = makeStore();
// Lets RTK Query refetch on window focus and reconnect where an endpoint asks for it.
setupListeners(store.dispatch);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, undefined, UnknownAction>;
