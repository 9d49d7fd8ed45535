import { inlineRuns, parseTerms, type TermsBlock } from './terms-markup.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped first, then marked up: nothing in the stored text can become markup of its own. */
const inline = (text: string) =>
  inlineRuns(text)
    .map((r) => (r.bold ? `<strong>${escapeHtml(r.text)}</strong>` : escapeHtml(r.text)))
    .join('');

function block(b: TermsBlock): string {
  switch (b.kind) {
    case 'heading':
      return `<h${b.level}>${inline(b.text)}</h${b.level}>`;
    case 'numbered':
      return `<ol start="${b.items[0].number}">${b.items.map((i) => `<li>${inline(i.text)}</li>`).join('')}</ol>`;
    case 'bullets':
      return `<ul>${b.items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
    case 'paragraph':
      return `<p>${inline(b.text)}</p>`;
  }
}

/** A complete, self-contained HTML page of the terms. */
export function renderTermsHtml(title: string, terms: string, language = 'de'): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}' +
      'h1,h2,h3{color:#233F91}li{margin:.25rem 0}</style>',
    '</head>',
    `<body>${parseTerms(terms).map(block).join('\n')}</body>`,
    '</html>',
  ].join('\n');
}
