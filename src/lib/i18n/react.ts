/**
 * React access to the language: the formatters of the language being read and the reader's
 * digits, re-rendering when either changes.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getDigits, subscribeDigits } from './digits.ts';
import { createFormatters, type Formatters } from './format.ts';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from './languages.ts';

/** The language being read (re-renders on a change). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
}

export function useFormatters(): Formatters {
  const language = useLanguage();
  const digits = useSyncExternalStore(subscribeDigits, getDigits, getDigits);
  return createFormatters(language, digits);
}
