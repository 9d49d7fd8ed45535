import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { whileBusy } from './cartThunks';

/** Runs a call against the open booking while the cart shows it as busy (`cart.pending`). */
export function useCartCall() {
  const dispatch = useAppDispatch();
  return useCallback(<T>(work: () => Promise<T>): Promise<T> => whileBusy(dispatch, work), [dispatch]);
}
