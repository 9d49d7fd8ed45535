// The first paint of a section page (issue 21, the section page on a phone): the SPA shows nothing until its
// JavaScript has loaded and asked for the section, which on a slow phone is seconds. The server puts the section's name
// (and its town) into the HTML it serves for /s/…/{sectionId}: a guest sees where they are at once, a search engine or
// a link preview reads the page's title and description, and React replaces the shell with the page when it starts.

/** `/s/{region}/{city}/{section}/{sectionId}`, optionally followed by a row's or a chair's id. */
const SECTION_PAGE = /^\/s\/[^/]+\/[^/]+\/[^/]+\/(\d{1,9})(?:\/\d{1,9})?\/?$/;

/** What the shell shows of a section (from its public answer, GET /destinations/sections/{id}). */
export interface ShellSection {
  name: string;
  cityName: string | null;
  description: string | null;
}

/** The section id of a section, row or chair page's path; undefined for any other path. */
export function sectionIdOfPath(path: string): number | undefined {
  const match = SECTION_PAGE.exec(path);
  return match ? Number(match[1]) : undefined;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Markdown and line breaks reduced to one line of plain text, at most `max` characters (cut at a word). */
export function plainSummary(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/**
 * index.html with the section's title, description and a first view in #root: the app bar's colour and name, the
 * section's name as the page's heading, its town and the first lines of its description. Inline styles only (the page's own CSS may still be loading);
 * nothing in it is interactive, so there is nothing to click before React takes over.
 */
export function withSectionShell(html: string, section: ShellSection, appName = 'Strandkorb buchen'): string {
  const place = section.cityName ? `${section.name} · ${section.cityName}` : section.name;
  const description = section.description ? plainSummary(section.description) : '';
  const shell =
    '<div class="boot-shell" style="font-family:system-ui,sans-serif;color:#1b1f2a">' +
    '<div style="background:#233f91;color:#fff;min-height:56px;padding:0.5rem 1.25rem;display:flex;align-items:center;' +
    `font-weight:700;font-size:1.15rem">${escapeHtml(appName)}</div>` +
    '<main style="padding:0.75rem 1.25rem">' +
    `<h1 style="margin:0.5rem 0;font-size:1.5rem">${escapeHtml(section.name)}</h1>` +
    (section.cityName ? `<p style="margin:0">${escapeHtml(section.cityName)}</p>` : '') +
    (description ? `<p style="margin:0.75rem 0 0;line-height:1.5">${escapeHtml(description)}</p>` : '') +
    '</main></div>';
  let out = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(`${place} – ${appName}`)}</title>`);
  if (description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/i,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  return out.replace(/<div id="root"><\/div>/i, `<div id="root">${shell}</div>`);
}
