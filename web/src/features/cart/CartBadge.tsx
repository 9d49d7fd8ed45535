import { useTranslation } from 'react-i18next';
import { useCart } from './useCart';
import './cart.css';

/** App bar button: chairs plus the total amount of extras (spec 2); opens the cart drawer. */
export function CartBadge() {
  const { t } = useTranslation();
  const { count, openCart } = useCart();
  return (
    <button
      type="button"
      className="cart-badge"
      onClick={openCart}
      aria-label={t('cart.badge', { count })}
      data-testid="cart-badge"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.5 2H20l-2.2 8H7.6L4.4 2H1v2h2.8l3 11.5c.2.9 1 1.5 1.9 1.5H19v-2H8.7l-.3-1h10.9L22 4H5.2Z"
        />
      </svg>
      {count > 0 && (
        <span className="cart-badge__count" data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
