import { addBankBusinessDays, easterSunday, germanNationwideHolidays, isBankBusinessDay, paymentDeadline } from './payment-deadline.js';

/** 00:00 Berlin of the day after `date`, i.e. the end (24:00) of `date`, in winter (UTC+1) or summer (UTC+2). */
const endOf = (date: string, offsetHours: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (24 - offsetHours) * 3600_000);

describe('payment deadline (bank business days)', () => {
  it('finds Easter and the nationwide holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(germanNationwideHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('a bank business day is Monday to Friday and no holiday', () => {
    expect(isBankBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBankBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBankBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBankBusinessDay('2026-12-25')).toBe(false); // Friday, Christmas
    expect(isBankBusinessDay('2026-04-06')).toBe(false); // Easter Monday
  });

  it('counts bank business days after the day, skipping weekends and holidays', () => {
    expect(addBankBusinessDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addBankBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
    expect(addBankBusinessDays('2026-11-28', 3)).toBe('2026-12-02');
    expect(addBankBusinessDays('2026-12-23', 2)).toBe('2026-12-28'); // over Christmas (Fri 25, Sat 26, Sun 27)
    expect(addBankBusinessDays('2026-04-02', 1)).toBe('2026-04-07'); // over Good Friday and Easter Monday
  });

  it('a booking made Saturday evening is due at the end of a weekday, never a Sunday', () => {
    const saturdayEvening = new Date('2026-11-28T20:09:00Z'); // 21:09 in Berlin
    expect(paymentDeadline(saturdayEvening, 3, null)).toEqual(endOf('2026-12-02', 1)); // Wednesday 24:00
  });

  it('a booking made Friday 23:30 Berlin counts from Friday', () => {
    expect(paymentDeadline(new Date('2026-11-27T22:30:00Z'), 1, null)).toEqual(endOf('2026-11-30', 1)); // Monday 24:00
  });

  it('never after the end of the day before the first booked day', () => {
    const now = new Date('2026-07-13T08:00:00Z'); // Monday
    const firstStart = new Date('2026-07-15T06:00:00Z'); // Wednesday 08:00 in Berlin
    expect(paymentDeadline(now, 7, firstStart)).toEqual(endOf('2026-07-14', 2)); // Tuesday 24:00
    expect(paymentDeadline(now, 1, firstStart)).toEqual(endOf('2026-07-14', 2)); // one bank day: Tuesday, the same
    expect(paymentDeadline(now, 7, new Date('2026-08-30T06:00:00Z'))).toEqual(endOf('2026-07-22', 2));
  });

  it('a booking for today cannot end before the day: the first chair start then', () => {
    const now = new Date('2026-07-13T05:00:00Z'); // 07:00 Berlin
    const firstStart = new Date('2026-07-13T06:00:00Z');
    expect(paymentDeadline(now, 7, firstStart)).toEqual(firstStart);
  });
});
