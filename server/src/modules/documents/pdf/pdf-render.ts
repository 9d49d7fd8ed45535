import PDFDocument from 'pdfkit';
import type { ReceiptModel, SheetModel } from './document-layout.js';

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

/** An A4 page (or more) of a sheet: sender top right, recipient, title, facts, the table, totals, notes, footer. */
export function renderSheetPdf(model: SheetModel, documentTitle: string): Promise<Buffer> {
  const margin = 56;
  const doc = new PDFDocument({ size: 'A4', margin, lang: 'de-DE', info: info(documentTitle, model.sender[0] ?? '') });
  const done = collect(doc);
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const footer = fitLines(doc.font('Helvetica').fontSize(8), model.footer, width);
  const footerHeight = footer.length * 11 + 8;
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
  const cell = (values: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const heights = values.map((v, i) => doc.heightOfString(v || ' ', { width: model.columns[i].width * width - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > bottom()) doc.addPage();
    const y = doc.y;
    values.forEach((v, i) => doc.text(v, xs[i], y + 3, { width: model.columns[i].width * width - 6, align: model.columns[i].align }));
    doc.y = y + height;
    return y;
  };
  doc.fillColor(INK);
  cell(
    model.columns.map((c) => c.header),
    true,
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.7)
    .strokeColor(ACCENT)
    .stroke();
  for (const row of model.rows) cell(row, false);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.6);

  // totals, right-aligned
  for (const t of model.totals) {
    if (doc.y + 16 > bottom()) doc.addPage();
    const y = doc.y;
    doc.font(t.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(t.strong ? 11 : 10);
    doc.text(t.label, left + width * 0.4, y, { width: width * 0.4, align: 'right' });
    doc.text(t.value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    doc.y = y + (t.strong ? 16 : 14);
  }

  // notes
  doc.moveDown(1.2).font('Helvetica').fontSize(9.5).fillColor(INK);
  for (const note of model.notes) {
    if (doc.y + 14 > bottom()) doc.addPage();
    doc.text(note, left, undefined, { width });
    doc.moveDown(0.3);
  }

  // footer of the last page, above the bottom margin (so pdfkit adds no page)
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  footer.forEach((line, i) =>
    doc.text(line, left, doc.page.height - margin - footerHeight + 8 + i * 11, { width, align: 'center', lineBreak: false }),
  );
  doc.end();
  return done;
}

/** 80 mm wide, one page as long as the receipt needs. */
export function renderReceiptPdf(model: ReceiptModel, documentTitle: string): Promise<Buffer> {
  const pageWidth = 226.77; // 80 mm
  const margin = 12;
  const line = 11;
  // Generous: a line item may wrap onto a second line.
  const height =
    margin * 2 +
    60 +
    (model.header.length + model.facts.length + model.lines.length * 3 + model.totals.length + model.notes.length * 2) * line;
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
  doc.moveDown(0.8).font('Helvetica').fontSize(8);
  for (const note of model.notes) doc.text(note, { width, align: 'center' });
  doc.end();
  return done;
}
