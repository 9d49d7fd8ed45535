import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useGetSectionQuery } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ExtrasDrawer } from '../extras/ExtrasDrawer';
import { rememberAffiliate } from './bookingSource';
import { cartApi } from './cartApi';
import { cartCleared, extrasOpened, selectCart } from './cartSlice';
import { CartDrawer } from './CartDrawer';

/** Mounted once in the layout: the drawers, the affiliate reference of the address and the restored cart's check. */
export function CartHost() {
  const dispatch = useAppDispatch();
  const { drawer, bookingRef } = useAppSelector(selectCart);
  const { search, pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => rememberAffiliate(search), [search]);

  // /s/…/{sectionId}/extras (spec 2) opens the extras drawer of that section; closing it goes back to the section.
  const extrasRoute = matchPath('/s/:regionName/:cityName/:sectionName/:sectionId/extras', pathname);
  const extrasSectionId = extrasRoute ? Number(extrasRoute.params.sectionId) : NaN;
  const onExtrasRoute = Number.isInteger(extrasSectionId);
  const section = useGetSectionQuery(onExtrasRoute ? { id: extrasSectionId } : skipToken);
  // currentData, not data: after leaving the route, data still holds the last section and would open the drawer again.
  const sectionReference = section.currentData?.publicReference;
  useEffect(() => {
    if (onExtrasRoute && sectionReference) dispatch(extrasOpened({ publicReference: sectionReference, sectionId: extrasSectionId }));
  }, [dispatch, onExtrasRoute, sectionReference, extrasSectionId]);
  const previousDrawer = useRef(drawer);
  useEffect(() => {
    const wasExtras = previousDrawer.current === 'extras';
    previousDrawer.current = drawer;
    if (wasExtras && drawer !== 'extras' && extrasRoute) {
      void navigate(pathname.replace(/\/extras$/, ''));
    }
  }, [drawer, extrasRoute, navigate, pathname]);

  // A cart restored from sessionStorage may have expired or been paid meanwhile: keep it only while OPEN.
  useEffect(() => {
    if (!bookingRef) return;
    const check = dispatch(cartApi.endpoints.getPublicBookingStatus.initiate({ bookingReference: bookingRef }));
    check
      .unwrap()
      .then((status) => {
        if (status.status !== 'OPEN') dispatch(cartCleared());
      })
      .catch((error: { status?: number }) => {
        if (error?.status === 404) dispatch(cartCleared());
      });
    return () => check.unsubscribe();
    // Only on load (and after a new booking was created), not on every change of the cart.
  }, [bookingRef, dispatch]);

  return (
    <>
      {drawer === 'cart' && <CartDrawer />}
      {drawer === 'extras' && <ExtrasDrawer />}
    </>
  );
}
