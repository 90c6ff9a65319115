/**
 * The languages Dar speaks, and what follows from each: its direction and its locale for `Intl`.
 * English is the default (today's app); Arabic is the UAE's official language. DOM-free: the
 * server reads the reader's language too.
 */

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: what the language switch shows. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** The query parameter a link carries a language in (`?lang=ar`). */
export const LANGUAGE_PARAM = 'lang';
/** Where the chosen language and digits are remembered (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'dar.language';
/**
 * The chosen language, also kept in a cookie: the server reads it to send a page in the reader's
 * language and direction, with that language's words preloaded (server/plugins/page-html.ts).
 */
export const LANGUAGE_COOKIE = 'dar_lang';
/** The language cookie for a year, the whole site: set by the app on a choice and by the server with a page a link chose it for. */
export const languageCookie = (language: Language) => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
/** The language a `Cookie` header (or `document.cookie`) holds, if it names one we have. */
export function cookieLanguage(cookies: string | undefined): Language | undefined {
  const value = cookies
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return toLanguage(value);
}
export const DIGITS_STORAGE_KEY = 'dar.digits';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A language code as browsers and links write it ("ar", "AR", "ar-AE", "en_GB") read as one of
 * ours, or undefined for any other language.
 */
export function toLanguage(code: string | null | undefined): Language | undefined {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Digits: Latin (0-9, most UAE sites and the default) or Arabic-Indic (٠-٩). Only Arabic text
 * offers the choice; English always uses Latin digits.
 */
const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];
export const DEFAULT_DIGITS: Digits = 'latn';

export function isDigits(value: unknown): value is Digits {
  return typeof value === 'string' && (DIGITS as readonly string[]).includes(value);
}

/**
 * The `Intl` locale of a language and digit choice: the UAE region, and the numbering system
 * named by the `nu` extension so it never depends on the browser's CLDR defaults.
 */
export function localeOf(language: Language, digits: Digits = DEFAULT_DIGITS): string {
  return language === 'ar' ? `ar-AE-u-nu-${digits}` : 'en-AE-u-nu-latn';
}
