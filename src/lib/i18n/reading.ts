/**
 * The language being read, for code outside React's render (formatters, chart tick callbacks,
 * CSV headers): the instance react-i18next was given (`initI18n`, or the test set-up), and the
 * reader's digits. Components re-read it when the language or digits change, because the app's
 * root re-mounts on either (src/main.tsx).
 */
import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import { getDigits } from './digits.ts';
import { createFormatters, type Formatters } from './format.ts';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../../shared/languages.ts';

/** The app's i18next instance; a clear error where nothing set one up (a test without the set-up). */
export function readingI18n(): i18n {
  const instance = getI18n() as i18n | undefined;
  if (!instance) throw new Error('i18n is not initialised: call initI18n() (or the test set-up) before formatting text.');
  return instance;
}

export function readingLanguage(): Language {
  return toLanguage(readingI18n().resolvedLanguage) ?? DEFAULT_LANGUAGE;
}

/** Numbers, amounts and dates in the language being read, with the reader's digits. */
export function readingFormatters(): Formatters {
  return createFormatters(readingLanguage(), getDigits());
}
