import { inflateSync } from 'node:zlib';

// WinAnsi's 0x80–0x9f (the rest is Latin-1); spelled out because Node's small-ICU builds decode windows-1252 as Latin-1.
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer): string =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * The text pdfkit wrote into a PDF, one line per text run: its content streams inflated, the hex strings of the
 * TJ operators decoded (standard fonts: WinAnsi). Enough to assert what a reader of our generated PDFs sees.
 */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join('\n');
}

/** The text of each page (pdfkit writes one content stream per page), in page order. */
export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let bytes = pdf.subarray(start, end);
    if (m[1].includes('/FlateDecode')) {
      try {
        bytes = inflateSync(bytes);
      } catch {
        continue;
      }
    }
    const content = bytes.toString('latin1');
    const lines: string[] = [];
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      const hex = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
    if (lines.length) pages.push(lines.join('\n'));
  }
  return pages;
}
