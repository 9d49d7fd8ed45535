import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { toastsCleared } from './toastsSlice';

/** Toasts of the page left behind do not follow to the next page (the first render keeps what is there). */
export function useClearToastsOnNavigation(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = pathname;
    dispatch(toastsCleared());
  }, [dispatch, pathname]);
}

/** A drawer that opens starts clean: an earlier error's toast would sit over it. */
export function useClearToastsOnOpen(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(toastsCleared());
  }, [dispatch]);
}
