/**
 * Numbers, amounts and dates for a language and digit choice, through `Intl` with the locale of
 * `localeOf` (`en-AE`, `ar-AE`, the `nu` extension naming the digits). English writes amounts as
 * "AED 1,234,567" and areas as "1,234 sqft"; Arabic writes the dirham as "د.إ" (as UAE portals
 * do; CLDR adds a closing dot), areas as "1,234 م²", Arabic month names, and Latin or
 * Arabic-Indic digits. `src/lib/format.ts` builds the app's wording (prices with periods, beds)
 * on these, in the language being read.
 *
 * DOM-free: plain functions of their arguments. Missing or non-finite values read "—".
 */
import type { AreaUnit, Currency } from '../../shared/units.ts';
import { DEFAULT_DIGITS, localeOf, type Digits, type Language } from '../../shared/languages.ts';
import { once } from '../once.ts';

/** Plain functions (no `this`), so they can be handed over as callbacks (a chart axis's tick formatter). */
export interface Formatters {
  /** The `Intl` locale these use, e.g. "ar-AE-u-nu-arab". */
  locale: string;
  /** 1234567 -> "1,234,567" / "١٬٢٣٤٬٥٦٧" */
  number: (n: number | null | undefined) => string;
  /** 1234.567 -> "1,234.57": numbers that are not whole. */
  decimal: (n: number | null | undefined, digits?: number) => string;
  /** Axis ticks: 1200000 -> "1.2M" / "1.2 مليون". */
  compact: (n: number | null | undefined) => string;
  /** An amount already in `currency`: (1234567, 'AED') -> "AED 1,234,567" / "1,234,567 د.إ" */
  money: (amount: number | null | undefined, currency: Currency) => string;
  /** (1234567, 'AED') -> "AED 1.23M" / "1.23 مليون د.إ" */
  moneyCompact: (amount: number | null | undefined, currency: Currency) => string;
  /** 0.0612 -> "6.1%" */
  percent: (ratio: number | null | undefined, digits?: number) => string;
  /** An area already in `unit`: (1234, 'sqft') -> "1,234 sqft" / "1,234 قدم²" */
  area: (value: number | null | undefined, unit: AreaUnit) => string;
  /** A unit's short name: 'sqm' -> "sqm" / "م²" */
  unit: (unit: AreaUnit) => string;
  /** "2026-02-07" -> "7 Feb 2026" / "7 فبراير 2026" */
  date: (value: string | Date | null | undefined) => string;
  /** "2026-02-07" -> "Feb 2026" / "فبراير 2026" */
  month: (value: string | Date | null | undefined) => string;
}

const MISSING = '—';
/** The dirham's symbol in Arabic text (other currencies keep their ISO code in both languages). */
const AED_IN_ARABIC = 'د.إ';
const UNIT_NAMES: Record<Language, Record<AreaUnit, string>> = {
  en: { sqft: 'sqft', sqm: 'sqm' },
  ar: { sqft: 'قدم²', sqm: 'م²' },
};

/** A number that can be shown: there, and neither NaN nor infinite (every formatter's test). */
export const isFigure = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function build(language: Language, digits: Digits): Formatters {
  const locale = localeOf(language, digits);
  // Each `Intl` object is built on first use: building one costs milliseconds (on a slow phone,
  // tens), and a page uses a few of them.
  const whole = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  const compact1 = once(() => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }));
  const compact2 = once(() => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }));
  const decimals = new Map<number, Intl.NumberFormat>();
  const percents = new Map<number, Intl.NumberFormat>();
  const decimalFmt = (d: number) => {
    let f = decimals.get(d);
    if (!f) decimals.set(d, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: d })));
    return f;
  };
  const percentFmt = (d: number) => {
    let f = percents.get(d);
    if (!f) percents.set(d, (f = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d })));
    return f;
  };
  const dateFmt = once(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
  // Arabic has no short month names: "فبراير 2026" either way.
  const monthFmt = once(() => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }));

  /**
   * An amount in a currency. English keeps the code first ("USD 1,234,567"); Arabic takes the
   * locale's own pattern (amount, then symbol, with the bidi marks that keep it together in
   * right-to-left text), the dirham written "د.إ" and other currencies by their code.
   */
  const inCurrency = (options: Intl.NumberFormatOptions, amount: () => Intl.NumberFormat) => {
    const formats = new Map<Currency, Intl.NumberFormat>();
    return (n: number, currency: Currency) => {
      if (language === 'en') return `${currency} ${amount().format(n)}`;
      let f = formats.get(currency);
      if (!f)
        formats.set(currency, (f = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency, currencyDisplay: 'code' })));
      return f
        .formatToParts(n)
        .map((p) => (p.type === 'currency' ? (currency === 'AED' ? AED_IN_ARABIC : currency) : p.value))
        .join('');
    };
  };
  const moneyWhole = inCurrency({ maximumFractionDigits: 0 }, whole);
  const moneyCompact = inCurrency({ notation: 'compact', maximumFractionDigits: 2 }, compact2);

  return {
    locale,
    number: (n) => (isFigure(n) ? whole().format(n) : MISSING),
    decimal: (n, d = 2) => (isFigure(n) ? decimalFmt(d).format(n) : MISSING),
    compact: (n) => (isFigure(n) ? compact1().format(n) : MISSING),
    money: (n, currency) => (isFigure(n) ? moneyWhole(n, currency) : MISSING),
    moneyCompact: (n, currency) => (isFigure(n) ? moneyCompact(n, currency) : MISSING),
    percent: (ratio, d = 1) => (isFigure(ratio) ? percentFmt(d).format(ratio) : MISSING),
    area: (value, unit) => (isFigure(value) ? `${whole().format(value)} ${UNIT_NAMES[language][unit]}` : MISSING),
    unit: (unit) => UNIT_NAMES[language][unit],
    date: (value) => {
      const d = toDate(value);
      return d ? dateFmt().format(d) : MISSING;
    },
    month: (value) => {
      const d = toDate(value);
      return d ? monthFmt().format(d) : MISSING;
    },
  };
}

const cache = new Map<string, Formatters>();

/** The formatters of a language and digit choice (built once each: `Intl` objects are costly). */
export function createFormatters(language: Language, digits: Digits = DEFAULT_DIGITS): Formatters {
  // English always writes Latin digits.
  const key = language === 'en' ? 'en' : `${language}-${digits}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = build(language, language === 'en' ? 'latn' : digits)));
  return f;
}
