import PDFDocument from 'pdfkit';
import { inlineRuns, parseTerms } from './terms-markup.js';

const HEADING_SIZE = { 1: 18, 2: 14, 3: 12 } as const;
const BODY_SIZE = 10.5;

/** The terms as an A4 PDF (pdfkit's standard Helvetica covers German text: umlauts, ß, €). */
export function renderTermsPdf(title: string, author: string, terms: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: 'de-DE', info: { Title: title, Author: author, Creator: 'Strandkorb' } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, options: { indent?: number } = {}) => {
    const runs = inlineRuns(text);
    runs.forEach((run, i) => {
      doc.font(run.bold ? 'Helvetica-Bold' : 'Helvetica').text(run.text, { ...options, continued: i < runs.length - 1, lineGap: 2 });
    });
  };

  doc.fillColor('#1a1a1a');
  for (const block of parseTerms(terms)) {
    switch (block.kind) {
      case 'heading':
        doc
          .moveDown(0.5)
          .font('Helvetica-Bold')
          .fontSize(HEADING_SIZE[block.level])
          .fillColor('#233F91')
          .text(block.text.replace(/\*\*/g, ''));
        doc.fillColor('#1a1a1a').moveDown(0.3);
        break;
      case 'numbered':
        doc.fontSize(BODY_SIZE);
        for (const item of block.items) {
          write(`${item.number}. ${item.text}`, { indent: 12 });
          doc.moveDown(0.25);
        }
        doc.moveDown(0.4);
        break;
      case 'bullets':
        doc.fontSize(BODY_SIZE);
        for (const item of block.items) {
          write(`• ${item}`, { indent: 12 });
          doc.moveDown(0.25);
        }
        doc.moveDown(0.4);
        break;
      case 'paragraph':
        doc.fontSize(BODY_SIZE);
        write(block.text);
        doc.moveDown(0.6);
        break;
    }
  }
  doc.end();
  return done;
}
