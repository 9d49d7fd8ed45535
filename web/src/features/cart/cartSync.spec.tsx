import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { PublicBookingDto } from '../../api/generated';
import { noteServerDate, resetServerClock } from '../../api/serverClock';
import '../../app/i18n';
import { makeStore } from '../../app/store';
import { polyfillDialog } from '../../ui/dialogPolyfill.testing';
import { cartApi } from './cartApi';
import { CartBadge } from './CartBadge';
import { CartHost } from './CartHost';
import {
  CART_BOOKING_STORAGE_KEY,
  CART_STORAGE_KEY,
  CART_TOKEN_STORAGE_KEY,
  resetMemoryCartStorage,
} from './cartPersistence';
import { cartCleared, cartOpened } from './cartSlice';
import { followOtherTabs } from './cartSync';
import { receiveBooking } from './cartThunks';
import { fakeApi, type FakeCall } from './fakeApi.testing';

// One cart per browser (issue 30 item 4): the cart in localStorage, the tabs following each other through the
// `storage` event (a tab is a store of its own here; jsdom fires no storage event in the writing window, so the test
// sends the one the browser would send to the other tab), the old sessionStorage cart taken over once, memory when
// storage is blocked, and the hold countdown in the cart drawer.

type Store = ReturnType<typeof makeStore>;

const chairLine = (id: number, beachChairId: number) => ({
  id,
  beachChairId,
  start: '2026-07-01T08:00:00.000Z',
  end: '2026-07-02T08:00:00.000Z',
  status: 'OPEN' as const,
  model: '2_SEAT_RECLINER' as const,
  rate: null,
  price: 15,
  discount: false,
});

const booking = (patch: Partial<PublicBookingDto> = {}): PublicBookingDto => ({
  bookingRef: 'ABCD2345',
  publicReference: 'ostsee',
  status: 'OPEN',
  totalPrice: 15,
  vendor: { companyName: 'Ostsee Strandkorb GmbH', publicReference: 'ostsee', configuration: {} },
  beachChairBookings: [chairLine(1, 10)],
  extras: [],
  places: [],
  customer: null,
  paymentMethod: null,
  customerComment: null,
  invoiceNumber: null,
  metaData: {},
  expiresAt: null,
  paymentDeadline: null,
  ...patch,
});

let status: string;
let calls: FakeCall[];

function route({ method, path }: FakeCall) {
  if (method === 'GET' && path.startsWith('/api/v1/features/public/booking_status/'))
    return { body: { bookingRef: path.split('/').pop(), status } };
  const chair = /\/destinations\/beach-chairs\/(\d+)$/.exec(path);
  if (method === 'GET' && chair)
    return { body: { id: Number(chair[1]), publicNumber: chair[1], sectionId: 7, rowId: 1 } };
  if (method === 'GET' && path.endsWith('/destinations/sections/7'))
    return { body: { id: 7, name: 'Nordstrand', publicReference: 'ostsee', rows: [{ id: 1, name: 'Reihe 1' }] } };
  return undefined;
}

/** What the browser sends to the other tabs after a write of `key` (null: the storage was cleared). */
function storageEventFor(key: string | null) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key,
        newValue: key === null ? null : localStorage.getItem(key),
        storageArea: localStorage,
      }),
    );
  });
}

/** A tab: its own store with the cart host (which follows the other tabs) and the badge. */
function openTab(): { store: Store; unmount: () => void } {
  const store = makeStore();
  const { unmount } = render(
    <Provider store={store}>
      <MemoryRouter>
        <CartBadge />
        <CartHost />
      </MemoryRouter>
    </Provider>,
  );
  return { store, unmount };
}

const cachedBooking = (store: Store, bookingRef: string) =>
  cartApi.endpoints.getStorefrontCart.select(bookingRef)(store.getState() as never).data;

beforeAll(polyfillDialog);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryCartStorage();
  resetServerClock();
  status = 'OPEN';
  calls = fakeApi(route);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the cart in localStorage', () => {
  it('is stored under the same keys, the secret beside it, and a new tab (a new store) starts with it', () => {
    const tabA = makeStore();
    tabA.dispatch(receiveBooking(booking({ cartToken: 'secret-a' })));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({
      bookingRef: 'ABCD2345',
      publicReference: 'ostsee',
    });
    expect(JSON.parse(localStorage.getItem(CART_TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      bookingRef: 'ABCD2345',
      token: 'secret-a',
    });
    // The booking is kept without its secret.
    const kept = JSON.parse(localStorage.getItem(CART_BOOKING_STORAGE_KEY) ?? 'null') as PublicBookingDto;
    expect(kept.bookingRef).toBe('ABCD2345');
    expect(kept).not.toHaveProperty('cartToken');
    expect(sessionStorage.length).toBe(0);

    const tabB = makeStore();
    expect(tabB.getState().cart).toMatchObject({
      bookingRef: 'ABCD2345',
      publicReference: 'ostsee',
      cartToken: { bookingRef: 'ABCD2345', token: 'secret-a' },
    });
  });

  it('a paid cart (PENDING) is cleared but its secret stays stored for the way back from the payment page', () => {
    const tab = makeStore();
    tab.dispatch(receiveBooking(booking({ cartToken: 'secret-a' })));
    tab.dispatch(receiveBooking(booking({ status: 'PENDING' })));
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CART_BOOKING_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      bookingRef: 'ABCD2345',
      token: 'secret-a',
    });
    // Back from the provider (payment aborted): the booking is OPEN again and still has its secret.
    const back = makeStore();
    back.dispatch(receiveBooking(booking()));
    expect(back.getState().cart.cartToken).toEqual({ bookingRef: 'ABCD2345', token: 'secret-a' });
  });

  it("takes over a tab's sessionStorage cart of the earlier storefront once, and drops it from the session", () => {
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ bookingRef: 'ABCD2345', publicReference: 'ostsee' }));
    sessionStorage.setItem(CART_TOKEN_STORAGE_KEY, JSON.stringify({ bookingRef: 'ABCD2345', token: 'secret-a' }));
    sessionStorage.setItem(CART_BOOKING_STORAGE_KEY, JSON.stringify(booking()));
    const tab = makeStore();
    expect(tab.getState().cart).toMatchObject({
      bookingRef: 'ABCD2345',
      cartToken: { bookingRef: 'ABCD2345', token: 'secret-a' },
    });
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(CART_TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(CART_BOOKING_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_BOOKING_STORAGE_KEY) ?? 'null')).toMatchObject({
      bookingRef: 'ABCD2345',
    });
  });

  it("a cart another tab keeps in localStorage wins over an old session's cart", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ bookingRef: 'WXYZ6789', publicReference: 'nordsee' }));
    localStorage.setItem(CART_TOKEN_STORAGE_KEY, JSON.stringify({ bookingRef: 'WXYZ6789', token: 'secret-b' }));
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ bookingRef: 'ABCD2345', publicReference: 'ostsee' }));
    sessionStorage.setItem(CART_TOKEN_STORAGE_KEY, JSON.stringify({ bookingRef: 'ABCD2345', token: 'secret-a' }));
    const tab = makeStore();
    expect(tab.getState().cart).toMatchObject({
      bookingRef: 'WXYZ6789',
      cartToken: { bookingRef: 'WXYZ6789', token: 'secret-b' },
    });
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('storage blocked (privacy settings): the cart lives in memory, nothing throws', () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const tab = makeStore();
    tab.dispatch(receiveBooking(booking({ cartToken: 'secret-a' })));
    expect(tab.getState().cart.cartToken).toEqual({ bookingRef: 'ABCD2345', token: 'secret-a' });
    // What the page reads again (the booking query's own source, a store made anew) is the in-memory copy.
    const again = makeStore();
    expect(again.getState().cart.bookingRef).toBe('ABCD2345');
    blocked.mockRestore();
    expect(localStorage.length).toBe(0);
  });
});

describe('the tabs follow each other (storage event)', () => {
  it("a chair added in tab A shows in tab B's badge, with the booking and its secret; B writes nothing back", async () => {
    const tabB = openTab();
    expect(screen.getByTestId('cart-badge').getAttribute('aria-label')).toBe('Warenkorb, 0 Artikel');

    const tabA = makeStore();
    tabA.dispatch(receiveBooking(booking({ cartToken: 'secret-a' })));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    storageEventFor(CART_STORAGE_KEY);

    expect(screen.getByTestId('cart-badge').getAttribute('aria-label')).toBe('Warenkorb, 1 Artikel');
    expect(tabB.store.getState().cart).toMatchObject({
      bookingRef: 'ABCD2345',
      publicReference: 'ostsee',
      cartToken: { bookingRef: 'ABCD2345', token: 'secret-a' },
    });
    expect(cachedBooking(tabB.store, 'ABCD2345')?.beachChairBookings).toHaveLength(1);
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    // Tab B checks the cart it took over, as it checks a restored one.
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/booking_status/ABCD2345'))).toBe(true));

    // A second chair in tab A: the booking's own key changes.
    tabA.dispatch(receiveBooking(booking({ beachChairBookings: [chairLine(1, 10), chairLine(2, 11)] })));
    storageEventFor(CART_BOOKING_STORAGE_KEY);
    expect(screen.getByTestId('cart-badge').getAttribute('aria-label')).toBe('Warenkorb, 2 Artikel');
    tabB.unmount();
  });

  it('clearing the cart in one tab clears the other and closes its cart drawer', () => {
    const tabA = makeStore();
    tabA.dispatch(receiveBooking(booking({ cartToken: 'secret-a' })));
    const tabB = openTab();
    act(() => {
      tabB.store.dispatch(cartOpened());
    });
    expect(screen.getByTestId('cart-drawer')).toBeTruthy();

    tabA.dispatch(cartCleared());
    storageEventFor(CART_STORAGE_KEY);
    expect(tabB.store.getState().cart.bookingRef).toBeNull();
    expect(tabB.store.getState().cart.drawer).toBeNull();
    expect(screen.getByTestId('cart-badge').getAttribute('aria-label')).toBe('Warenkorb, 0 Artikel');
    tabB.unmount();
  });

  it('paying in one tab (PENDING) clears the other, which keeps the secret; localStorage.clear() empties it', () => {
    const tabA = makeStore();
    tabA.dispatch(receiveBooking(booking({ cartToken: 'secret-a' })));
    const tabB = makeStore();
    const stop = tabB.dispatch(followOtherTabs());
    tabA.dispatch(receiveBooking(booking({ status: 'PENDING' })));
    storageEventFor(CART_STORAGE_KEY);
    expect(tabB.getState().cart).toMatchObject({
      bookingRef: null,
      cartToken: { bookingRef: 'ABCD2345', token: 'secret-a' },
    });

    localStorage.clear();
    storageEventFor(null);
    expect(tabB.getState().cart.cartToken).toBeNull();
    stop();
  });

  it('ignores the other keys and sessionStorage events', () => {
    const tabB = makeStore();
    const stop = tabB.dispatch(followOtherTabs());
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ bookingRef: 'ABCD2345', publicReference: 'ostsee' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'strandkorb.language', storageArea: localStorage }));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, storageArea: sessionStorage }));
    });
    expect(tabB.getState().cart.bookingRef).toBeNull();
    stop();
  });
});

describe('the hold countdown', () => {
  it('counts down from expiresAt in the drawer; at the end it says so and the check clears the expired cart', async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T10:00:00.000Z') });
    const tab = openTab();
    act(() => {
      tab.store.dispatch(receiveBooking(booking({ cartToken: 'secret-a', expiresAt: '2026-07-01T10:14:32.000Z' })));
      tab.store.dispatch(cartOpened());
    });
    expect(screen.getByTestId('cart-hold').textContent).toBe('Ihr Korb ist noch 14:32 Min. für Sie reserviert.');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('cart-hold').textContent).toBe('Ihr Korb ist noch 14:30 Min. für Sie reserviert.');

    // A change of the cart pushes the hold (the answer's new expiresAt).
    act(() => {
      tab.store.dispatch(
        receiveBooking(
          booking({ beachChairBookings: [chairLine(1, 10), chairLine(2, 11)], expiresAt: '2026-07-01T10:30:03.000Z' }),
        ),
      );
    });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('cart-hold').textContent).toBe('Ihre Körbe sind noch 30:00 Min. für Sie reserviert.');

    const checksBefore = calls.filter((call) => call.path.includes('/booking_status/')).length;
    status = 'EXPIRED';
    act(() => {
      jest.advanceTimersByTime(30 * 60_000);
    });
    expect(screen.getByTestId('cart-hold').textContent).toContain('Die Reservierung ist abgelaufen');
    jest.useRealTimers();
    await waitFor(() =>
      expect(calls.filter((call) => call.path.includes('/booking_status/')).length).toBeGreaterThan(checksBefore),
    );
    await waitFor(() => expect(tab.store.getState().cart.bookingRef).toBeNull());
    expect(screen.queryByTestId('cart-drawer')).toBeNull();
    tab.unmount();
  });

  it("counts on the server's clock: a device clock 10 minutes behind still shows the server's time left", () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T09:50:00.000Z') });
    // The server says it is 10:00:00 (Date header, whole seconds).
    noteServerDate('Wed, 01 Jul 2026 10:00:00 GMT');
    const tab = openTab();
    act(() => {
      tab.store.dispatch(receiveBooking(booking({ cartToken: 'secret-a', expiresAt: '2026-07-01T10:14:32.000Z' })));
      tab.store.dispatch(cartOpened());
    });
    // 14:31.5 left on the server's clock (the header's middle), shown rounded up.
    expect(screen.getByTestId('cart-hold').textContent).toBe('Ihr Korb ist noch 14:32 Min. für Sie reserviert.');
    tab.unmount();
  });
});
