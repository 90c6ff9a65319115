/**
 * The reader's language in the browser. A link's `?lang=ar` wins, then the language chosen
 * before (the cookie the server reads, then localStorage), then English, today's default: the
 * server sends a page by the link, then the cookie (server/plugins/static.ts), so the app starts in
 * the page's language. Each language the app starts or switches to is remembered in both.
 * `<html lang>` and `dir` follow the language from the first paint.
 *
 * The `lang` parameter is taken out of the address once read: the choice is remembered, and a
 * parameter left behind would undo a later switch on reload.
 */
import type { i18n } from 'i18next';
import { getDigits } from './digits.ts';
import { createI18n } from './instance.ts';
import { setReadingI18n } from './reading.ts';
import { routeWordParts } from './route-words.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  cookieLanguage,
  directionOf,
  languageCookie,
  toLanguage,
  type Language,
} from '../../shared/languages.ts';

/** Set `<html lang dir>` for a language code as i18next reports it. */
function applyToDocument(code: string | undefined): void {
  const language = toLanguage(code) ?? DEFAULT_LANGUAGE;
  const html = document.documentElement;
  html.lang = language;
  html.dir = directionOf(language);
}

/** localStorage, which a browser may refuse (storage off, a private window's quota): then nothing is remembered there. */
function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the reader chose: by the link, else before (the cookie, which the server sent this
 * page's language by, then storage, which outlives a cleared cookie), else the default.
 */
function chosenLanguage(): Language {
  return (
    toLanguage(new URL(window.location.href).searchParams.get(LANGUAGE_PARAM)) ??
    cookieLanguage(document.cookie) ??
    toLanguage(stored()) ??
    DEFAULT_LANGUAGE
  );
}

/** Remember a language for the next page: here (localStorage) and for the server (the cookie). */
function remember(code: string | undefined): void {
  const language = toLanguage(code);
  if (!language) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the cookie still carries the choice.
  }
  document.cookie = languageCookie(language);
}

/** Remove `?lang=` from the address, keeping the rest (path, other parameters, hash). */
function dropLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Create the app's instance in the reader's language, the one components and formatters read
 * (reading.ts) from the moment it exists. The language is chosen (and `?lang=` dropped) before
 * this returns: English is bundled, so i18next starts at once; the promise settles when the
 * language's words are in (Arabic's come from their chunk).
 */
export async function initI18n(): Promise<i18n> {
  const created = createI18n({
    language: chosenLanguage(),
    digits: getDigits,
    // The opened page's parts load with the language's common words, in one go (the page waits
    // for them, route-words.ts); later pages load theirs as they open.
    parts: routeWordParts(window.location.pathname),
    onCreate: setReadingI18n,
  });
  // The router reads the address next (src/main.tsx): the parameter goes before it does.
  dropLanguageParam();
  const instance = await created;
  applyToDocument(instance.resolvedLanguage);
  remember(instance.resolvedLanguage);
  instance.on('languageChanged', (code) => {
    applyToDocument(code);
    remember(code);
  });
  return instance;
}
