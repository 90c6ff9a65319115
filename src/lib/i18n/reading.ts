/**
 * The i18next instance being read, and the language and formatters it gives code outside React's
 * render (formatters, chart tick callbacks, CSV headers): the instance set here (`initI18n`, the
 * server's first view, or the test set-up), with the reader's digits. Components read it through
 * `useTranslation` (react.ts), and re-read all of it when the language or digits change, because
 * the app's root re-mounts on either (src/main.tsx).
 */
import type { i18n } from 'i18next';
import { getDigits } from './digits.ts';
import { createFormatters, type Formatters } from './format.ts';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../../shared/languages.ts';

let reading: i18n | undefined;

/** Make an instance the one every component and formatter reads (one per process: a page, a view drawn by the server, a test file). */
export function setReadingI18n(instance: i18n): void {
  reading = instance;
}

/** The app's i18next instance; a clear error where nothing set one up (a test without the set-up). */
export function readingI18n(): i18n {
  if (!reading) throw new Error('i18n is not initialised: call initI18n() (or the test set-up) before formatting text.');
  return reading;
}

export function readingLanguage(): Language {
  return toLanguage(readingI18n().resolvedLanguage) ?? DEFAULT_LANGUAGE;
}

/** Numbers, amounts and dates in the language being read, with the reader's digits. */
export function readingFormatters(): Formatters {
  return createFormatters(readingLanguage(), getDigits());
}
