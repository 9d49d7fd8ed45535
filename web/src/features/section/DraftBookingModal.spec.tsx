import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import '../../app/i18n';
import { makeStore } from '../../app/store';
import { polyfillDialog } from '../../ui/dialogPolyfill.testing';
import { addDays } from '../selection/dates';
import { createDraft, selectDraft } from '../selection/selectionSlice';
import { DraftBookingModal } from './DraftBookingModal';

// The timeline's draft-booking modal keeps to the search picker's stored limit (issue 21 item 3): the day counter
// stops at the last bookable day and a range past it cannot be accepted.
function openModal(end: (maxDate: string) => string) {
  const store = makeStore();
  const { maxDate, startDate } = store.getState().selection;
  store.dispatch(createDraft({ beachChairId: 7, start: startDate, end: end(maxDate) }));
  const draft = selectDraft(store.getState())!;
  render(
    <Provider store={store}>
      <DraftBookingModal draft={draft} chairNumber="7" onAccept={() => undefined} onCancel={() => undefined} />
    </Provider>,
  );
  return store;
}

describe('draft-booking modal', () => {
  beforeAll(polyfillDialog);

  it('stops the day counter at the stored limit', () => {
    openModal((maxDate) => maxDate);
    expect(screen.getByRole('heading', { name: 'Bitte wählen Sie ihren Buchungszeitraum' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Einen Tag mehr' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Übernehmen' }).disabled).toBe(false);
  });

  it('adds days up to the limit, and refuses a range past it', async () => {
    const store = openModal((maxDate) => addDays(maxDate, -1));
    const more = screen.getByRole<HTMLButtonElement>('button', { name: 'Einen Tag mehr' });
    expect(more.disabled).toBe(false);
    await userEvent.click(more);
    expect(selectDraft(store.getState())!.end).toBe(store.getState().selection.maxDate);
  });

  it('cannot accept a draft that ends after the limit', () => {
    openModal((maxDate) => addDays(maxDate, 2));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Übernehmen' }).disabled).toBe(true);
  });
});
