/**
 * An i18next instance for Dar: English bundled (the default, so an English page loads nothing
 * more), Arabic loaded from its own chunk when first read. Plurals are i18next's ICU-free JSON v4
 * form, resolved by `Intl.PluralRules`: English `_one`/`_other`, Arabic all six forms. Numbers in
 * text (`{{count, num}}`) are formatted for the language and the reader's digits.
 *
 * This module is DOM-free: the browser's language choice (link, storage, `<html>`) is `app.ts`.
 */
import i18next, { type i18n, type InitOptions, type Module } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { createFormatters } from './format.ts';
import { DEFAULT_DIGITS, DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Digits, type Language } from './languages.ts';
import { en, type Resources } from './resources/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Resources };
    /** `{{count, num}}`: a number, written with the reader's digits. */
    interpolationFormatTypeMap: { num: number };
  }
}

/** The resources of a language that is not bundled: Arabic, in its own chunk. */
async function loadResources(language: string): Promise<Resources | null> {
  return language === 'ar' ? (await import('./resources/ar.ts')).ar : null;
}

export interface I18nSetup {
  /** Language to start in; a detector module (`plugins`) may choose instead. */
  language?: Language;
  /** Digits of numbers in text; read at each format, so a change shows on the next render. */
  digits?: () => Digits;
  /** Extra i18next modules (the browser's language detector, react-i18next). */
  plugins?: Module[];
  /** Their options (`detection`, `react`). */
  pluginOptions?: Pick<InitOptions, 'detection' | 'react'>;
}

/** A new, initialised instance. */
export async function createI18n({ language, digits = () => DEFAULT_DIGITS, plugins = [], pluginOptions }: I18nSetup = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(resourcesToBackend(loadResources));
  for (const plugin of plugins) instance.use(plugin);
  const options: InitOptions = {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // "ar-AE" from a browser or a link reads as "ar".
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    resources: { en: { translation: en } },
    // English is bundled above; other languages come from the backend.
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
    ...pluginOptions,
  };
  await instance.init(options);
  instance.services.formatter?.add('num', (value: unknown, lng: string | undefined) => {
    const lang = toLanguage(lng) ?? DEFAULT_LANGUAGE;
    return typeof value === 'number' ? createFormatters(lang, digits()).number(value) : String(value);
  });
  return instance;
}
