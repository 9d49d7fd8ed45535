import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChairMovePreviewDto } from '../api/officeApi';
import '../app/i18n';
import { ChairOptions } from './ChairForms';
import { MovePreview } from './MovePreview';

// Issue 29, item 1: the move form lists the chairs as the beach numbers them and marks the taken ones; before a move is
// confirmed it shows what it costs and lets the operator charge (or refund) the difference or keep the old price.

const dearer: ChairMovePreviewDto = {
  beachChairBookingId: 5,
  bookingId: 1,
  beachChairId: 111,
  publicNumber: '11',
  start: '2026-07-13T22:00:00.000Z',
  end: '2026-07-14T22:00:00.000Z',
  oldPrice: 15,
  newPrice: 16,
  oldTotal: 15,
  newTotal: 16,
  difference: 1,
  paid: 15,
  open: 1,
  refund: 0,
  invoiceNumber: '2026-000007',
};

const text = () => (screen.getByTestId('move-preview').textContent ?? '').replace(/\s+/g, ' ');

describe('the chair list of the move form', () => {
  it('is in natural order (1, 2, … 10) and marks taken chairs, which cannot be picked', () => {
    const chairs = ['10', '2', '1', '11', '3'].map((publicNumber, i) => ({ id: i + 1, publicNumber }));
    render(
      <select aria-label="Korb">
        <ChairOptions chairs={chairs} taken={new Set([2])} />
      </select>,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Korb wählen',
      'Korb 1',
      'Korb 2 (belegt)',
      'Korb 3',
      'Korb 10',
      'Korb 11',
    ]);
    expect(options.filter((o) => o.disabled).map((o) => o.textContent)).toEqual(['Korb 2 (belegt)']);
  });
});

describe('the move preview', () => {
  it('a dearer chair: old total, new total, the difference charged by default, what stays open and the invoice corrected', async () => {
    const onKeepPriceChange = jest.fn();
    const { rerender } = render(
      <MovePreview preview={dearer} keepPrice={false} onKeepPriceChange={onKeepPriceChange} language="de" />,
    );
    expect(screen.getByRole('heading', { name: 'Verlegen auf Korb 11' })).toBeTruthy();
    expect(text()).toMatch(/Bisheriger Gesamtbetrag ?15,00 €/);
    expect(text()).toMatch(/Neuer Gesamtbetrag ?16,00 €/);
    expect(text()).toMatch(/Differenz ?\+1,00 €/);
    expect(text()).toMatch(/Bereits bezahlt: 15,00 €\. Danach noch offen: 1,00 €\./);
    expect(text()).toContain('Rechnung 2026-000007 wird storniert und mit neuer Nummer neu ausgestellt.');
    const charge = screen.getByRole<HTMLInputElement>('radio', {
      name: /Differenz berechnen: der Gast zahlt 1,00 € nach/,
    });
    expect(charge.checked).toBe(true);

    await userEvent.setup().click(screen.getByRole('radio', { name: /Zum bisherigen Preis verlegen \(15,00 €\)/ }));
    expect(onKeepPriceChange).toHaveBeenCalledWith(true);
    rerender(<MovePreview preview={dearer} keepPrice onKeepPriceChange={onKeepPriceChange} language="de" />);
    expect(text()).toMatch(/Neuer Gesamtbetrag ?15,00 €/);
    expect(text()).toMatch(/Differenz ?±0,00 €/);
    expect(text()).not.toContain('noch offen');
  });

  it('a cheaper chair offers the refund; the same price says so and offers no choice', () => {
    const cheaper = { ...dearer, newPrice: 14, newTotal: 14, difference: -1, open: 0, refund: 1, invoiceNumber: null };
    const { unmount } = render(
      <MovePreview preview={cheaper} keepPrice={false} onKeepPriceChange={jest.fn()} language="de" />,
    );
    expect(screen.getByRole('radio', { name: /Differenz erstatten: der Gast erhält 1,00 € zurück/ })).toBeTruthy();
    expect(text()).toMatch(/Differenz ?−1,00 €/);
    expect(text()).toContain('Danach zu erstatten: 1,00 €.');
    expect(text()).not.toContain('Rechnung');
    unmount();

    const unpaid = { ...cheaper, paid: 0, refund: 0 };
    const again = render(
      <MovePreview preview={unpaid} keepPrice={false} onKeepPriceChange={jest.fn()} language="de" />,
    );
    // Nothing was paid: nobody gets money back, the booking only costs less.
    expect(screen.getByRole('radio', { name: /Zum neuen Preis verlegen \(14,00 €\)/ })).toBeTruthy();
    expect(text()).not.toContain('erstatten');
    again.unmount();

    const same = { ...dearer, newPrice: 15, newTotal: 15, difference: 0, open: 0 };
    render(<MovePreview preview={same} keepPrice={false} onKeepPriceChange={jest.fn()} language="de" />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(text()).toContain('Der Preis bleibt gleich.');
  });
});
