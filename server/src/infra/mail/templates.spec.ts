import { describe, expect, it } from '@jest/globals';
import { Language } from '../../common/enums.js';
import { MailTemplate } from './mail.types.js';
import { renderMail } from './templates.js';

const data = { firstName: 'Jörn', token: 'abc_DEF-123', expiresAt: '2026-07-14T10:00:00Z' };

describe('mail templates', () => {
  it('every template speaks German and English', () => {
    for (const template of Object.values(MailTemplate)) {
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
});
