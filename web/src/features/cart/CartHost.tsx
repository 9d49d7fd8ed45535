import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useGetSectionQuery } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ExtrasDrawer } from '../extras/ExtrasDrawer';
import { rememberAffiliate } from './bookingSource';
import { cartCheckRequested, extrasOpened, questionAnswered, selectCart } from './cartSlice';
import { CartDrawer } from './CartDrawer';
import { followOtherTabs } from './cartSync';
import { HoldWatcher } from './HoldTimer';

/**
 * Mounted once in the layout: the drawers, the cart's questions, the affiliate reference of the address, the
 * restored cart's check, the other tabs' cart changes and the end of the cart's hold.
 */
export function CartHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { drawer, question } = useAppSelector(selectCart);
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
    if (onExtrasRoute && sectionReference)
      dispatch(extrasOpened({ publicReference: sectionReference, sectionId: extrasSectionId }));
  }, [dispatch, onExtrasRoute, sectionReference, extrasSectionId]);
  const previousDrawer = useRef(drawer);
  useEffect(() => {
    const wasExtras = previousDrawer.current === 'extras';
    previousDrawer.current = drawer;
    if (wasExtras && drawer !== 'extras' && extrasRoute) {
      void navigate(pathname.replace(/\/extras$/, ''));
    }
  }, [drawer, extrasRoute, navigate, pathname]);

  // A cart restored from storage may have expired or been paid meanwhile: the cart listeners ask the server.
  useEffect(() => {
    dispatch(cartCheckRequested());
  }, [dispatch]);

  // One cart per browser: what another tab adds, removes or pays shows here too (cartSync.ts).
  useEffect(() => dispatch(followOtherTabs()), [dispatch]);

  return (
    <>
      <HoldWatcher />
      {drawer === 'cart' && <CartDrawer />}
      {drawer === 'extras' && <ExtrasDrawer />}
      {question?.kind === 'otherVendor' && (
        <ConfirmDialog
          title={t('cart.otherVendorTitle')}
          message={t('cart.otherVendor', { vendor: question.vendor })}
          confirmLabel={t('cart.otherVendorConfirm')}
          cancelLabel={t('cart.otherVendorCancel')}
          onConfirm={() => dispatch(questionAnswered(true))}
          onCancel={() => dispatch(questionAnswered(false))}
          testId="cart-question"
        />
      )}
    </>
  );
}
