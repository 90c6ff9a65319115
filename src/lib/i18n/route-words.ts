/**
 * The words of the page being opened, loaded before it draws: the parts its route shows
 * (src/shared/route-words.ts) in the language being read. Awaited by the root route's
 * `beforeLoad`, so no page shows a key in place of its words, on the first load or after a link.
 */
import { routeShapeOf } from '../../shared/app-routes.ts';
import { ROUTE_WORDS, type WordPart } from '../../shared/route-words.ts';
import type { i18n as I18n } from 'i18next';
import { readingI18n } from './reading.ts';

/** Once the reader's language is settled (the router starts while Arabic's common words still load, src/main.tsx). */
async function settled(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/**
 * The parts of the words the page at `pathname` shows, a link with a malformed id included (its
 * page says so in its part's words); none for an unknown path: its not-found view uses common words.
 */
export function routeWordParts(pathname: string): readonly WordPart[] {
  const route = routeShapeOf(pathname);
  return route ? ROUTE_WORDS[route] : [];
}

export async function loadRouteWords(pathname: string): Promise<void> {
  const parts = routeWordParts(pathname);
  if (!parts.length) return;
  const i18n = readingI18n();
  await settled(i18n);
  await i18n.loadNamespaces([...parts]);
  // A chunk that could not be fetched (offline, a deploy in between): the page's error view
  // (in the common words) says so and offers a retry, rather than a page of keys.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const missing = parts.filter((part) => !i18n.hasResourceBundle(language, part));
  if (missing.length) throw new Error(`The words of this page (${missing.join(', ')}) could not be loaded.`);
}
