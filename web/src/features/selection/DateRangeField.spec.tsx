import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import i18n from '../../app/i18n';
import { DateRangeField } from './DateRangeField';

// The text side of the date-range picker (issue 17): dd.MM.yyyy in German, dd/MM/yyyy in English, ISO accepted;
// the calendar itself is tried in a real browser (test/browser/date-picker.e2e-spec.ts).
function Harness({ onChange }: { onChange: (start: string, end: string) => void }) {
  const [range, setRange] = useState({ start: '2027-07-01', end: '2027-07-03' });
  return (
    <DateRangeField
      start={range.start}
      end={range.end}
      min="2027-06-01"
      max="2027-10-31"
      testIds
      onChange={(start, end) => {
        setRange({ start, end });
        onChange(start, end);
      }}
    />
  );
}

const renderField = () => {
  const onChange = jest.fn<(start: string, end: string) => void>();
  render(<Harness onChange={onChange} />);
  return onChange;
};

describe('date-range field', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('de'));
  });

  it('shows the days as Germans write them, labelled, with the format described', () => {
    renderField();
    const pickup = screen.getByRole('textbox', { name: 'Abholung' });
    expect(pickup).toHaveProperty('value', '01.07.2027');
    expect(screen.getByRole('textbox', { name: 'Rückgabe' })).toHaveProperty('value', '03.07.2027');
    const described = (pickup.getAttribute('aria-describedby') ?? '').split(' ')[0] as string;
    expect(document.getElementById(described)?.textContent).toContain('TT.MM.JJJJ');
    expect(screen.getByRole('button', { name: 'Zeitraum im Kalender wählen' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('applies a complete day while typing, and a short year when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = renderField();
    const dropoff = screen.getByRole('textbox', { name: 'Rückgabe' });
    await user.clear(dropoff);
    await user.type(dropoff, '05.07.2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-07-01', '2027-07-05');
    // "05.07.20" on the way was not taken as 2020.
    expect(onChange.mock.calls.every(([, end]) => end === '2027-07-05' || end === '')).toBe(true);

    await user.clear(dropoff);
    await user.type(dropoff, '6.7.27');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2027-07-01', '2027-07-06');
    expect(dropoff).toHaveProperty('value', '06.07.2027');
  });

  it('takes an ISO day and shows it in German once the field is left', async () => {
    const user = userEvent.setup();
    const onChange = renderField();
    const pickup = screen.getByRole('textbox', { name: 'Abholung' });
    await user.clear(pickup);
    await user.type(pickup, '2027-07-10');
    // A pickup after the dropoff moves the dropoff along.
    expect(onChange).toHaveBeenLastCalledWith('2027-07-10', '2027-07-10');
    expect(screen.getByRole('textbox', { name: 'Rückgabe' })).toHaveProperty('value', '10.07.2027');
    await user.tab();
    expect(pickup).toHaveProperty('value', '10.07.2027');
    expect(pickup.getAttribute('data-iso')).toBe('2027-07-10');
  });

  it('marks a day that does not exist and leaves the range incomplete', async () => {
    const user = userEvent.setup();
    const onChange = renderField();
    const pickup = screen.getByRole('textbox', { name: 'Abholung' });
    await user.clear(pickup);
    await user.type(pickup, '31.02.2027');
    await user.tab();
    expect(pickup.getAttribute('aria-invalid')).toBe('true');
    expect(pickup).toHaveProperty('value', '31.02.2027');
    expect(onChange).toHaveBeenLastCalledWith('', '2027-07-03');
  });

  it('in English shows and takes dd/MM/yyyy', async () => {
    const user = userEvent.setup();
    const onChange = renderField();
    await act(() => i18n.changeLanguage('en'));
    const dropoff = screen.getByRole('textbox', { name: 'Drop-off' });
    expect(screen.getByRole('textbox', { name: 'Pickup' })).toHaveProperty('value', '01/07/2027');
    await user.clear(dropoff);
    await user.type(dropoff, '04/07/2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-07-01', '2027-07-04');
  });

  it('opens a calendar where days before the first and after the last bookable day are disabled', async () => {
    const user = userEvent.setup();
    render(
      <DateRangeField start="2027-10-20" end="2027-10-21" min="2027-10-15" max="2027-10-31" onChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Zeitraum im Kalender wählen' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender: Abholung und Rückgabe wählen' });
    await screen.findByRole('grid');
    const day = (iso: string) => calendar.querySelector(`[data-day="${iso}"] button`);
    expect(day('2027-10-14')?.hasAttribute('disabled')).toBe(true);
    expect(day('2027-10-15')?.hasAttribute('disabled')).toBe(false);
    expect(day('2027-10-31')?.hasAttribute('disabled')).toBe(false);
    // No way on to November (after the stored limit) nor back to September.
    expect(screen.getByRole('button', { name: 'Zum nächsten Monat' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Zum vorherigen Monat' }).getAttribute('aria-disabled')).toBe('true');
    // The pickup day has the focus; Escape closes and gives it back to the button.
    expect(document.activeElement?.closest('[data-day]')?.getAttribute('data-day')).toBe('2027-10-20');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zeitraum im Kalender wählen' }));
  });
});
