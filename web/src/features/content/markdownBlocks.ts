// A small, safe markdown subset for the static pages: headings (#, ##, ###), paragraphs, lists (- or 1.),
// and inline **bold**, *italic* and [links](https://…, mailto:, tel:, /path). No HTML is ever passed through.
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[[^\]]+\]\([^)\s]+\))/g;
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      result.push({ kind: 'strong', text: part.slice(2, -2) });
    else if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      result.push({ kind: 'em', text: part.slice(1, -1) });
    else if (link && SAFE_HREF.test(link[2]!)) result.push({ kind: 'link', text: link[1]!, href: link[2]! });
    else if (link) result.push({ kind: 'text', text: link[1]! });
    else result.push({ kind: 'text', text: part });
  }
  return result;
}

const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, content: parseInline(heading[2]!) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]!);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
      continue;
    }
    if (list) {
      // A line under a list item continues it.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Replaces {name} placeholders (the contact page's {phone} and {email}); unknown names stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
