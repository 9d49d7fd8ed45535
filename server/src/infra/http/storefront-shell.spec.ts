import { describe, expect, it } from '@jest/globals';
import { plainSummary, sectionIdOfPath, withSectionShell } from './storefront-shell.js';

const INDEX = `<!doctype html><html lang="de"><head>
<meta name="description" content="Strandkörbe an Nord- und Ostsee finden und online buchen." />
<title>Strandkorb buchen</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('the section page shell', () => {
  it('knows section, row and chair pages by their path', () => {
    expect(sectionIdOfPath('/s/Ostsee/Scharbeutz/Abschnitt%20A/12')).toBe(12);
    expect(sectionIdOfPath('/s/-/-/-/12/34')).toBe(12);
    expect(sectionIdOfPath('/s/strandkorb/Scharbeutz/A/12/99')).toBe(12);
    expect(sectionIdOfPath('/s/-/-/-/12/extras')).toBeUndefined();
    expect(sectionIdOfPath('/s')).toBeUndefined();
    expect(sectionIdOfPath('/b/-/-/-/12')).toBeUndefined();
    expect(sectionIdOfPath('/s/-/-/-/99999999999')).toBeUndefined();
  });

  it("puts the section's name, town and summary into the page, escaped", () => {
    const html = withSectionShell(INDEX, {
      name: 'Abschnitt <A> & "B"',
      cityName: 'Scharbeutz',
      description: 'Direkt an der **Seebrücke**: feiner [Sand](https://example.test).',
    });
    expect(html).toContain('<title>Abschnitt &lt;A&gt; &amp; &quot;B&quot; · Scharbeutz – Strandkorb buchen</title>');
    expect(html).toContain('<meta name="description" content="Direkt an der Seebrücke: feiner Sand." />');
    expect(html).toMatch(
      /<div id="root"><div class="boot-shell"[^>]*>.*<h1[^>]*>Abschnitt &lt;A&gt; &amp; &quot;B&quot;<\/h1><p[^>]*>Scharbeutz<\/p><p[^>]*>Direkt an der Seebrücke: feiner Sand\.<\/p>/,
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('keeps the general description when the section has none', () => {
    const html = withSectionShell(INDEX, { name: 'Abschnitt A', cityName: null, description: null });
    expect(html).toContain('content="Strandkörbe an Nord- und Ostsee finden und online buchen."');
    expect(html).toContain('<title>Abschnitt A – Strandkorb buchen</title>');
    expect(html).not.toContain('<p style');
  });

  it('shortens a long description at a word', () => {
    const summary = plainSummary(`${'Sand und Meer '.repeat(20)}Ende`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    // Whole words only: no word is cut in half.
    expect(new Set(summary.slice(0, -1).split(' '))).toEqual(new Set(['Sand', 'und', 'Meer']));
  });
});
