import { labelsFor } from '../../common/document-labels.js';
import { Language } from '../../common/enums.js';
import { MailTemplate, MailTemplateData, RenderedMail } from './mail.types.js';

interface RenderContext {
  /** PUBLIC_BASE_URL without a trailing slash. */
  baseUrl: string;
}

type Renderer<T extends MailTemplate> = (data: MailTemplateData[T], ctx: RenderContext) => RenderedMail;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const dateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === Language.DE ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/** Paragraphs as plain text and as a minimal HTML body; a `link` paragraph becomes a clickable link. */
function mail(subject: string, all: (string | { link: string; label: string })[]): RenderedMail {
  const paragraphs = all.filter((p) => p !== '');
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}:\n${p.link}`)).join('\n\n');
  const body = paragraphs
    // A paragraph's lines (one per chair, extra, amount) stay lines in HTML too.
    .map((p) =>
      typeof p === 'string' ? `<p>${escape(p).replace(/\n/g, '<br>\n')}</p>` : `<p><a href="${escape(p.link)}">${escape(p.label)}</a></p>`,
    )
    .join('\n');
  const head = `<head><meta charset="utf-8"><title>${escape(subject)}</title></head>`;
  const html = `<!doctype html><html>${head}<body style="font-family:sans-serif">\n${body}\n</body></html>`;
  return { subject, text: `${text}\n`, html };
}

const link = (ctx: RenderContext, path: string, token?: string) =>
  `${ctx.baseUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

const euros = (cents: number, language: Language) =>
  new Intl.NumberFormat(language === Language.DE ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const day = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === Language.DE ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );

/** Prices are gross: the 19% VAT is the part total − total / 1.19. */
const includedVat = (cents: number) => Math.round(cents - cents / 1.19);

/** The storefront's booking lookup (reference and e-mail), where an unpaid booking is finished. */
const bookingLookupLink = (ctx: RenderContext, bookingRef: string, email: string) =>
  `${ctx.baseUrl}/bookings?bookingRef=${encodeURIComponent(bookingRef)}&email=${encodeURIComponent(email)}`;

type BankTransferData = MailTemplateData[MailTemplate.BOOKING_BANK_TRANSFER];

const chairLines = (d: Pick<BankTransferData, 'chairs'>, l: Language) =>
  d.chairs
    .map(
      (c) =>
        `- ${l === Language.DE ? 'Strandkorb' : 'Beach chair'} ${c.label}: ${day(c.start, l)}${day(c.end, l) !== day(c.start, l) ? ` – ${day(c.end, l)}` : ''}`,
    )
    .join('\n');

/** A deadline in Berlin time; one at midnight is the end of the day before ("29.11.2026, 24:00"), not the start of the next. */
function deadlineText(iso: string, language: Language): string {
  const at = new Date(iso);
  const clock = new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Berlin',
  }).format(at);
  if (clock !== '00:00') return dateTime(iso, language);
  const dayBefore = new Date(at.getTime() - 60_000).toISOString();
  return `${day(dayBefore, language)}, 24:00`;
}

const bankLines = (d: BankTransferData, labels: [string, string, string, string]) =>
  [
    `${labels[0]}: ${d.bank.accountHolder ?? ''}`,
    `IBAN: ${d.bank.iban ?? ''}`,
    `BIC: ${d.bank.bic ?? ''}`,
    `${labels[3]}: ${d.bank.reference}`,
  ].join('\n');

type ChairPeriod = { label: string; start: string; end: string; hours?: string; rate?: string | null; priceCents?: number };

/** The slot a chair booking's rate names ("Vormittag"); multi-day rates need none (the period says it). */
const SLOT_NAMES: Record<Language, Record<string, string>> = {
  [Language.DE]: { MORNING: 'Vormittag', AFTERNOON: 'Nachmittag', DAY: 'ganztägig' },
  [Language.EN]: { MORNING: 'Morning', AFTERNOON: 'Afternoon', DAY: 'all day' },
};
const locale = (l: Language) => (l === Language.DE ? 'de-DE' : 'en-GB');

/** A chair booking's period in `timeZone`: whole days as first – last day, a part of a day with its hours. */
function periodText(c: ChairPeriod, l: Language, timeZone: string): string {
  const days = new Intl.DateTimeFormat(locale(l), { dateStyle: 'medium', timeZone });
  const clock = (iso: string) =>
    new Intl.DateTimeFormat(locale(l), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
  const start = new Date(c.start);
  const slot = c.rate ? SLOT_NAMES[l][c.rate] : undefined;
  if (c.hours) return `${days.format(start)}, ${slot ? `${slot} ` : ''}${c.hours}`;
  if (slot && c.rate === 'DAY' && days.format(start) === days.format(new Date(new Date(c.end).getTime() - 1))) {
    return `${days.format(start)}, ${slot}`;
  }
  const lastInstant = new Date(new Date(c.end).getTime() - 1);
  if (clock(c.start) === '00:00' && clock(c.end) === '00:00') {
    const [first, last] = [days.format(start), days.format(lastInstant)];
    return first === last ? first : `${first} – ${last}`;
  }
  const end = clock(c.end) === '00:00' ? '24:00' : clock(c.end);
  return `${days.format(start)}, ${clock(c.start)} – ${end}`;
}

const periodLines = (chairs: ChairPeriod[], l: Language, timeZone: string, word: string) =>
  chairs
    .map((c) => `- ${word} ${c.label}: ${periodText(c, l, timeZone)}${c.priceCents !== undefined ? ` – ${euros(c.priceCents, l)}` : ''}`)
    .join('\n') || '-';

type ConfirmationData = MailTemplateData[MailTemplate.BOOKING_CONFIRMATION];
type CanceledData = MailTemplateData[MailTemplate.BOOKING_CANCELED];

/** The booking's lines: one per chair, one per extra. */
const bookingLines = (d: ConfirmationData, l: Language) =>
  [
    periodLines(d.chairs, l, d.timeZone, l === Language.DE ? 'Strandkorb' : 'Beach chair'),
    ...(d.extras ?? []).map((e) => `- ${e.amount} × ${e.name}: ${euros(e.totalCents, l)}`),
  ].join('\n');

/** "Gesamtbetrag: 56,00 € (inkl. MwSt. 19 %: 7,18 €, 7 %: 0,52 €)"; without a breakdown the 19 % of the total. */
function totalLine(d: Pick<ConfirmationData, 'totalCents' | 'vat'>, l: Language): string {
  const vat = d.vat ?? [{ rate: 19, cents: includedVat(d.totalCents) }];
  const parts = vat.map((v) => `${v.rate} %: ${euros(v.cents, l)}`).join(', ');
  return l === Language.DE
    ? `Gesamtbetrag: ${euros(d.totalCents, l)} (inkl. MwSt. ${parts})`
    : `Total: ${euros(d.totalCents, l)} (incl. VAT ${parts})`;
}

/** "So finden Sie Ihren Strandkorb": per location its name, beach entrance, street, town and map link. */
function placesText(d: ConfirmationData, l: Language): string {
  if (!d.places?.length) return '';
  const de = l === Language.DE;
  const blocks = d.places.map((p) =>
    [
      p.name,
      p.entranceName ? `${de ? 'Strandzugang' : 'Beach entrance'}: ${p.entranceName}` : '',
      [p.street, p.city].filter(Boolean).join(', '),
      p.mapUrl ? `${de ? 'Karte' : 'Map'}: ${p.mapUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `${de ? 'So finden Sie Ihren Strandkorb' : 'How to find your beach chair'}:\n${blocks.join('\n\n')}`;
}

/** The vendor's cancellation policy in words: free before the longest period, then each rule's percent. */
function cancellationText(d: ConfirmationData, l: Language): string {
  if (!d.cancellation) return '';
  const de = l === Language.DE;
  const rules = [...d.cancellation.rules].sort((a, b) => b.daysBefore - a.daysBefore);
  const title = de ? 'Stornobedingungen' : 'Cancellation terms';
  if (!rules.length) return `${title}: ${de ? 'Eine Stornierung ist kostenlos.' : 'Cancelling is free of charge.'}`;
  const base = d.cancellation.withExtras
    ? de
      ? 'des Mietpreises und der Extras'
      : 'of the rental and extras'
    : de
      ? 'des Mietpreises'
      : 'of the rental';
  const when = (days: number) =>
    days === 0
      ? de
        ? 'am ersten Miettag oder später'
        : 'on the first day or later'
      : de
        ? `${days} ${days === 1 ? 'Tag' : 'Tage'} oder weniger vor dem ersten Miettag`
        : `${days} ${days === 1 ? 'day' : 'days'} or fewer before the first day`;
  const lines = rules.map((r) => `- ${when(r.daysBefore)}: ${r.percent} % ${base}`);
  const free = de
    ? `Bis ${rules[0].daysBefore + 1} Tage vor dem ersten Miettag stornieren Sie kostenlos, danach:`
    : `Cancelling is free up to ${rules[0].daysBefore + 1} days before the first day, then:`;
  return `${title}: ${free}\n${lines.join('\n')}`;
}

/** Whom to call: the vendor with phone and e-mail. */
function contactText(d: ConfirmationData, l: Language): string {
  if (!d.vendor) return '';
  const de = l === Language.DE;
  const ways = [d.vendor.telephone ? `${de ? 'Telefon' : 'Phone'} ${d.vendor.telephone}` : '', d.vendor.email ?? ''].filter(Boolean);
  return `${de ? 'Fragen zu Ihrer Buchung? Ihr Vermieter' : 'Questions about your booking? Your vendor'}: ${d.vendor.name}${ways.length ? `, ${ways.join(', ')}` : ''}`;
}

/** A payment method by the name the invoice prints ("Barzahlung vor Ort"), never its code; an unknown code as it is. */
const methodName = (method: string, l: Language): string => (labelsFor(l).paymentMethods as Record<string, string>)[method] ?? method;

/** The cancellation's money, only the lines that say something: fee with its VAT, paid, kept, refund, still open. */
function settlementLines(d: CanceledData, l: Language): string {
  const de = l === Language.DE;
  const kept = d.chargedCents > d.cancellationFeeCents;
  const lines = [
    `${de ? 'Gesamtbetrag der Buchung' : 'Booking total'}: ${euros(d.totalCents, l)}`,
    `${kept ? (de ? 'Einbehaltener Betrag' : 'Amount kept') : de ? 'Stornogebühr' : 'Cancellation fee'}: ${euros(d.chargedCents, l)}` +
      (d.chargedCents > 0
        ? ` (${de ? 'inkl.' : 'incl.'} ${d.chargedVatRate} % ${de ? 'MwSt.' : 'VAT'}: ${euros(d.chargedVatCents, l)})`
        : ''),
    d.remainingCents === undefined ? '' : `${de ? 'Neuer Gesamtbetrag der Buchung' : 'New booking total'}: ${euros(d.remainingCents, l)}`,
    `${de ? 'Bereits bezahlt' : 'Paid so far'}: ${euros(d.paidCents, l)}`,
  ].filter(Boolean);
  if (d.refundCents > 0) lines.push(`${de ? 'Erstattung' : 'Refund'}: ${euros(d.refundCents, l)}`);
  if (d.openCents > 0) lines.push(`${de ? 'Noch zu zahlen' : 'Still to pay'}: ${euros(d.openCents, l)}`);
  return lines.join('\n');
}

function refundSentence(d: CanceledData, l: Language): string {
  const de = l === Language.DE;
  if (d.refundCents > 0)
    return de
      ? `Wir erstatten Ihnen ${euros(d.refundCents, l)} auf dem Weg, auf dem Sie bezahlt haben.`
      : `We refund ${euros(d.refundCents, l)} the way you paid.`;
  if (d.paidCents === 0)
    return de ? 'Sie haben noch nichts bezahlt; es gibt nichts zu erstatten.' : 'You have not paid anything; there is nothing to refund.';
  return de ? 'Es erfolgt keine Erstattung.' : 'There is no refund.';
}

const TEMPLATES: { [T in MailTemplate]: Record<Language, Renderer<T>> } = {
  [MailTemplate.CONFIRM_EMAIL]: {
    [Language.DE]: (d, ctx) =>
      mail('Bitte bestätigen Sie Ihre E-Mail-Adresse', [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        'vielen Dank für Ihre Registrierung bei Strandkorb. Bitte bestätigen Sie Ihre E-Mail-Adresse:',
        { label: 'E-Mail-Adresse bestätigen', link: link(ctx, '/account/confirm', d.token) },
        `Der Link ist bis ${dateTime(d.expiresAt, Language.DE)} Uhr gültig und kann einmal verwendet werden. Bestätigungscode: ${d.token}`,
        'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
      ]),
    [Language.EN]: (d, ctx) =>
      mail('Please confirm your e-mail address', [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        'thank you for registering with Strandkorb. Please confirm your e-mail address:',
        { label: 'Confirm e-mail address', link: link(ctx, '/account/confirm', d.token) },
        `The link is valid until ${dateTime(d.expiresAt, Language.EN)} (Berlin time) and works once. Confirmation code: ${d.token}`,
        'If you did not register, ignore this e-mail.',
      ]),
  },
  [MailTemplate.RESET_PASSWORD]: {
    [Language.DE]: (d, ctx) =>
      mail('Passwort zurücksetzen', [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        'für Ihr Strandkorb-Konto wurde ein neues Passwort angefordert:',
        { label: 'Neues Passwort festlegen', link: link(ctx, '/account/password', d.token) },
        `Der Link ist bis ${dateTime(d.expiresAt, Language.DE)} Uhr gültig und kann einmal verwendet werden. ` +
          'Danach sind Sie auf allen Geräten abgemeldet.',
        'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
      ]),
    [Language.EN]: (d, ctx) =>
      mail('Reset your password', [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        'a new password was requested for your Strandkorb account:',
        { label: 'Choose a new password', link: link(ctx, '/account/password', d.token) },
        `The link is valid until ${dateTime(d.expiresAt, Language.EN)} (Berlin time) and works once. ` +
          'Afterwards you are signed out on every device.',
        'If you did not ask for a new password, ignore this e-mail; your password stays as it is.',
      ]),
  },
  [MailTemplate.STAFF_INVITATION]: {
    [Language.DE]: (d, ctx) =>
      mail(`Einladung: ${d.vendorName} im Strandkorb-Backoffice`, [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        `Sie wurden eingeladen, im Strandkorb-Backoffice für ${d.vendorName} mitzuarbeiten. ` +
          'Legen Sie Ihr Passwort fest; danach sind Sie angemeldet:',
        { label: 'Passwort festlegen und loslegen', link: link(ctx, '/office/invitation', d.token) },
        `Der Link ist bis ${dateTime(d.expiresAt, Language.DE)} Uhr gültig und kann einmal verwendet werden. ` +
          `Ist er abgelaufen, bitten Sie ${d.vendorName} um eine neue Einladung.`,
      ]),
    [Language.EN]: (d, ctx) =>
      mail(`Invitation: ${d.vendorName} in the Strandkorb back office`, [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        `You have been invited to work for ${d.vendorName} in the Strandkorb back office. ` +
          'Choose your password; you are signed in afterwards:',
        { label: 'Choose a password and start', link: link(ctx, '/office/invitation', d.token) },
        `The link is valid until ${dateTime(d.expiresAt, Language.EN)} (Berlin time) and works once. ` +
          `If it has expired, ask ${d.vendorName} for a new invitation.`,
      ]),
  },
  [MailTemplate.ACCOUNT_EXISTS]: {
    [Language.DE]: (d, ctx) =>
      mail('Sie haben bereits ein Konto', [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        'mit Ihrer E-Mail-Adresse wurde versucht, ein neues Strandkorb-Konto anzulegen. Sie haben bereits eines.',
        { label: 'Passwort vergessen?', link: link(ctx, '/account/password-reset') },
        'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
      ]),
    [Language.EN]: (d, ctx) =>
      mail('You already have an account', [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        'someone tried to register a new Strandkorb account with your e-mail address. You already have one.',
        { label: 'Forgot your password?', link: link(ctx, '/account/password-reset') },
        'If this was not you, ignore this e-mail.',
      ]),
  },
  [MailTemplate.BOOKING_BANK_TRANSFER]: {
    [Language.DE]: (d) =>
      mail(`Ihre Buchung ${d.bookingRef}: Zahlung per Überweisung`, [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        `vielen Dank für Ihre Buchung ${d.bookingRef}:\n${chairLines(d, Language.DE)}`,
        totalLine(d, Language.DE),
        `Bitte überweisen Sie den Betrag bis ${deadlineText(d.deadline, Language.DE)} Uhr an:\n${bankLines(d, ['Kontoinhaber', 'IBAN', 'BIC', 'Verwendungszweck'])}`,
        'Geht die Zahlung nicht rechtzeitig ein, verfällt die Buchung.',
      ]),
    [Language.EN]: (d) =>
      mail(`Your booking ${d.bookingRef}: payment by bank transfer`, [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        `thank you for your booking ${d.bookingRef}:\n${chairLines(d, Language.EN)}`,
        totalLine(d, Language.EN),
        `Please transfer the amount by ${deadlineText(d.deadline, Language.EN)} (Berlin time) to:\n${bankLines(d, ['Account holder', 'IBAN', 'BIC', 'Reference'])}`,
        'If the payment does not arrive in time, the booking lapses.',
      ]),
  },
  [MailTemplate.BOOKING_EXPIRED]: {
    [Language.DE]: (d) =>
      mail(`Ihre Buchung ${d.bookingRef} ist verfallen`, [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        d.unpaid
          ? `für Ihre Buchung ${d.bookingRef} ist bis zum Ende der Zahlungsfrist keine Zahlung eingegangen. Die Buchung ist verfallen:`
          : `Ihre Buchung ${d.bookingRef} wurde nicht rechtzeitig abgeschlossen und ist verfallen:`,
        chairLines(d, Language.DE) || '-',
        'Die Strandkörbe sind wieder für andere Gäste frei. Sie können jederzeit eine neue Buchung beginnen.',
      ]),
    [Language.EN]: (d) =>
      mail(`Your booking ${d.bookingRef} has expired`, [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        d.unpaid
          ? `no payment for your booking ${d.bookingRef} arrived before the payment deadline. The booking has expired:`
          : `your booking ${d.bookingRef} was not completed in time and has expired:`,
        chairLines(d, Language.EN) || '-',
        'The beach chairs are free for other guests again. You are welcome to start a new booking at any time.',
      ]),
  },
  [MailTemplate.BOOKING_PAYMENT_LINK]: {
    [Language.DE]: (d, ctx) =>
      mail(`Ihre Buchung ${d.bookingRef}: jetzt abschließen und bezahlen`, [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        `Ihre Buchung ${d.bookingRef} über ${euros(d.totalCents, Language.DE)} ist noch nicht bezahlt. Hier können Sie sie abschließen und bezahlen:`,
        { label: 'Buchung ansehen und bezahlen', link: bookingLookupLink(ctx, d.bookingRef, d.email) },
        'Wenn Sie bereits bezahlt haben, ignorieren Sie diese E-Mail.',
      ]),
    [Language.EN]: (d, ctx) =>
      mail(`Your booking ${d.bookingRef}: complete and pay now`, [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        `your booking ${d.bookingRef} of ${euros(d.totalCents, Language.EN)} is not paid yet. You can complete and pay it here:`,
        { label: 'View and pay the booking', link: bookingLookupLink(ctx, d.bookingRef, d.email) },
        'If you have paid already, ignore this e-mail.',
      ]),
  },
  [MailTemplate.BOOKING_CONFIRMATION]: {
    [Language.DE]: (d) =>
      mail(`Buchungsbestätigung ${d.bookingRef}`, [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        `Ihre Buchung ${d.bookingRef} ist bestätigt:\n${bookingLines(d, Language.DE)}`,
        totalLine(d, Language.DE),
        d.depositCents ? `Anzahlung erhalten: ${euros(d.depositCents, Language.DE)}; den Rest zahlen Sie wie vereinbart.` : '',
        d.paid
          ? `Bezahlt${d.paymentMethod ? `: ${methodName(d.paymentMethod, Language.DE)}` : ''}. Vielen Dank!`
          : `Bitte bezahlen Sie wie mit dem Vermieter vereinbart${d.paymentMethod ? ` (Zahlungsart: ${methodName(d.paymentMethod, Language.DE)})` : ''}.`,
        placesText(d, Language.DE),
        cancellationText(d, Language.DE),
        contactText(d, Language.DE),
        'Die Termine finden Sie auch im Kalenderanhang (.ics). Wir wünschen Ihnen einen schönen Tag am Strand!',
      ]),
    [Language.EN]: (d) =>
      mail(`Booking confirmation ${d.bookingRef}`, [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        `your booking ${d.bookingRef} is confirmed:\n${bookingLines(d, Language.EN)}`,
        totalLine(d, Language.EN),
        d.depositCents ? `Deposit received: ${euros(d.depositCents, Language.EN)}; please pay the rest as agreed.` : '',
        d.paid
          ? `Paid${d.paymentMethod ? `: ${methodName(d.paymentMethod, Language.EN)}` : ''}. Thank you!`
          : `Please pay as agreed with the vendor${d.paymentMethod ? ` (payment method: ${methodName(d.paymentMethod, Language.EN)})` : ''}.`,
        placesText(d, Language.EN),
        cancellationText(d, Language.EN),
        contactText(d, Language.EN),
        'The dates are also in the attached calendar file (.ics). Enjoy your day at the beach!',
      ]),
  },
  [MailTemplate.BOOKING_CANCELED]: {
    [Language.DE]: (d) =>
      mail(`${d.remainingCents === undefined ? 'Stornierung' : 'Teilstornierung'} Ihrer Buchung ${d.bookingRef}`, [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        `${d.remainingCents === undefined ? `Ihre Buchung ${d.bookingRef} wurde storniert` : `Aus Ihrer Buchung ${d.bookingRef} wurde storniert`}:\n${periodLines(d.chairs, Language.DE, d.timeZone, 'Strandkorb')}`,
        settlementLines(d, Language.DE),
        `${refundSentence(d, Language.DE)} ${d.correctionNumber ? `Die Stornorechnung ${d.correctionNumber}` : 'Die Stornierungsbestätigung'} finden Sie im Anhang (PDF). Bei Fragen wenden Sie sich bitte an den Vermieter.`,
      ]),
    [Language.EN]: (d) =>
      mail(`${d.remainingCents === undefined ? 'Cancellation' : 'Partial cancellation'} of your booking ${d.bookingRef}`, [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        `${d.remainingCents === undefined ? `your booking ${d.bookingRef} has been canceled` : `from your booking ${d.bookingRef} was canceled`}:\n${periodLines(d.chairs, Language.EN, d.timeZone, 'Beach chair')}`,
        settlementLines(d, Language.EN),
        `${refundSentence(d, Language.EN)} ${d.correctionNumber ? `The correction invoice ${d.correctionNumber} is` : 'The cancellation confirmation is'} attached (PDF). If you have questions, please contact the vendor.`,
      ]),
  },
  [MailTemplate.TILL_RECEIPT]: {
    [Language.DE]: (d) =>
      mail(`Ihr ${d.storno ? 'Storno-Beleg' : 'Kassenbeleg'} ${d.receiptNumber} – ${d.vendorName}`, [
        d.firstName ? `Hallo ${d.firstName},` : 'Hallo,',
        `anbei Ihr ${d.storno ? 'Storno-Beleg' : 'Kassenbeleg'} Nr. ${d.receiptNumber} von ${d.vendorName} über ${euros(d.totalCents, Language.DE)} (PDF).`,
        'Vielen Dank und einen schönen Tag am Strand!',
      ]),
    [Language.EN]: (d) =>
      mail(`Your ${d.storno ? 'cancellation receipt' : 'receipt'} ${d.receiptNumber} – ${d.vendorName}`, [
        d.firstName ? `Hello ${d.firstName},` : 'Hello,',
        `attached is your ${d.storno ? 'cancellation receipt' : 'receipt'} no. ${d.receiptNumber} from ${d.vendorName} for ${euros(d.totalCents, Language.EN)} (PDF). The receipt itself is in German, as the German tax law asks.`,
        'Thank you, and enjoy your day at the beach!',
      ]),
  },
  [MailTemplate.FORM_SUBMISSION]: {
    [Language.DE]: (d) =>
      mail(`${d.kind === 'vendor' ? 'Vermieter-Anfrage' : 'Kontaktanfrage'} von ${d.name}`, [
        `Über das ${d.kind === 'vendor' ? 'Vermieter' : 'Kontakt'}formular der Website kam eine Nachricht:`,
        `Name: ${d.name}\nE-Mail: ${d.email}${d.attachmentName ? `\nAnhang: ${d.attachmentName}` : ''}`,
        d.body,
      ]),
    [Language.EN]: (d) =>
      mail(`${d.kind === 'vendor' ? 'Vendor enquiry' : 'Contact request'} from ${d.name}`, [
        `A message came in through the website's ${d.kind} form:`,
        `Name: ${d.name}\nE-mail: ${d.email}${d.attachmentName ? `\nAttachment: ${d.attachmentName}` : ''}`,
        d.body,
      ]),
  },
};

/** The subject, text and HTML of a mail in the recipient's language (German when the language is unknown). */
export function renderMail<T extends MailTemplate>(
  template: T,
  language: Language,
  data: MailTemplateData[T],
  baseUrl: string,
): RenderedMail {
  const byLanguage = TEMPLATES[template] as Record<Language, Renderer<T>>;
  const render = byLanguage[language] ?? byLanguage[Language.DE];
  return render(data, { baseUrl: baseUrl.replace(/\/+$/, '') });
}
