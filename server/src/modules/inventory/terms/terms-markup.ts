/**
 * The rental terms are stored as markdown-ish text: `#`/`##`/`###` headings, numbered items (`1. …`), bullet items
 * (`- …`/`* …`), paragraphs separated by blank lines and **bold** inline. Parsed once, rendered to HTML and PDF.
 */
export type TermsBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'numbered'; items: { number: number; text: string }[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseTerms(source: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const last = () => blocks[blocks.length - 1];

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const numbered = /^(\d{1,3})[.)]\s+(.*)$/.exec(line);
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2].replace(/\s+#+$/, '') });
    } else if (numbered) {
      flush();
      const item = { number: Number(numbered[1]), text: numbered[2] };
      const previous = last();
      if (previous?.kind === 'numbered') previous.items.push(item);
      else blocks.push({ kind: 'numbered', items: [item] });
    } else if (bullet) {
      flush();
      const previous = last();
      if (previous?.kind === 'bullets') previous.items.push(bullet[1]);
      else blocks.push({ kind: 'bullets', items: [bullet[1]] });
    } else if (!paragraph.length && (last()?.kind === 'numbered' || last()?.kind === 'bullets') && /^\s/.test(raw)) {
      // An indented line continues the list item above it.
      const previous = last() as Extract<TermsBlock, { kind: 'numbered' | 'bullets' }>;
      if (previous.kind === 'numbered') previous.items[previous.items.length - 1].text += ` ${line}`;
      else previous.items[previous.items.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Inline runs of a text: plain and **bold**. */
export function inlineRuns(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (/^\*\*[^*]+\*\*$/.test(part) ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false }));
}
