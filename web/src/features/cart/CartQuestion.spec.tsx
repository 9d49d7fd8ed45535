import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { PublicBookingDto } from '../../api/generated';
import '../../app/i18n';
import { makeStore } from '../../app/store';
import { polyfillDialog } from '../../ui/dialogPolyfill.testing';
import { cartApi } from './cartApi';
import { CART_BOOKING_STORAGE_KEY, CART_STORAGE_KEY } from './cartPersistence';
import { CartHost } from './CartHost';
import { receiveBooking } from './cartThunks';
import { fakeApi, type FakeCall } from './fakeApi.testing';
import { useCart } from './useCart';

// The question before another vendor's cart is dropped (issue "the house", item 8): the app's confirm dialog instead
// of window.confirm, through the cart's thunks, RTK Query's cache and the api (a fake network).

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

const booking = (patch: Partial<PublicBookingDto>): PublicBookingDto => ({
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

const ostsee = booking({ cartToken: 'secret-a' });
const nordseeVendor = { companyName: 'Nordsee Körbe KG', publicReference: 'nordsee', configuration: {} };
const nordseeOpened = booking({
  bookingRef: 'WXYZ6789',
  publicReference: 'nordsee',
  vendor: nordseeVendor,
  beachChairBookings: [],
  totalPrice: 0,
  cartToken: 'secret-b',
});
const nordseeWithChair = booking({
  bookingRef: 'WXYZ6789',
  publicReference: 'nordsee',
  vendor: nordseeVendor,
  beachChairBookings: [chairLine(2, 11)],
});

function route({ method, path }: FakeCall) {
  if (method === 'GET' && path.startsWith('/api/v1/features/public/booking_status/'))
    return { body: { bookingRef: path.split('/').pop(), status: 'OPEN' } };
  const chair = /\/destinations\/beach-chairs\/(\d+)$/.exec(path);
  if (method === 'GET' && chair)
    return { body: { id: Number(chair[1]), publicNumber: chair[1], sectionId: 7, rowId: 1 } };
  if (method === 'GET' && path.endsWith('/destinations/sections/7'))
    return { body: { id: 7, name: 'Nordstrand', publicReference: 'nordsee', rows: [{ id: 1, name: 'Reihe 1' }] } };
  if (method === 'DELETE' && path.startsWith('/api/v1/features/public/booking/ABCD2345/beach_chair_booking/1'))
    return { body: { ...ostsee, cartToken: undefined, status: 'CANCELED', beachChairBookings: [] } };
  if (method === 'POST' && path.startsWith('/api/v1/features/public/booking?publicReference=nordsee'))
    return { status: 201, body: nordseeOpened };
  if (method === 'POST' && path.startsWith('/api/v1/features/public/booking/WXYZ6789/beach_chair_bookings'))
    return { status: 201, body: nordseeWithChair };
  return undefined;
}

function AddNordseeChair() {
  const { addChair, busy } = useCart();
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() =>
        void addChair({ beachChairId: 11, start: '2026-07-01', end: '2026-07-01', model: '2_SEAT_RECLINER' })
      }
    >
      Strandkorb 11 hinzufügen
    </button>
  );
}

let calls: FakeCall[];
const windowConfirm = jest.fn(() => true);
const changes = () => calls.filter((call) => call.method !== 'GET');

function renderCart() {
  const store = makeStore();
  store.dispatch(receiveBooking(ostsee));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AddNordseeChair />
        <CartHost />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const cartBookingOf = (store: ReturnType<typeof makeStore>, bookingRef: string) =>
  cartApi.endpoints.getStorefrontCart.select(bookingRef)(store.getState() as never).data;

beforeAll(polyfillDialog);

beforeEach(() => {
  localStorage.clear();
  calls = fakeApi(route);
  windowConfirm.mockClear();
  window.confirm = windowConfirm;
});

afterEach(() => {
  expect(windowConfirm).not.toHaveBeenCalled();
});

describe("a chair of another vendor: the cart's question", () => {
  it('asks in the confirm dialog, naming the vendor of the cart; cancel keeps the cart as it is', async () => {
    const user = userEvent.setup();
    const store = renderCart();
    await user.click(screen.getByRole('button', { name: 'Strandkorb 11 hinzufügen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Anderer Vermieter' });
    expect(dialog.textContent).toContain('Ihr Warenkorb enthält eine Buchung bei Ostsee Strandkorb GmbH.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Warenkorb behalten' }));
    // Busy while the question is open: no second add.
    expect(screen.getByRole('button', { name: 'Strandkorb 11 hinzufügen', hidden: true })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Warenkorb behalten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(store.getState().cart.pending).toBe(0));
    expect(changes()).toEqual([]);
    expect(store.getState().cart).toMatchObject({ bookingRef: 'ABCD2345', publicReference: 'ostsee' });
    expect(cartBookingOf(store, 'ABCD2345')?.beachChairBookings).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({
      bookingRef: 'ABCD2345',
      publicReference: 'ostsee',
    });
  });

  it('Escape cancels as well', async () => {
    const user = userEvent.setup();
    const store = renderCart();
    await user.click(screen.getByRole('button', { name: 'Strandkorb 11 hinzufügen' }));
    await screen.findByRole('dialog', { name: 'Anderer Vermieter' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(store.getState().cart.pending).toBe(0));
    expect(changes()).toEqual([]);
    expect(store.getState().cart.bookingRef).toBe('ABCD2345');
  });

  it("confirm empties the old cart, opens a booking of the chair's vendor with the chair and shows the cart", async () => {
    const user = userEvent.setup();
    const store = renderCart();
    await user.click(screen.getByRole('button', { name: 'Strandkorb 11 hinzufügen' }));
    await screen.findByRole('dialog', { name: 'Anderer Vermieter' });
    await user.click(screen.getByRole('button', { name: 'Neue Buchung beginnen' }));

    await screen.findByRole('dialog', { name: 'Warenkorb' });
    await waitFor(() => expect(store.getState().cart.pending).toBe(0));
    expect(changes().map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual([
      'DELETE /api/v1/features/public/booking/ABCD2345/beach_chair_booking/1',
      'POST /api/v1/features/public/booking',
      'POST /api/v1/features/public/booking/WXYZ6789/beach_chair_bookings',
    ]);
    // Each change goes with the secret of its own cart.
    expect(changes().map((call) => call.headers.get('x-cart-token'))).toEqual(['secret-a', null, 'secret-b']);
    expect(store.getState().cart).toMatchObject({ bookingRef: 'WXYZ6789', publicReference: 'nordsee', drawer: 'cart' });
    expect(screen.getByTestId('cart-vendor').textContent).toBe('Nordsee Körbe KG');

    // Stored for a reload: the reference (the slice) and the booking query's answer (without the secret).
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({
      bookingRef: 'WXYZ6789',
      publicReference: 'nordsee',
    });
    const kept = JSON.parse(localStorage.getItem(CART_BOOKING_STORAGE_KEY) ?? 'null') as PublicBookingDto;
    expect(kept.beachChairBookings).toHaveLength(1);
    expect(kept).not.toHaveProperty('cartToken');
  });

  it('a reload finds the cart: the booking query answers from the kept answer', async () => {
    const first = renderCart();
    await act(() => Promise.resolve());
    expect(cartBookingOf(first, 'ABCD2345')).toBeTruthy();
    const reloaded = makeStore();
    expect(reloaded.getState().cart).toMatchObject({ bookingRef: 'ABCD2345', cartToken: { token: 'secret-a' } });
    const { data } = await reloaded.dispatch(cartApi.endpoints.getStorefrontCart.initiate('ABCD2345'));
    expect(data?.vendor.companyName).toBe('Ostsee Strandkorb GmbH');
  });
});
