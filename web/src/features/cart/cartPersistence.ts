import type { PublicBookingDto } from '../../api/generated';
import { initialCartState, type CartState, type CartToken } from './cartState';

// The cart is the browser's, not the tab's (issue 30 item 4): localStorage, so a second tab shows the same cart (and its
// chairs as "in your cart"), and the tabs follow each other's changes through the `storage` event (cartSync.ts).
// Which booking the cart is: bookingRef and publicReference (the cart slice).
export const CART_STORAGE_KEY = 'strandkorb.cart';
// The cart's secret on its own: it outlives the cart while a payment page has it PENDING (the cart is cleared then).
export const CART_TOKEN_STORAGE_KEY = 'strandkorb.cartToken';
// The booking as the server last answered it (RTK Query's cache entry getStorefrontCart, without the secret): the public
// API reads a booking only with the customer's e-mail, so after a reload (or in another tab) the cache entry is filled
// from here.
export const CART_BOOKING_STORAGE_KEY = 'strandkorb.cartBooking';

/** The keys of the cart; a `storage` event for one of them (or a cleared storage, key null) is the cart's. */
export const CART_STORAGE_KEYS: readonly string[] = [
  CART_STORAGE_KEY,
  CART_TOKEN_STORAGE_KEY,
  CART_BOOKING_STORAGE_KEY,
];

export interface StoredCart {
  bookingRef: string;
  publicReference: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

// Storage blocked (privacy settings, a sandboxed frame): the cart lives in memory while the page is open.
let memory = memoryStorage();

/** Only for tests: forgets the in-memory cart (the fallback when storage is blocked). */
export function resetMemoryCartStorage(): void {
  memory = memoryStorage();
}

function probe(get: () => Storage | undefined): Storage | null {
  try {
    const store = get();
    if (!store) return null;
    store.getItem(CART_STORAGE_KEY); // throws where storage is blocked
    return store;
  } catch {
    return null; // blocked: even reading the window's property throws (a sandboxed frame, privacy settings)
  }
}

function local(): Storage | null {
  return probe(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
}

function session(): Storage | null {
  return probe(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
}

function storage(): StorageLike {
  return local() ?? memory;
}

function write(key: string, value: string | null): void {
  const store = storage();
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    if (store !== memory) memory.removeItem(key);
  } catch {
    // Quota exceeded or writes refused (Safari's old private mode): memory keeps the cart for this page.
    if (value === null) memory.removeItem(key);
    else memory.setItem(key, value);
  }
}

function read(key: string): string | null {
  try {
    return storage().getItem(key) ?? memory.getItem(key);
  } catch {
    return memory.getItem(key);
  }
}

/**
 * The cart kept by the storefront before it moved to localStorage (the tab's sessionStorage, same keys): a tab open
 * during the deploy keeps its cart. Moved once into localStorage when that holds no cart of its own (a cart of another
 * tab wins: it is the browser's cart now), and removed from the session either way.
 */
export function migrateSessionCart(): void {
  const old = session();
  const target = local();
  if (!old || !target) return;
  const legacy = CART_STORAGE_KEYS.map((key) => [key, old.getItem(key)] as const);
  if (legacy.every(([, value]) => value === null)) return;
  const hasOwn = target.getItem(CART_STORAGE_KEY) !== null || target.getItem(CART_TOKEN_STORAGE_KEY) !== null;
  for (const [key, value] of legacy) {
    try {
      if (!hasOwn && value !== null) target.setItem(key, value);
      old.removeItem(key);
    } catch {
      // storage full: the session copy is dropped anyway, the check on load handles a half cart
    }
  }
}

function parse(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function parseStoredCart(raw: string | null): StoredCart | null {
  const value = parse(raw);
  if (typeof value?.bookingRef !== 'string' || typeof value.publicReference !== 'string') return null;
  return { bookingRef: value.bookingRef, publicReference: value.publicReference };
}

export function parseStoredCartToken(raw: string | null): CartToken | null {
  const value = parse(raw);
  return typeof value?.bookingRef === 'string' && typeof value.token === 'string'
    ? { bookingRef: value.bookingRef, token: value.token }
    : null;
}

function isBookingOf(value: unknown, bookingRef: string): value is PublicBookingDto {
  return typeof value === 'object' && value !== null && (value as { bookingRef?: unknown }).bookingRef === bookingRef;
}

/**
 * The stored answer for a booking: its own entry, or (a cart stored by the earlier version of the storefront, which
 * kept the booking beside its reference) the booking inside the cart's entry.
 */
export function parseStoredBooking(
  bookingRaw: string | null,
  cartRaw: string | null,
  bookingRef: string,
): PublicBookingDto | null {
  const own = parse(bookingRaw);
  if (isBookingOf(own, bookingRef)) return own;
  const earlier = parse(cartRaw)?.booking;
  return isBookingOf(earlier, bookingRef) ? earlier : null;
}

/** What the cart slice writes: the booking's reference and its vendor, nothing of the booking itself. */
export function storedCartOf(state: Pick<CartState, 'bookingRef' | 'publicReference'>): StoredCart | null {
  return state.bookingRef && state.publicReference
    ? { bookingRef: state.bookingRef, publicReference: state.publicReference }
    : null;
}

/** The stored part of the cart: which booking it is and its secret (what another tab wrote, for cartSync). */
export type StoredCartState = Pick<CartState, 'bookingRef' | 'publicReference' | 'cartToken'>;

export function loadStoredCart(): StoredCartState {
  const stored = parseStoredCart(read(CART_STORAGE_KEY));
  return {
    bookingRef: stored?.bookingRef ?? null,
    publicReference: stored?.publicReference ?? null,
    cartToken: parseStoredCartToken(read(CART_TOKEN_STORAGE_KEY)),
  };
}

export function loadCartState(): CartState {
  migrateSessionCart();
  return { ...initialCartState, ...loadStoredCart() };
}

export function saveCartState(state: CartState): void {
  const stored = storedCartOf(state);
  write(CART_STORAGE_KEY, stored ? JSON.stringify(stored) : null);
  if (!stored) write(CART_BOOKING_STORAGE_KEY, null);
  write(CART_TOKEN_STORAGE_KEY, state.cartToken ? JSON.stringify(state.cartToken) : null);
}

export function loadCartBooking(bookingRef: string): PublicBookingDto | null {
  return parseStoredBooking(read(CART_BOOKING_STORAGE_KEY), read(CART_STORAGE_KEY), bookingRef);
}

export function saveCartBooking(booking: PublicBookingDto): void {
  const { cartToken: _secret, ...kept } = booking;
  write(CART_BOOKING_STORAGE_KEY, JSON.stringify(kept));
}
