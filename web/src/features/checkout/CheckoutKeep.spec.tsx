import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import i18n from '../../app/i18n';
import { makeStore } from '../../app/store';
import { bookingReceived, cartCleared } from '../cart/cartSlice';
import { fakeApi } from '../cart/fakeApi.testing';
import { CHECKOUT_DRAFT_STORAGE_KEY } from './checkoutDraft';
import {
  bankDetailsChanged,
  checkoutClosed,
  checkoutFinished,
  checkoutOpened,
  paymentMethodChosen,
} from './checkoutSlice';
import { CustomerStep } from './CustomerStep';
import type { PublicBookingDto } from '../../api/generated';

// Issue 30 item 7: the checkout's input outlives the step's component (closing the checkout), a switch of language
// and a reload (a new store reading the tab's session), without a bank field ever in storage.
type Store = ReturnType<typeof makeStore>;
const BOOKING = { bookingRef: 'KEEP1234', publicReference: 'luebecker-bucht', status: 'OPEN' } as const;

function storeWithCart(): Store {
  const store = makeStore();
  store.dispatch(bookingReceived(BOOKING));
  store.dispatch(checkoutOpened());
  return store;
}

function renderStep(store: Store) {
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <CustomerStep
          discountRequired={false}
          hideComment={false}
          vendor={null}
          busy={false}
          initial={null}
          onSubmit={jest.fn()}
        />
      </MemoryRouter>
    </Provider>,
  );
}

/** The page load as a reload of the tab (Navigation Timing says so; jsdom has no entries of its own). */
function asReload<T>(load: () => T): T {
  const entries = [{ type: 'reload' }] as unknown as PerformanceEntryList;
  const before = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');
  Object.defineProperty(performance, 'getEntriesByType', { value: () => entries, configurable: true });
  try {
    return load();
  } finally {
    if (before) Object.defineProperty(performance, 'getEntriesByType', before);
    else delete (performance as unknown as Record<string, unknown>).getEntriesByType;
  }
}

const value = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
const storedDraft = () => sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE_KEY);

async function typeSome(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
  await user.type(screen.getByLabelText(/^E-Mail/), 'erika@example.de');
  await user.type(screen.getByLabelText(/^PLZ/), '2368');
  await user.tab();
  await user.click(screen.getByLabelText(/^Kommentar/));
  await user.type(screen.getByLabelText(/^Kommentar/), 'Erste Reihe');
  await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
}

describe('checkout draft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // The cart's check on the server (is the booking still OPEN?) answers yes.
    fakeApi((call) => (call.path.includes(BOOKING.bookingRef) ? { body: { ...BOOKING } } : undefined));
  });
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('de'));
  });

  it('closing and reopening the checkout keeps the fields, the comment, the terms tick and the shown error', async () => {
    const user = userEvent.setup();
    const store = storeWithCart();
    const view = renderStep(store);
    await typeSome(user);
    expect(screen.getByText('Eine deutsche Postleitzahl hat fünf Ziffern')).toBeTruthy();
    view.unmount(); // the dialog closes: the step goes at once, the comment's debounce has not run
    store.dispatch(checkoutClosed());
    store.dispatch(checkoutOpened());
    renderStep(store);
    expect(value(/^Vorname/)).toBe('Erika');
    expect(value(/^E-Mail/)).toBe('erika@example.de');
    expect(value(/^PLZ/)).toBe('2368');
    expect(value(/^Kommentar/)).toBe('Erste Reihe');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Ich akzeptiere/ }).checked).toBe(true);
    expect(screen.getByText('Eine deutsche Postleitzahl hat fünf Ziffern')).toBeTruthy();
    // An error not shown before stays unshown (Nachname was never left).
    expect(screen.queryByText('Nachname ist ein Pflichtfeld')).toBeNull();
  });

  it('a switch of language keeps the input and shows the errors again in the new language; the prefill is no comment', async () => {
    const user = userEvent.setup();
    const store = storeWithCart();
    renderStep(store);
    expect(value(/^Kommentar/)).toBe('Ihre Nachricht an den Vermieter, z. B. Wünsche zum Standort');
    await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
    await user.type(screen.getByLabelText(/^PLZ/), '2368');
    await user.tab();
    await act(() => i18n.changeLanguage('en'));
    expect(value(/^First name/)).toBe('Erika');
    expect(value(/^Postcode/)).toBe('2368');
    expect(screen.getByText('A German postcode has five digits')).toBeTruthy();
    expect(screen.queryByText('Eine deutsche Postleitzahl hat fünf Ziffern')).toBeNull();
    // The untouched comment shows the English prefill, and the German one never became the comment.
    expect(value(/^Comment/)).toBe('Your message to the vendor, e.g. wishes about the spot');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(store.getState().checkout.comment).toBe('');
  });

  it('a reload (a new store from the tab session) restores the open checkout, the input and the payment method', async () => {
    const user = userEvent.setup();
    const store = storeWithCart();
    const view = renderStep(store);
    await typeSome(user);
    act(() => void store.dispatch(paymentMethodChosen('BANK_TRANSFER')));
    view.unmount();

    // Another page load of the tab (or a payment window, which starts with a copy of the session): the input is there
    // for when the guest opens the checkout, the checkout itself stays closed.
    expect(makeStore().getState().checkout).toMatchObject({ open: false, customer: { firstName: 'Erika' } });

    const reloaded = asReload(() => makeStore());
    expect(reloaded.getState().checkout).toMatchObject({
      open: true,
      draftFor: 'KEEP1234',
      comment: 'Erste Reihe',
      termsAccepted: true,
      paymentMethod: 'BANK_TRANSFER',
      customer: { firstName: 'Erika', zip: '2368' },
    });
    renderStep(reloaded);
    expect(value(/^Vorname/)).toBe('Erika');
    expect(screen.getByText('Eine deutsche Postleitzahl hat fünf Ziffern')).toBeTruthy();
  });

  it('bank details stay in memory: never written to the tab session, gone after a reload', () => {
    const store = storeWithCart();
    store.dispatch(
      bankDetailsChanged({
        form: {
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
          accountHolder: 'Erika Mustermann',
          bankName: 'Bank',
        },
        touched: ['iban'],
        mandate: true,
      }),
    );
    expect(store.getState().checkout.bank?.form.iban).toBe('DE89370400440532013000');
    const stored = storedDraft() ?? '';
    expect(stored).toContain('KEEP1234');
    for (const secret of ['DE89370400440532013000', 'COBADEFFXXX', 'Erika Mustermann', 'iban', 'mandate'])
      expect(stored).not.toContain(secret);
    expect(makeStore().getState().checkout.bank).toBeNull();
  });

  it('is dropped when the cart is cleared or the booking confirmed, and not restored for another cart', async () => {
    const user = userEvent.setup();
    const store = storeWithCart();
    const view = renderStep(store);
    await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
    view.unmount();
    expect(storedDraft()).toContain('Erika');
    store.dispatch(cartCleared());
    expect(storedDraft()).toBeNull();
    expect(store.getState().checkout.customer).toBeNull();

    // Typed again, then the booking is confirmed (it leaves the cart).
    store.dispatch(bookingReceived(BOOKING));
    store.dispatch(checkoutOpened());
    renderStep(store);
    await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
    cleanup();
    expect(storedDraft()).toContain('Erika');
    const confirmed = { ...BOOKING, status: 'CONFIRMED' } as unknown as PublicBookingDto;
    store.dispatch(checkoutFinished(confirmed));
    store.dispatch(bookingReceived(confirmed));
    expect(storedDraft()).toBeNull();
    expect(makeStore().getState().checkout).toMatchObject({ open: false, customer: null, draftFor: null });

    // A draft of another booking than the tab's cart is not restored.
    makeStore().dispatch(bookingReceived(BOOKING));
    sessionStorage.setItem(
      CHECKOUT_DRAFT_STORAGE_KEY,
      JSON.stringify({ bookingRef: 'OTHER999', open: true, customer: null, comment: 'alt' }),
    );
    expect(makeStore().getState().checkout).toMatchObject({ open: false, comment: '', draftFor: null });
  });
});
