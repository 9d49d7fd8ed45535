import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { drawerClosed } from '../cart/cartSlice';
import { checkoutOpened } from './checkoutSlice';

/** "Zur Kasse" in the cart drawer: closes the drawer and opens the checkout dialog on its first step. */
export function CheckoutButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="button button--accent cart-checkout"
      disabled={disabled}
      data-testid="to-checkout"
      onClick={() => {
        dispatch(drawerClosed());
        dispatch(checkoutOpened());
      }}
    >
      {t('toCheckout')}
    </button>
  );
}
