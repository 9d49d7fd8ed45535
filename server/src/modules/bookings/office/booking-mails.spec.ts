import { describe, expect, it } from '@jest/globals';
import { Language } from '../../../common/enums.js';
import { zonedInstant } from '../../../common/time.js';
import { MailTemplate } from '../../../infra/mail/mail.types.js';
import { renderMail } from '../../../infra/mail/templates.js';

const iso = (date: string, time = '00:00') => zonedInstant(date, time, 'Europe/Berlin').toISOString();
const chairs = [
  { label: '12 (Nord)', start: iso('2026-07-14'), end: iso('2026-07-16') },
  { label: '3 (Süd)', start: iso('2026-07-20', '13:00'), end: iso('2026-07-21') },
];

describe('the lifecycle mails (templates.ts)', () => {
  it('confirmation: whole days as first – last day, a half day with its hours, paid or not', () => {
    const de = renderMail(
      MailTemplate.BOOKING_CONFIRMATION,
      Language.DE,
      {
        firstName: 'Erika',
        bookingRef: 'K7M4XQ2P',
        chairs,
        totalCents: 4200,
        paid: false,
        paymentMethod: null,
        timeZone: 'Europe/Berlin',
      },
      'http://localhost',
    );
    expect(de.subject).toBe('Buchungsbestätigung K7M4XQ2P');
    expect(de.text).toContain('- Strandkorb 12 (Nord): 14.07.2026 – 15.07.2026');
    expect(de.text).toContain('- Strandkorb 3 (Süd): 20.07.2026, 13:00 – 24:00');
    expect(de.text).toContain('wie mit dem Vermieter vereinbart');
    const en = renderMail(
      MailTemplate.BOOKING_CONFIRMATION,
      Language.EN,
      {
        firstName: null,
        bookingRef: 'K7M4XQ2P',
        chairs: chairs.slice(0, 1),
        totalCents: 4200,
        paid: true,
        paymentMethod: 'CASH',
        timeZone: 'Europe/Berlin',
      },
      'http://localhost',
    );
    expect(en.text).toContain('Hello,');
    expect(en.text).toContain('Beach chair 12 (Nord): 14 Jul 2026 – 15 Jul 2026');
    // issue 29: the method's name as the invoice prints it, not its code
    expect(en.text).toContain('Paid: Cash on site. Thank you!');
  });

  const settlement = { chargedVatRate: 19, keptCents: 0, openCents: 0, correctionNumber: null };

  it('cancellation: the fee with its VAT, what was paid and the refund', () => {
    const en = renderMail(
      MailTemplate.BOOKING_CANCELED,
      Language.EN,
      {
        ...settlement,
        firstName: 'Erika',
        bookingRef: 'K7M4XQ2P',
        chairs,
        totalCents: 4200,
        cancellationFeeCents: 1000,
        chargedCents: 1000,
        chargedVatCents: 160,
        paidCents: 4200,
        keptCents: 1000,
        refundCents: 3200,
        timeZone: 'Europe/Berlin',
      },
      'http://localhost',
    );
    expect(en.subject).toBe('Cancellation of your booking K7M4XQ2P');
    expect(en.text).toContain('Cancellation fee: €10.00 (incl. 19 % VAT: €1.60)');
    expect(en.text).toContain('Paid so far: €42.00');
    expect(en.text).toContain('Refund: €32.00');
    expect(en.html).toContain('Paid so far: €42.00<br>');
  });

  it('cancellation of an unpaid booking promises no refund; money kept shows as kept with its VAT', () => {
    const unpaid = renderMail(
      MailTemplate.BOOKING_CANCELED,
      Language.DE,
      {
        ...settlement,
        firstName: 'Erika',
        bookingRef: 'K7M4XQ2P',
        chairs: [],
        totalCents: 18250,
        cancellationFeeCents: 0,
        chargedCents: 0,
        chargedVatCents: 0,
        paidCents: 0,
        refundCents: 0,
        timeZone: 'Europe/Berlin',
      },
      'http://localhost',
    );
    expect(unpaid.text).not.toContain('Erstattung:');
    expect(unpaid.text).toContain('Sie haben noch nichts bezahlt; es gibt nichts zu erstatten.');
    const kept = renderMail(
      MailTemplate.BOOKING_CANCELED,
      Language.DE,
      {
        ...settlement,
        firstName: 'Erika',
        bookingRef: 'K7M4XQ2P',
        chairs: [],
        totalCents: 2100,
        cancellationFeeCents: 0,
        chargedCents: 2100,
        chargedVatCents: 335,
        paidCents: 2100,
        keptCents: 2100,
        refundCents: 0,
        timeZone: 'Europe/Berlin',
      },
      'http://localhost',
    );
    expect(kept.text).toMatch(/Einbehaltener Betrag: 21,00\s€ \(inkl\. 19 % MwSt\.: 3,35\s€\)/);
    expect(kept.text).toContain('Es erfolgt keine Erstattung.');
  });
});
