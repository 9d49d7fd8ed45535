import QRCode from 'qrcode';
import type { TillReceiptModel } from './till-receipt-layout.js';

// The till receipt as a printable page (a browser's print dialog, an 80 mm thermal printer as the default paper): the
// same model as the PDF, every text escaped, the QR code inline as SVG (nothing is fetched, no script: RECEIPT_HTML_CSP).

/** The page's own Content-Security-Policy: its inline styles and nothing else; the office may frame it to print it. */
export const RECEIPT_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const pairs = (rows: readonly [string, string][], cls: string) =>
  rows.map(([label, value]) => `<div class="${cls}"><span>${escape(label)}</span><span>${escape(value)}</span></div>`).join('');

export async function renderTillReceiptHtml(model: TillReceiptModel): Promise<string> {
  const qr = model.qrCodeData ? await QRCode.toString(model.qrCodeData, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }) : '';
  const lines = model.lines
    .map(
      (l) =>
        `<div class="line"><div>${escape(l.text)}</div><div class="pair"><span class="muted">${escape(l.detail)}</span><span>${escape(l.amount)}</span></div></div>`,
    )
    .join('');
  const totals = model.totals
    .map((t) => `<div class="pair${t.strong ? ' strong' : ''}"><span>${escape(t.label)}</span><span>${escape(t.value)}</span></div>`)
    .join('');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(model.title)}</title>
<style>
  @page { size: 80mm auto; margin: 4mm; }
  body { font: 12px/1.35 system-ui, sans-serif; color: #1a1a1a; max-width: 72mm; margin: 0 auto; padding: 4mm 0; }
  h1 { font-size: 15px; text-align: center; margin: 6px 0; }
  .header { text-align: center; } .header p { margin: 0; }
  .banner { text-align: center; font-weight: 700; border: 1px solid #1a1a1a; padding: 2px; margin: 4px 0; }
  .pair, .fact, .tse { display: flex; justify-content: space-between; gap: 8px; }
  .pair span:last-child, .fact span:last-child, .tse span:last-child { text-align: right; overflow-wrap: anywhere; }
  .muted { color: #555; } .strong { font-weight: 700; } hr { border: 0; border-top: 1px dashed #555; }
  .tse { font-size: 10px; } .qr { text-align: center; } .qr svg { width: 40mm; height: 40mm; }
</style></head><body>
<div class="header"><p class="strong">${escape(model.header[0] ?? '')}</p>${model.header
    .slice(1)
    .map((h) => `<p>${escape(h)}</p>`)
    .join('')}</div>
${model.banners.map((b) => `<p class="banner" data-testid="receipt-banner">${escape(b)}</p>`).join('')}
<h1>${escape(model.title)}</h1>
${pairs(model.facts, 'fact')}<hr>${lines}<hr>${totals}<hr>
${pairs(model.tse, 'tse')}
${qr ? `<div class="qr" data-testid="receipt-qr">${qr}</div>` : ''}
${model.notes.map((n) => `<p class="header">${escape(n)}</p>`).join('')}
</body></html>`;
}
