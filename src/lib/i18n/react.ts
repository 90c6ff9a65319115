/**
 * React access to the words and the language being read (re-rendering when the language changes),
 * and the key the app's root re-mounts by when the language or the reader's digits change.
 *
 * Our own hook, not react-i18next's: the app reads one namespace of an instance made before the
 * first render (app.ts), whose common words are always in and whose parts each route loads before
 * it draws (route-words.ts), so none of react-i18next's loading, Suspense, context or namespace
 * options was used, and its hook was about 2.4 KB gzip of every page's first load
 * (docs/page-speed.md).
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction, i18n } from 'i18next';
import { getDigits, subscribeDigits } from './digits.ts';
import { readingI18n } from './reading.ts';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../../shared/languages.ts';

/** Call `onChange` on each change of the instance's language; the returned function stops. */
function subscribeLanguage(onChange: () => void): () => void {
  const instance = readingI18n();
  instance.on('languageChanged', onChange);
  return () => instance.off('languageChanged', onChange);
}

const currentLanguage = () => readingI18n().language;

/**
 * The words in the language being read (`t`, a new function on each change of language, as a
 * memo's dependency wants) and the instance (to change language).
 */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const instance = readingI18n();
  const t = useMemo(() => instance.getFixedT(language), [instance, language]);
  return { t, i18n: instance };
}

/** The language being read (re-renders on a change). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The language and digits as one key. The app's root is keyed by it, so a switch re-renders
 * every figure and text, including those formatted outside React (src/lib/i18n/reading.ts).
 */
export function useReadingKey(): string {
  const language = useLanguage();
  const digits = useSyncExternalStore(subscribeDigits, getDigits, getDigits);
  return `${language}-${digits}`;
}
