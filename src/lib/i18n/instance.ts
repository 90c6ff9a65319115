/**
 * An i18next instance for Dar: the common words of English bundled (the default, so the home
 * page in English loads no words), Arabic's from their own chunk when first read, and each part's
 * words (listings, market, ...) from their own chunks as pages need them (resources/parts.ts). Plurals are i18next's ICU-free JSON v4
 * form, resolved by `Intl.PluralRules`: English `_one`/`_other`, Arabic all six forms. Numbers in
 * text (`{{count, num}}`) are formatted for the language and the reader's digits.
 *
 * This module is DOM-free: the browser's language choice (link, storage, `<html>`) is `app.ts`.
 */
import i18next, { type BackendModule, type i18n, type InitOptions } from 'i18next';
import { createFormatters } from './format.ts';
import { DEFAULT_DIGITS, DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Digits, type Language } from '../../shared/languages.ts';
import { en, type Resources } from './resources/en.ts';
import { PART_LOADERS } from './resources/parts.ts';
import { WORD_PARTS, type WordPart } from '../../shared/route-words.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Resources };
    /** `{{count, num}}`: a number, written with the reader's digits. */
    interpolationFormatTypeMap: { num: number };
  }
}

/** The namespace of the words every page needs (en.ts, ar.ts); each part's words are their own (parts.ts). */
const COMMON = 'translation';

/**
 * A namespace's words in a language, from its chunk: Arabic's common words, and each part's in
 * either language. English's common words are bundled (`resources` below), so none is loaded.
 */
async function loadWords(language: string, namespace: string): Promise<object | null> {
  const lang = toLanguage(language);
  if (!lang) return null;
  if (namespace === COMMON) return lang === 'ar' ? (await import('./resources/ar.ts')).ar : null;
  const load = (WORD_PARTS as readonly string[]).includes(namespace) ? PART_LOADERS[lang][namespace as WordPart] : undefined;
  return load ? load() : null;
}

/** The chunks of words as i18next's backend: it asks for a language's namespace, `loadWords` answers. */
const wordsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    loadWords(language, namespace).then(
      (words) => callback(null, words),
      (err: unknown) => callback(err instanceof Error ? err : String(err), null),
    );
  },
};

export interface I18nSetup {
  /** Language to start in (the browser's choice: app.ts). */
  language?: Language;
  /** Digits of numbers in text; read at each format, so a change shows on the next render. */
  digits?: () => Digits;
  /**
   * The parts whose words load at once. The app starts with none (each route loads its own,
   * route-words.ts); tests and tools read every part (the default).
   */
  parts?: readonly WordPart[];
  /**
   * Given the instance as soon as it exists, before its words are in: the app makes it the one it
   * reads at once (reading.ts), as the router starts while Arabic's words still load
   * (src/main.tsx; route-words.ts waits for them).
   */
  onCreate?: (instance: i18n) => void;
}

/** A new, initialised instance. */
export async function createI18n({ language, digits = () => DEFAULT_DIGITS, parts = WORD_PARTS, onCreate }: I18nSetup = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(wordsBackend);
  onCreate?.(instance);
  const options: InitOptions = {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // "ar-AE" from a browser or a link reads as "ar".
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    resources: { en: { [COMMON]: en } },
    // English's common words are bundled above; the rest come from the backend (loadWords).
    partialBundledLanguages: true,
    ns: [COMMON, ...parts],
    defaultNS: COMMON,
    // A part's key (`market.trends.title`) is found in the part's namespace once it is loaded.
    fallbackNS: [...WORD_PARTS],
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
  };
  await instance.init(options);
  keepPartsInCommon(instance);
  instance.services.formatter?.add('num', (value: unknown, lng: string | undefined) => {
    const lang = toLanguage(lng) ?? DEFAULT_LANGUAGE;
    return typeof value === 'number' ? createFormatters(lang, digits()).number(value) : String(value);
  });
  return instance;
}

/**
 * Each part's words are kept in the common namespace too, once loaded: `t()` then finds a part's
 * key (`market.trends.title`) in the first namespace it looks in, instead of after misses in the
 * common words and in each part before its own (`fallbackNS`), in the language and then in
 * English. `t()` runs in every render: in Arabic this takes a third off a call (23 to 16 µs on
 * this machine); English, looked in first, gains nothing. Part keys start with their part's name,
 * so the merged words never collide.
 */
function keepPartsInCommon(instance: i18n): void {
  const parts: readonly string[] = WORD_PARTS;
  const merge = (language: string, namespace: string) => {
    const words: unknown = instance.getResourceBundle(language, namespace);
    if (words && typeof words === 'object') instance.addResourceBundle(language, COMMON, words, true, true);
  };
  for (const language of Object.keys(instance.store.data)) for (const part of parts) merge(language, part);
  instance.store.on('added', (language: string, namespace: string) => {
    if (parts.includes(namespace)) merge(language, namespace);
  });
}
