import { useAppSelector } from '../../app/hooks';
import { CheckoutDialog } from './CheckoutDialog';
import { selectCheckout } from './checkoutSlice';

/** Mounted once in the layout: the checkout dialog while it is open. */
export function CheckoutHost() {
  const { open } = useAppSelector(selectCheckout);
  return open ? <CheckoutDialog /> : null;
}
