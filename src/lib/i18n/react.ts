/**
 * React access to the language being read and the reader's digits, re-rendering when either
 * changes.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getDigits, subscribeDigits } from './digits.ts';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../../shared/languages.ts';

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
