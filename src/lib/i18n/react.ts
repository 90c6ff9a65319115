/**
 * React access to the words and the language being read, and the key the app's root re-mounts by
 * when the language or the reader's digits change.
 *
 * Our own hooks, not react-i18next's: the app reads one namespace of an instance made before the
 * first render (app.ts), whose common words are always in and whose parts each route loads before
 * it draws (route-words.ts), so none of react-i18next's loading, Suspense, context or namespace
 * options was used, and its hook was about 2.4 KB gzip of every page's first load
 * (docs/page-speed.md).
 *
 * Only the root's key listens for a change of language (`useReadingKey`): the root re-mounts on
 * one, so every part below draws again in the new language without a subscription of its own. A
 * search's 25 cards each read the words in several parts, and their subscriptions, one each, were
 * set up and torn down in the task after the first draw.
 */
import { Fragment, createElement, useSyncExternalStore, type ReactNode } from 'react';
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

/** Each instance's `t` fixed to a language, made once: a new one per part drawn was garbage. */
const fixedTs = new WeakMap<i18n, Map<string, TFunction>>();

function fixedT(instance: i18n, language: string): TFunction {
  let byLanguage = fixedTs.get(instance);
  if (!byLanguage) fixedTs.set(instance, (byLanguage = new Map<string, TFunction>()));
  let t = byLanguage.get(language);
  if (!t) byLanguage.set(language, (t = instance.getFixedT(language)));
  return t;
}

/**
 * The words in the language being read (`t`, a different function for each language, as a memo's
 * dependency wants) and the instance (to change language). Read as the part draws: a change of
 * language re-mounts the root (`useReadingKey`), which draws the part again.
 */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const instance = readingI18n();
  return { t: fixedT(instance, instance.language), i18n: instance };
}

/** The language being read (the root re-mounts on a change: `useReadingKey`). */
export function useLanguage(): Language {
  return toLanguage(readingI18n().resolvedLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The language and digits as one key. The app's root is keyed by it, so a switch re-renders
 * every figure and text, including those formatted outside React (src/lib/i18n/reading.ts).
 */
function useReadingKey(): string {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const digits = useSyncExternalStore(subscribeDigits, getDigits, getDigits);
  return `${toLanguage(language) ?? DEFAULT_LANGUAGE}-${digits}`;
}

/**
 * What the app is drawn in (src/main.tsx): its parts, drawn again from scratch when the language or
 * the digits change, which is how every `useTranslation` and figure below follows a switch.
 */
export function ReadingRoot({ children }: { children: ReactNode }) {
  return createElement(Fragment, { key: useReadingKey() }, children);
}
