import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ReceiptModel, SheetModel } from './document-layout.js';

/** What a till receipt adds to a receipt: banners above the title, the TSE block and its QR code below the totals. */
export interface ReceiptExtras {
  banners: string[];
  tse: [string, string][];
  qrCodeData: string | null;
}

// pdfkit's standard Helvetica covers German text (umlauts, ß, €, –, ×); nothing here decides content (document-layout.ts does).

const INK = '#1a1a1a';
const ACCENT = '#233F91';
const MUTED = '#555555';

function collect(doc: PDFDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Footer lines that fit `width` in the current font: a longer one (tax numbers, a long account holder with IBAN and BIC)
 * breaks at its " · " separators, so nothing runs past the margin or onto a page of its own.
 */
function fitLines(doc: PDFDocument, lines: readonly string[], width: number): string[] {
  // pdfkit measures with the current font; its type declarations leave widthOfString out.
  const measure = (text: string) => (doc as unknown as { widthOfString(text: string): number }).widthOfString(text);
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    for (const part of line.split(' · ')) {
      const next = current ? `${current} · ${part}` : part;
      if (current && measure(next) > width) {
        out.push(current);
        current = part;
      } else current = next;
    }
    if (current) out.push(current);
  }
  return out;
}

const info = (title: string, author: string) => ({ Title: title, Author: author, Creator: 'Strandkorb' });

const TOTAL_LINE = 14;
const STRONG_TOTAL_LINE = 16;
/** Between the table's closing rule and the totals. */
const TOTALS_GAP = 7;
/** The table's last rows that stay on the page of the totals, so the totals never stand alone. */
const ROWS_WITH_TOTALS = 2;

/**
 * A4 pages of a sheet: sender top right, recipient, title, facts, the table (its header again on each new page),
 * totals, notes; the footer and "Seite n von m" on every page. The totals are one block that starts on the page of the
 * table's last rows: when they do not fit below them, those rows move to the next page with the totals.
 */
export function renderSheetPdf(model: SheetModel, documentTitle: string): Promise<Buffer> {
  const margin = 56;
  // Buffered: the page count is known at the end, when every page gets its footer and label.
  const doc = new PDFDocument({ size: 'A4', margin, lang: 'de-DE', bufferPages: true, info: info(documentTitle, model.sender[0] ?? '') });
  const done = collect(doc);
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const footer = fitLines(doc.font('Helvetica').fontSize(8), model.footer, width);
  // The footer's lines and the page label below them.
  const footerHeight = (footer.length + 1) * 11 + 8;
  const bottom = () => doc.page.height - margin - footerHeight;

  // sender, top right
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(model.sender[0] ?? '', left, margin, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of model.sender.slice(1)) doc.text(line, { width, align: 'right' });

  // recipient
  doc.fillColor(INK).fontSize(10.5).font('Helvetica');
  doc.text('', left, Math.max(doc.y + 24, 150));
  for (const line of model.recipient) doc.text(line, left, undefined, { width: width / 2 });

  // title and facts
  doc.moveDown(2).font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text(model.title, left, undefined, { width });
  doc.moveDown(0.5).fontSize(10).fillColor(INK);
  for (const [label, value] of model.facts) {
    const y = doc.y;
    doc.font('Helvetica').text(`${label}:`, left, y, { width: 140 });
    doc.font('Helvetica-Bold').text(value, left + 140, y, { width: width - 140 });
  }
  doc.moveDown(1.2);

  // table
  const xs: number[] = [];
  let x = left;
  for (const c of model.columns) {
    xs.push(x);
    x += c.width * width;
  }
  const cellWidth = (i: number) => model.columns[i].width * width - 6;
  const rowHeight = (values: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    return Math.max(...values.map((v, i) => doc.heightOfString(v || ' ', { width: cellWidth(i) }))) + 6;
  };
  const rule = (lineWidth: number, color: string) =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  const header = () => {
    cell(
      model.columns.map((c) => c.header),
      true,
    );
    rule(0.7, ACCENT);
  };
  const newPage = (withHeader: boolean) => {
    doc.addPage();
    doc.y = margin;
    if (withHeader) header();
  };
  function cell(values: string[], bold: boolean) {
    const height = rowHeight(values, bold);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor(INK);
    const y = doc.y;
    values.forEach((v, i) => doc.text(v, xs[i], y + 3, { width: cellWidth(i), align: model.columns[i].align }));
    doc.y = y + height;
  }
  const heights = model.rows.map((row) => rowHeight(row, false));
  const totalsHeight = TOTALS_GAP + model.totals.reduce((h, t) => h + (t.strong ? STRONG_TOTAL_LINE : TOTAL_LINE), 0);
  const keepFrom = Math.max(model.rows.length - ROWS_WITH_TOTALS, 0);
  const keptHeight = heights.slice(keepFrom).reduce((h, r) => h + r, 0) + totalsHeight;
  const headerHeight = rowHeight(
    model.columns.map((c) => c.header),
    true,
  );
  // A block taller than a page cannot be kept together; it runs on row by row.
  const keepable = keptHeight <= bottom() - margin - headerHeight;
  if (keepFrom === 0 && keepable && doc.y + headerHeight + keptHeight > bottom()) newPage(false);
  header();
  model.rows.forEach((row, i) => {
    const fits = doc.y + heights[i] <= bottom();
    // The table's last rows and the totals as one block: when it does not fit here, those rows go to the next page.
    const moveWithTotals = i === keepFrom && i > 0 && keepable && doc.y + keptHeight > bottom();
    if (!fits || moveWithTotals) newPage(true);
    cell(row, false);
  });
  rule(0.5, '#999999');
  doc.y += TOTALS_GAP;
  // A sheet without rows whose totals do not fit: the totals move as one block.
  if (doc.y + totalsHeight - TOTALS_GAP > bottom()) newPage(false);

  // totals, right-aligned, one block
  for (const t of model.totals) {
    const y = doc.y;
    doc.font(t.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(t.strong ? 11 : 10);
    doc.text(t.label, left + width * 0.4, y, { width: width * 0.4, align: 'right' });
    doc.text(t.value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    doc.y = y + (t.strong ? STRONG_TOTAL_LINE : TOTAL_LINE);
  }

  // notes
  doc.moveDown(1.2).font('Helvetica').fontSize(9.5).fillColor(INK);
  for (const note of model.notes) {
    if (doc.y + doc.heightOfString(note, { width }) > bottom()) newPage(false);
    doc.text(note, left, undefined, { width });
    doc.moveDown(0.3);
  }

  // every page: the footer and its label, above the bottom margin (so pdfkit adds no page)
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const top = doc.page.height - margin - footerHeight + 8;
    footer.forEach((line, i) => doc.text(line, left, top + i * 11, { width, align: 'center', lineBreak: false }));
    doc.text(model.pageOf(page - start + 1, count), left, top + footer.length * 11, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** 80 mm wide, one page as long as the receipt needs. */
export function renderReceiptPdf(model: ReceiptModel & Partial<ReceiptExtras>, documentTitle: string): Promise<Buffer> {
  const pageWidth = 226.77; // 80 mm
  const margin = 12;
  const line = 11;
  const banners = model.banners ?? [];
  const tse = model.tse ?? [];
  // A QR code of DSFinV-K receipt data (~250 characters) at error level M is 57 modules: 2.6 pt each.
  const qr = model.qrCodeData ? QRCode.create(model.qrCodeData, { errorCorrectionLevel: 'M' }).modules : undefined;
  const qrSize = 150;
  // Generous: a line item may wrap onto a second line, a signature onto four.
  const height =
    margin * 2 +
    60 +
    (model.header.length + model.facts.length + model.lines.length * 3 + model.totals.length + model.notes.length * 2) * line +
    banners.length * 2 * line +
    tse.length * 2 * line +
    (tse.some(([, value]) => value.length > 40) ? 4 * line : 0) +
    (qr ? qrSize + 2 * line : 0);
  const doc = new PDFDocument({ size: [pageWidth, height], margin, lang: 'de-DE', info: info(documentTitle, model.header[0] ?? '') });
  const done = collect(doc);
  const width = pageWidth - 2 * margin;
  const left = margin;

  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(model.header[0] ?? '', { width, align: 'center' });
  doc.font('Helvetica').fontSize(7.5);
  for (const h of model.header.slice(1)) doc.text(h, { width, align: 'center' });
  for (const banner of banners) doc.moveDown(0.3).font('Helvetica-Bold').fontSize(9).text(banner, { width, align: 'center' });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).text(model.title, { width, align: 'center' });
  doc.moveDown(0.4).fontSize(8);
  for (const [label, value] of model.facts) {
    const y = doc.y;
    doc.font('Helvetica').text(label, left, y, { width: width * 0.45 });
    doc.font('Helvetica-Bold').text(value, left + width * 0.45, y, { width: width * 0.55, align: 'right' });
  }
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    doc.moveDown(0.3);
  };
  rule();
  doc.font('Helvetica').fontSize(8);
  for (const item of model.lines) {
    doc.text(item.text, left, undefined, { width });
    const y = doc.y;
    doc.fillColor(MUTED).text(item.detail, left, y, { width: width * 0.65 });
    doc.fillColor(INK).text(item.amount, left + width * 0.65, y, { width: width * 0.35, align: 'right' });
    doc.moveDown(0.2);
  }
  rule();
  for (const t of model.totals) {
    const y = doc.y;
    doc.font(t.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(t.strong ? 9.5 : 8);
    doc.text(t.label, left, y, { width: width * 0.6 });
    doc.text(t.value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
  }
  if (tse.length) {
    rule();
    doc.font('Helvetica').fontSize(6.5);
    // A long value (the signature, the serial number) goes on lines of its own under its label.
    for (const [label, value] of tse) {
      if (value.length > 40) {
        doc.font('Helvetica-Bold').text(label, left, undefined, { width });
        doc.font('Helvetica').text(value, left, undefined, { width, lineBreak: true });
      } else {
        const y = doc.y;
        doc.font('Helvetica-Bold').text(label, left, y, { width: width * 0.45 });
        doc.font('Helvetica').text(value, left + width * 0.45, y, { width: width * 0.55, align: 'right' });
      }
    }
  }
  if (qr) {
    const cell = qrSize / qr.size;
    const x0 = left + (width - qrSize) / 2;
    const y0 = doc.y + line;
    doc.fillColor(INK);
    for (let row = 0; row < qr.size; row++)
      for (let col = 0; col < qr.size; col++) if (qr.get(row, col)) doc.rect(x0 + col * cell, y0 + row * cell, cell, cell);
    doc.fill();
    doc.y = y0 + qrSize + line / 2;
  }
  doc.moveDown(0.8).font('Helvetica').fontSize(8);
  for (const note of model.notes) doc.text(note, left, undefined, { width, align: 'center' });
  doc.end();
  return done;
}
