import { Language } from '../../common/enums.js';

export interface DemoPageData {
  language: Language;
  bookingRef: string;
  companyName: string;
  amountCents: number;
  /** Form targets (relative to the page), token and flow included. */
  payAction: string;
  cancelAction: string;
  /** Set when the checkout can no longer be paid: shown instead of the buttons. */
  closed?: 'SUCCEEDED' | 'CLOSED';
}

const TEXT = {
  de: {
    title: 'Demo-Zahlung – es fließt kein Geld',
    intro:
      'Dies ist die lokale Demo-Zahlungsseite. Es ist kein Zahlungsanbieter eingerichtet; „Bezahlen“ bucht die Buchung wie eine echte Zahlung.',
    booking: 'Buchungsnummer',
    vendor: 'Vermieter',
    amount: 'Betrag',
    pay: 'Bezahlen',
    cancel: 'Abbrechen',
    SUCCEEDED: 'Diese Zahlung ist bereits abgeschlossen.',
    CLOSED: 'Diese Zahlung kann nicht mehr ausgeführt werden.',
  },
  en: {
    title: 'Demo payment – no money moves',
    intro: 'This is the local demo payment page. No payment provider is configured; “Pay” books the booking as a real payment would.',
    booking: 'Booking number',
    vendor: 'Vendor',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    SUCCEEDED: 'This payment is complete already.',
    CLOSED: 'This payment can no longer be made.',
  },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 1234 → "12,34 €" (German format whatever the language, as everywhere a person reads a price). */
export const germanEuros = (cents: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}\u00a0€`;

/** The demo checkout page: self-contained HTML, inline styles only, no scripts; two plain form posts. */
export function renderDemoPage(d: DemoPageData): string {
  const t = d.language === Language.EN ? TEXT.en : TEXT.de;
  const actions = d.closed
    ? `<p class="note" role="status">${escape(t[d.closed])}</p>`
    : `<div class="actions">
      <form method="post" action="${escape(d.payAction)}"><button type="submit" class="pay" data-testid="demo-pay">${escape(t.pay)}</button></form>
      <form method="post" action="${escape(d.cancelAction)}"><button type="submit" class="cancel" data-testid="demo-cancel">${escape(t.cancel)}</button></form>
    </div>`;
  return `<!doctype html>
<html lang="${d.language === Language.EN ? 'en' : 'de'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f1ea; color: #1d2a33; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.35rem; margin: 0 0 .75rem; }
  p { line-height: 1.5; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1.25rem 0; }
  dt { color: #56636b; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; border: 0; border-radius: 8px; padding: .7rem 1.4rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1d5fa8; outline-offset: 2px; }
  .pay { background: #1d5fa8; color: #fff; } .cancel { background: #e4e7ea; color: #1d2a33; }
  .note { font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>${escape(t.title)}</h1>
  <p>${escape(t.intro)}</p>
  <dl>
    <dt>${escape(t.booking)}</dt><dd data-testid="demo-booking-ref">${escape(d.bookingRef)}</dd>
    <dt>${escape(t.vendor)}</dt><dd>${escape(d.companyName)}</dd>
    <dt>${escape(t.amount)}</dt><dd data-testid="demo-amount">${escape(germanEuros(d.amountCents))}</dd>
  </dl>
  ${actions}
</main>
</body>
</html>`;
}
