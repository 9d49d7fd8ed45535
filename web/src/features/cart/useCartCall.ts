import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { cartCallEnded, cartCallStarted } from './cartSlice';

/** Runs a call against the open booking while the cart shows it as busy (`cart.pending`). */
export function useCartCall() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      dispatch(cartCallStarted());
      try {
        return await work();
      } finally {
        dispatch(cartCallEnded());
      }
    },
    [dispatch],
  );
}
