import { useEffect, useState } from 'react';
import { contentLanguage, type ContentPageName } from './contentPages';

// Each markdown file is its own small chunk, fetched when its page opens (none of it weighs on the landing page).
const loaders = import.meta.glob<string>('../../content/*/*.md', { query: '?raw', import: 'default' });

export type ContentText = { state: 'loading' } | { state: 'ready'; text: string } | { state: 'failed' };

export function loadContent(page: ContentPageName, language: string): Promise<string> {
  const load = loaders[`../../content/${contentLanguage(language)}/${page}.md`];
  return load ? load() : Promise.reject(new Error(`no content for ${page}`));
}

const LOADING: ContentText = { state: 'loading' };

/** The markdown of a static page in the page language (German, or English for any other language). */
export function useContentText(page: ContentPageName, language: string): ContentText {
  // The outcome remembers what it was loaded for: another page or language is loading until its own arrives.
  const [loaded, setLoaded] = useState<{ page: ContentPageName; language: string; text: ContentText } | null>(null);
  useEffect(() => {
    let current = true;
    loadContent(page, language).then(
      (value) => current && setLoaded({ page, language, text: { state: 'ready', text: value } }),
      () => current && setLoaded({ page, language, text: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [page, language]);
  return loaded?.page === page && loaded.language === language ? loaded.text : LOADING;
}
