import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { polyfillDialog } from '../../ui/dialogPolyfill.testing';
import type { BookingStatus, OfficeBookingDto } from '../api/officeApi';
import '../app/i18n';
import { makeOfficeStore } from '../app/store';
import { CancelForm } from './CancelForm';
import { ChairsSection } from './ChairsSection';
import { StatusActions } from './StatusActions';

beforeAll(polyfillDialog);

const chair = (id: number, publicNumber: string, status: BookingStatus) => ({
  id,
  beachChairId: 100 + id,
  start: '2026-07-13T22:00:00.000Z',
  end: '2026-07-14T22:00:00.000Z',
  status,
  model: 'STANDARD' as OfficeBookingDto['beachChairBookings'][number]['model'],
  rate: 'DAY' as const,
  price: 24.5,
  discount: false,
  publicNumber,
  sectionId: 7,
  sectionName: 'Scharbeutz Nord',
  rowName: '1',
  timeRange: null,
});

function booking(status: BookingStatus, over: Partial<OfficeBookingDto> = {}): OfficeBookingDto {
  const chairStatus = status === 'CANCELED' || status === 'EXPIRED' ? status : status;
  return {
    id: 1,
    bookingRef: 'BWXV964Z',
    publicReference: 'luebecker-bucht',
    status,
    totalPrice: 49,
    vendor: { companyName: 'Lübecker Bucht', publicReference: 'luebecker-bucht', configuration: {} },
    beachChairBookings: [chair(11, '12', chairStatus), chair(12, '14', chairStatus)],
    extras: [],
    customer: null,
    paymentMethod: null,
    customerComment: null,
    invoiceNumber: null,
    metaData: {},
    expiresAt: null,
    cancellationFee: null,
    skipRefund: false,
    source: 'WEBSITE',
    timeZone: 'Europe/Berlin',
    language: 'de',
    affiliateReference: null,
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
    ...over,
  };
}

function renderActions(b: OfficeBookingDto) {
  render(
    <Provider store={makeOfficeStore()}>
      <StatusActions booking={b} onPapersExpected={jest.fn()} />
      <ChairsSection booking={b} onPapersExpected={jest.fn()} />
    </Provider>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent?.trim());

describe('the booking drawer offers what the status allows', () => {
  it('an open cart: confirm, reserve, pay, cancel; chairs may be moved, cancelled one by one and added', () => {
    renderActions(booking('OPEN'));
    expect(buttonNames()).toEqual([
      'Bestätigen',
      'Reservieren',
      'Buchung stornieren …',
      'Zahlung erfassen',
      'Verlegen …',
      'Stornieren …',
      'Verlegen …',
      'Stornieren …',
      'Korb hinzufügen …',
    ]);
    // The counter's methods come first in the payment choice.
    const methods = within(screen.getByLabelText('Zahlungsart'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(methods.slice(0, 3)).toEqual(['Bar', 'EC-Karte', 'Kartenterminal']);
  });

  it('waiting for a bank transfer: confirm, pay or cancel, but no changes to the chairs', () => {
    renderActions(booking('PENDING'));
    expect(buttonNames()).toEqual([
      'Bestätigen',
      'Buchung stornieren …',
      'Zahlung erfassen',
      'Stornieren …',
      'Stornieren …',
    ]);
  });

  it('paid: cancelling (the booking or one chair) and moving a chair, no other change of the chairs', () => {
    renderActions(booking('BOOKED', { paymentMethod: 'CASH' }));
    expect(buttonNames()).toEqual(['Buchung stornieren …', 'Verlegen …', 'Stornieren …', 'Verlegen …', 'Stornieren …']);
    expect(screen.getByRole('button', { name: 'Verlegen … Korb 14' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stornieren … Korb 12' })).toBeTruthy();
  });

  it('the last chair is cancelled with the booking, not on its own', () => {
    const b = booking('CONFIRMED');
    renderActions({
      ...b,
      beachChairBookings: [b.beachChairBookings[0]!, { ...b.beachChairBookings[1]!, status: 'CANCELED' }],
    });
    expect(screen.queryByRole('button', { name: /^Stornieren … Korb/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buchung stornieren …' })).toBeTruthy();
  });

  it('cancelled or expired: recover only', () => {
    renderActions(booking('CANCELED', { cancellationFee: 0 }));
    expect(buttonNames()).toEqual(['Wiederherstellen']);
  });
});

describe('cancel with a fee', () => {
  function renderForm(onSubmit = jest.fn()) {
    render(
      <CancelForm
        heading="Korb 12 stornieren"
        proposedFee={12.25}
        percent={50}
        maxFee={24.5}
        withSkipRefund
        busy={false}
        confirmText={(fee, skip) => `Stornogebühr: ${fee}.${skip ? ' Es wird nichts erstattet.' : ''}`}
        onSubmit={onSubmit}
        onClose={jest.fn()}
      />,
    );
    return onSubmit;
  }

  it('proposes the policy’s fee, takes an edited one and asks before it cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const fee = screen.getByLabelText('Stornogebühr (€)');
    expect((fee as HTMLInputElement).value).toBe('12,25');
    expect(screen.getByText(/Vorschlag nach den Stornobedingungen: 50 % = 12,25 €/)).toBeTruthy();

    await user.clear(fee);
    await user.type(fee, '5,50');
    await user.click(screen.getByLabelText('Nichts erstatten'));
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich stornieren?' });
    expect(dialog.textContent).toContain('Stornogebühr: 5,50 €. Es wird nichts erstattet.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, stornieren' }));
    expect(onSubmit).toHaveBeenCalledWith({ cancellationFee: 5.5, skipRefund: true });
  });

  it('refuses a fee above the maximum or no amount at all, and "Nein" changes nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const fee = screen.getByLabelText('Stornogebühr (€)');
    await user.clear(fee);
    await user.type(fee, '30');
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    expect(screen.getByText('Die Gebühr darf höchstens 24,50 € betragen.')).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    await user.clear(fee);
    await user.type(fee, 'viel');
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    expect(screen.getByText('Bitte einen Betrag in Euro eingeben, z. B. 12,50.')).toBeTruthy();

    await user.clear(fee);
    await user.type(fee, '0');
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    await user.click(await screen.findByRole('button', { name: 'Nein' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
