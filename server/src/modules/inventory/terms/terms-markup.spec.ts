import { describe, expect, it } from '@jest/globals';
import { renderTermsHtml } from './terms-html.js';
import { parseTerms } from './terms-markup.js';
import { renderTermsPdf } from './terms-pdf.js';

const TERMS =
  '# Mietbedingungen Ostsee GmbH\n\nEinleitung über\nzwei Zeilen.\n\n1. Erstens **wichtig**.\n2. Zweitens\n   fortgesetzt.\n\n- Punkt\n- Noch einer\n\n## Haftung\nText';

describe('terms markup', () => {
  it('parses headings, numbered and bullet lists and paragraphs', () => {
    expect(parseTerms(TERMS)).toEqual([
      { kind: 'heading', level: 1, text: 'Mietbedingungen Ostsee GmbH' },
      { kind: 'paragraph', text: 'Einleitung über zwei Zeilen.' },
      {
        kind: 'numbered',
        items: [
          { number: 1, text: 'Erstens **wichtig**.' },
          { number: 2, text: 'Zweitens fortgesetzt.' },
        ],
      },
      { kind: 'bullets', items: ['Punkt', 'Noch einer'] },
      { kind: 'heading', level: 2, text: 'Haftung' },
      { kind: 'paragraph', text: 'Text' },
    ]);
  });

  it('renders escaped HTML: stored text never becomes markup', () => {
    const html = renderTermsHtml('Terms <x>', '# Hi <script>alert(1)</script>\n\n1. a & b **"c"**\n\n<img src=x onerror=alert(1)>');
    expect(html).toContain('<title>Terms &lt;x&gt;</title>');
    expect(html).toContain('<h1>Hi &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<ol start="1"><li>a &amp; b <strong>&quot;c&quot;</strong></li></ol>');
    expect(html).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('renders a PDF', async () => {
    const pdf = await renderTermsPdf('Mietbedingungen', 'Ostsee GmbH', TERMS);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
  });
});
