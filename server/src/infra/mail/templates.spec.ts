import { describe, expect, it } from '@jest/globals';
import { Language } from '../../common/enums.js';
import { MailTemplate } from './mail.types.js';
import { renderMail } from './templates.js';

const data = { firstName: 'Jörn', token: 'abc_DEF-123', expiresAt: '2026-07-14T10:00:00Z' };

describe('mail templates', () => {
  it('every account template speaks German and English', () => {
    for (const template of [MailTemplate.CONFIRM_EMAIL, MailTemplate.RESET_PASSWORD, MailTemplate.ACCOUNT_EXISTS]) {
      const de = renderMail(template, Language.DE, data, 'https://strandkorb.de');
      const en = renderMail(template, Language.EN, data, 'https://strandkorb.de');
      expect(de.subject).not.toBe(en.subject);
      expect(de.text).toMatch(/^Hallo Jörn,/);
      expect(en.text).toMatch(/^Hello Jörn,/);
      expect(de.html).toContain('<a href="https://strandkorb.de/account/');
    }
  });

  it('links point at PUBLIC_BASE_URL and carry the token', () => {
    const mail = renderMail(MailTemplate.CONFIRM_EMAIL, Language.DE, data, 'https://buchen.example.de/');
    expect(mail.text).toContain('https://buchen.example.de/account/confirm?token=abc_DEF-123');
    expect(mail.text).toContain('14.07.2026, 12:00 Uhr'); // Europe/Berlin, summer time
  });

  it('escapes what people typed in the HTML part', () => {
    const mail = renderMail(MailTemplate.ACCOUNT_EXISTS, Language.EN, { firstName: '<b>Eve</b>' }, 'http://localhost:3000');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('falls back to German for a language it does not know', () => {
    expect(renderMail(MailTemplate.RESET_PASSWORD, 'fr' as Language, data, 'http://x').subject).toBe('Passwort zurücksetzen');
  });

  it('BOOKING_BANK_TRANSFER: number, chairs with days, total with the included VAT, bank data and deadline, in de and en', () => {
    const booking = {
      firstName: 'Jörn',
      bookingRef: 'K7M4XQ2P',
      totalCents: 11900,
      deadline: '2026-07-14T10:00:00Z',
      chairs: [{ label: '12 (Nordstrand, Reihe 1)', start: '2026-07-19T22:00:00Z', end: '2026-07-21T21:59:59.999Z' }],
      bank: { accountHolder: 'Strandkorb Meier GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', reference: 'K7M4XQ2P' },
    };
    const de = renderMail(MailTemplate.BOOKING_BANK_TRANSFER, Language.DE, booking, 'http://x');
    expect(de.subject).toContain('K7M4XQ2P');
    expect(de.text).toContain('- Strandkorb 12 (Nordstrand, Reihe 1): 20.07.2026 – 21.07.2026');
    expect(de.text).toContain('bis 14.07.2026, 12:00 Uhr');
    expect(de.text).toMatch(/Gesamtbetrag: 119,00\s€ \(inkl\. 19 % MwSt\.: 19,00\s€\)/);
    expect(de.text).toContain('IBAN: DE89370400440532013000');
    expect(de.text).toContain('Verwendungszweck: K7M4XQ2P');
    const en = renderMail(MailTemplate.BOOKING_BANK_TRANSFER, Language.EN, booking, 'http://x');
    expect(en.text).toContain('incl. 19% VAT: €19.00');
    expect(en.text).toContain('Reference: K7M4XQ2P');
    expect(en.text).toContain('- Beach chair 12 (Nordstrand, Reihe 1):');
  });

  it('BOOKING_BANK_TRANSFER: a deadline at midnight is the end of the day before, not the start of the rental day', () => {
    const mail = renderMail(
      MailTemplate.BOOKING_BANK_TRANSFER,
      Language.DE,
      {
        firstName: null,
        bookingRef: 'K7M4XQ2P',
        totalCents: 1500,
        deadline: '2026-11-29T23:00:00Z', // 30.11.2026 00:00 in Berlin
        chairs: [{ label: '5 (Süd)', start: '2026-11-29T23:00:00Z', end: '2026-11-30T22:59:59.999Z' }],
        bank: { iban: 'DE89370400440532013000', reference: 'K7M4XQ2P' },
      },
      'http://x',
    );
    expect(mail.text).toContain('bis 29.11.2026, 24:00 Uhr');
  });
});
