/**
 * What a page loads, read from Vite's build manifest (`dist/.vite/manifest.json`): the entry's
 * chunks, and the chunks a route adds beyond them. The server preloads the opened route's chunks
 * from the HTML (server/plugins/route-preload.ts); the bench and the bundle budget count them.
 * DOM-free and build-free: the manifest is plain JSON.
 */
import { APP_ROUTE_FILES } from './app-routes.gen.ts';
import type { AppRoutePath } from './app-routes.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { ROUTE_WORDS, type WordPart } from './route-words.ts';

/** Issue 24's goal for a page's first load (the entry and what the page needs before it draws): gzip JS. */
export const FIRST_LOAD_GOAL_KB = 150;

/**
 * The build's second entry: the one script of a page drawn whole by the server, which asks for the
 * app's code once the page has painted (src/boot.ts).
 */
export const BOOT_ENTRY = 'src/boot.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Every manifest key the given keys load statically (themselves included). */
export function staticClosure(m: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !m[key]) continue;
    into.add(key);
    staticClosure(m, m[key].imports ?? [], into);
  }
  return into;
}

/** The app's entry chunk (index.html's script) and everything it imports statically; not boot's. */
export function entryClosure(m: Manifest): Set<string> {
  return staticClosure(
    m,
    Object.keys(m).filter((k) => m[k]!.isEntry && k !== BOOT_ENTRY),
  );
}

/**
 * What the app's entry imports once it runs, on every page: React's renderer (src/main.tsx), a
 * third of the code, evaluated in a task of its own.
 */
const ENTRY_LATER = ['node_modules/react-dom/client.js'];

/** What the app's entry imports only on a page sent with its first answers (src/main.tsx). */
const HELD_ANSWER_MODULE = 'src/lib/held-answer.ts';

/** The JS files of a set of manifest keys. */
export const jsFiles = (m: Manifest, keys: Iterable<string>): string[] => [...keys].map((k) => m[k]!.file).filter((f) => f.endsWith('.js'));

/**
 * The manifest keys of a route file's code-split chunks (`src/routes/buy.tsx?tsr-split=component`,
 * and any other part the router plugin splits off).
 */
function routeChunkKeys(m: Manifest, routeFile: string): string[] {
  const prefix = `src/routes/${routeFile}?`;
  return Object.keys(m).filter((k) => k.startsWith(prefix) || k === `src/routes/${routeFile}`);
}

/** The module of a part's words in a language (src/lib/i18n/resources/parts.ts loads it). */
const partWordsKey = (language: Language, part: WordPart) => `src/lib/i18n/resources/${language}/${part}.ts`;

/**
 * The word modules a page waits for in a language: English's parts (its common words are in the
 * entry); Arabic's common words and parts, and English's parts too (i18next's fallback, loaded
 * beside them: src/lib/i18n/instance.ts).
 */
function wordKeys(language: Language, parts: readonly WordPart[]): string[] {
  const english = parts.map((part) => partWordsKey('en', part));
  if (language === 'en') return english;
  return [`src/lib/i18n/resources/${language}.ts`, ...parts.map((part) => partWordsKey(language, part)), ...english];
}

/**
 * The JS files a page needs before it draws, beyond the entry's: its route's split chunks, the
 * words of the parts it shows in the reader's language (src/shared/route-words.ts), what the entry
 * imports once it runs, and every chunk they import statically (not its lazy loads, such as the map).
 */
export function pageFiles(m: Manifest, route: AppRoutePath, language: Language = DEFAULT_LANGUAGE): string[] {
  const entry = entryClosure(m);
  // Words first: the page's loaders wait for them (src/lib/i18n/route-words.ts), and on a slow
  // link the browser fetches preloads in the order the HTML names them.
  // The renderer last: it runs last, when the page is drawn.
  const keys = [...wordKeys(language, ROUTE_WORDS[route]), ...routeChunkKeys(m, APP_ROUTE_FILES[route]), ...ENTRY_LATER];
  const loaded = staticClosure(m, keys, new Set(entry));
  return jsFiles(
    m,
    [...loaded].filter((k) => !entry.has(k)),
  );
}

/** Everything a page's first load runs before it draws: the entry's JS and the page's (pageFiles). */
export function firstLoadFiles(m: Manifest, route: AppRoutePath, language: Language = DEFAULT_LANGUAGE): string[] {
  return [...jsFiles(m, entryClosure(m)), ...pageFiles(m, route, language)];
}

/** The JS files a page sent with its first answers needs beyond pageFiles: the code that hands them to the app. */
export function heldAnswerFiles(m: Manifest): string[] {
  const entry = entryClosure(m);
  return jsFiles(
    m,
    [...staticClosure(m, [HELD_ANSWER_MODULE], new Set(entry))].filter((k) => !entry.has(k)),
  );
}
