import { describe, expect, it } from '@jest/globals';
import { zonedInstant } from '../../../common/time.js';
import { applicableRule, cancellationFee } from './cancellation-policy.js';

const POLICY = [
  { daysBefore: 30, percent: 10 },
  { daysBefore: 7, percent: 50 },
  { daysBefore: 1, percent: 90 },
];
const berlin = (date: string, time = '00:00') => zonedInstant(date, time, 'Europe/Berlin');

describe('applicableRule: "cancelling N or fewer days before costs P %"', () => {
  it('takes the closest threshold at or above the days left', () => {
    expect(applicableRule(POLICY, 31)).toBeNull();
    expect(applicableRule(POLICY, 30)).toEqual({ daysBefore: 30, percent: 10 });
    expect(applicableRule(POLICY, 8)).toEqual({ daysBefore: 30, percent: 10 });
    expect(applicableRule(POLICY, 7)).toEqual({ daysBefore: 7, percent: 50 });
    expect(applicableRule(POLICY, 2)).toEqual({ daysBefore: 7, percent: 50 });
    expect(applicableRule(POLICY, 1)).toEqual({ daysBefore: 1, percent: 90 });
    expect(applicableRule(POLICY, 0)).toEqual({ daysBefore: 1, percent: 90 });
    expect(applicableRule(POLICY, -3)).toEqual({ daysBefore: 1, percent: 90 });
  });

  it('does not depend on the order of the rules; no rules: free', () => {
    expect(applicableRule([...POLICY].reverse(), 5)).toEqual({ daysBefore: 7, percent: 50 });
    expect(applicableRule([], 0)).toBeNull();
  });
});

describe('cancellationFee', () => {
  const now = berlin('2026-07-01', '23:30');

  it('counts calendar days in Europe/Berlin, not 24-hour periods', () => {
    // 23:30 on 1 July to 00:00 on 8 July is 6.02 days of time but 7 calendar days.
    const r = cancellationFee(POLICY, 10_000, berlin('2026-07-08'), now);
    expect(r).toEqual({
      totalCents: 10_000,
      feeCents: 5_000,
      percent: 50,
      daysBefore: 7,
      rule: { daysBefore: 7, percent: 50 },
      refundCents: 5_000,
    });
  });

  it('is free outside every rule and without rules, and when no chair booking is left', () => {
    expect(cancellationFee(POLICY, 10_000, berlin('2026-09-01'), now)).toMatchObject({
      feeCents: 0,
      percent: 0,
      rule: null,
      refundCents: 10_000,
      daysBefore: 62,
    });
    expect(cancellationFee([], 10_000, berlin('2026-07-02'), now)).toMatchObject({ feeCents: 0, percent: 0, daysBefore: 1 });
    expect(cancellationFee(null, 10_000, berlin('2026-07-02'), now)).toMatchObject({ feeCents: 0 });
    expect(cancellationFee(POLICY, 10_000, null, now)).toMatchObject({ feeCents: 0, daysBefore: null, rule: null });
  });

  it('rounds to the cent and keeps within the total', () => {
    expect(cancellationFee([{ daysBefore: 10, percent: 33 }], 1_999, berlin('2026-07-05'), now)).toMatchObject({
      feeCents: 660,
      refundCents: 1_339,
    });
    expect(cancellationFee([{ daysBefore: 10, percent: 100 }], 1_999, berlin('2026-07-05'), now)).toMatchObject({
      feeCents: 1_999,
      refundCents: 0,
    });
  });

  it('a same-day and an already started booking take the smallest threshold', () => {
    expect(cancellationFee(POLICY, 1_000, berlin('2026-07-01', '13:00'), now)).toMatchObject({ daysBefore: 0, percent: 90 });
    expect(cancellationFee(POLICY, 1_000, berlin('2026-06-28'), now)).toMatchObject({ daysBefore: -3, percent: 90 });
  });

  it('counts in another zone when asked', () => {
    // 23:30 Berlin is 22:30 in London: still 1 July there too, but 00:30 on 2 July in Helsinki.
    expect(cancellationFee(POLICY, 1_000, berlin('2026-07-08', '12:00'), now, 'Europe/Helsinki').daysBefore).toBe(6);
  });
});
