import { describe, expect, it } from '@jest/globals';
import {
  contentLanguage,
  formOutcome,
  formProblems,
  formsUrl,
  isContentPage,
  isHeadlessPage,
  outcomeOfResponse,
  outcomeSearch,
} from './contentPages';
import { fillPlaceholders, parseInline, parseMarkdown } from './markdownBlocks';

describe('static pages markdown', () => {
  it('reads headings, paragraphs and lists', () => {
    const blocks = parseMarkdown(
      '# Titel\n\nErste Zeile\nzweite Zeile\n\n- eins\n- zwei\n  weiter\n\n1. a\n2. b\n## Unter',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'heading']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', content: [{ kind: 'text', text: 'Erste Zeile zweite Zeile' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'eins' }], [{ text: 'zwei weiter' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toMatchObject({ level: 2 });
  });

  it('keeps only safe links', () => {
    expect(parseInline('**fett** und *kursiv* [Mail](mailto:a@b.de) [x](javascript:void)')).toEqual([
      { kind: 'strong', text: 'fett' },
      { kind: 'text', text: ' und ' },
      { kind: 'em', text: 'kursiv' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'Mail', href: 'mailto:a@b.de' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'x' },
    ]);
    expect(parseInline('[AGB](/content/terms)')).toEqual([{ kind: 'link', text: 'AGB', href: '/content/terms' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: 'x' }]);
  });

  it('fills the contact placeholders', () => {
    expect(fillPlaceholders('Tel. {phone}, {email}, {other}', { phone: '1', email: 'a@b' })).toBe(
      'Tel. 1, a@b, {other}',
    );
  });
});

describe('static pages', () => {
  it('knows the framed and headless pages', () => {
    expect(isContentPage('vendor')).toBe(true);
    expect(isContentPage('foo')).toBe(false);
    expect(isHeadlessPage('terms')).toBe(true);
    expect(isHeadlessPage('contact')).toBe(false);
    expect(isHeadlessPage(undefined)).toBe(false);
  });

  it('is German, or English for any other language', () => {
    expect(contentLanguage('de')).toBe('de');
    expect(contentLanguage('de-AT')).toBe('de');
    expect(contentLanguage('en')).toBe('en');
    expect(contentLanguage('fr')).toBe('en');
  });

  it('posts to the configured endpoint', () => {
    expect(formsUrl('contact', undefined)).toBe('/api/v1/features/public/forms/contact');
    expect(formsUrl('vendor', 'https://forms.example/{form}/submit')).toBe('https://forms.example/vendor/submit');
    expect(formsUrl('vendor', 'https://forms.example/in/')).toBe('https://forms.example/in/vendor');
  });

  it('switches on the query flags', () => {
    expect(formOutcome('')).toEqual({ kind: 'form' });
    expect(formOutcome('?success=true')).toEqual({ kind: 'success' });
    expect(formOutcome('?error=true&code=RATE_LIMITED&message=Too%20many')).toEqual({
      kind: 'error',
      code: 'RATE_LIMITED',
      message: 'Too many',
    });
    expect(formOutcome(outcomeSearch({ kind: 'error', code: 'X', message: 'a b' }))).toEqual({
      kind: 'error',
      code: 'X',
      message: 'a b',
    });
  });

  it('maps the post answer to the flags', () => {
    expect(outcomeOfResponse(201, {})).toEqual({ kind: 'success' });
    expect(outcomeOfResponse(400, { errorType: 'FORM_INVALID', message: 'bad' })).toEqual({
      kind: 'error',
      code: 'FORM_INVALID',
      message: 'bad',
    });
    expect(outcomeOfResponse(404, { message: 'Cannot POST', error: 'Not Found' })).toEqual({
      kind: 'error',
      code: 'Not Found',
      message: 'Cannot POST',
    });
    expect(outcomeOfResponse(502, null)).toEqual({ kind: 'error', code: '502', message: undefined });
  });

  it('requires name, a valid email and a message', () => {
    expect(formProblems({ name: ' ', email: 'x', body: '' })).toEqual(['name', 'email', 'body']);
    expect(formProblems({ name: 'A', email: 'a@b.de', body: 'Hallo' })).toEqual([]);
    expect(formProblems({ name: 'A', email: 'a@b.de', body: 'Hallo' }, 11 * 1024 * 1024)).toEqual(['attachmentSize']);
  });
});
