import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import '../../app/i18n';
import { makeStore } from '../../app/store';
import type { CustomerForm } from './checkoutRules';
import { CustomerStep } from './CustomerStep';

function renderStep(o: { discountRequired?: boolean; onSubmit?: (form: CustomerForm, card: boolean) => void } = {}) {
  const onSubmit = o.onSubmit ?? jest.fn();
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <CustomerStep
          discountRequired={o.discountRequired ?? false}
          hideComment={false}
          vendor={null}
          busy={false}
          initial={null}
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </Provider>,
  );
  return onSubmit;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'erika@example.de') {
  await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
  await user.type(screen.getByLabelText(/^Nachname/), 'Mustermann');
  await user.type(screen.getByLabelText(/^E-Mail/), email);
  await user.type(screen.getByLabelText(/^Straße und Hausnummer/), 'Strandallee 1');
  await user.type(screen.getByLabelText(/^PLZ/), '23683');
  await user.type(screen.getByLabelText(/^Ort/), 'Scharbeutz');
}

describe('checkout, step 1: the customer', () => {
  it('an empty form does not go on: every mandatory field is named and focus goes to the first', async () => {
    const user = userEvent.setup();
    const onSubmit = renderStep();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'Bitte füllen Sie alle Pflichtfelder aus und akzeptieren Sie die Bedingungen.',
    );
    for (const field of ['Vorname', 'Nachname', 'E-Mail', 'PLZ', 'Ort'])
      expect(screen.getByText(`${field} ist ein Pflichtfeld`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Vorname/));
  });

  it('a malformed e-mail is named; without the terms accepted it does not go on', async () => {
    const user = userEvent.setup();
    const onSubmit = renderStep();
    await fillIn(user, 'erika@');
    await user.tab();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^E-Mail/));
    await user.type(screen.getByLabelText(/^E-Mail/), 'erika@example.de');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('checkout-terms');
  });

  it('a complete form with the terms (and the discount card where asked) goes on with what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<(form: CustomerForm, card: boolean) => void>();
    renderStep({ discountRequired: true, onSubmit });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).not.toHaveBeenCalled(); // the discount card is not confirmed yet
    await user.click(screen.getByRole('checkbox', { name: /Ermäßigungskarte/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [form, card] = onSubmit.mock.calls[0]!;
    expect(form).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.de',
      zip: '23683',
      city: 'Scharbeutz',
    });
    expect(card).toBe(true);
  });
});
