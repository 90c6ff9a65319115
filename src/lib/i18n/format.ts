/**
 * Numbers, prices and dates for a language and digit choice, through `Intl` with the locale of
 * `localeOf` (`en-AE`, `ar-AE`, the `nu` extension naming the digits). English output is the
 * same text `src/lib/format.ts` writes today, so moving a component to these changes nothing in
 * English; Arabic writes the dirham as "د.إ" (as UAE portals do; CLDR adds a closing dot),
 * Arabic month names, and Latin or Arabic-Indic digits.
 *
 * DOM-free: plain functions of their arguments. Missing or non-finite values read "—".
 */
import { DEFAULT_DIGITS, localeOf, type Digits, type Language } from './languages.ts';

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
  /** 1234567 -> "AED 1,234,567" / "1,234,567 د.إ" */
  aed: (n: number | null | undefined) => string;
  /** 1234567 -> "AED 1.23M" / "1.23 مليون د.إ" */
  aedCompact: (n: number | null | undefined) => string;
  /** 0.0612 -> "6.1%" */
  percent: (ratio: number | null | undefined, digits?: number) => string;
  /** 1234 -> "1,234 sqft" / "1,234 قدم²" */
  area: (sqft: number | null | undefined) => string;
  /** "2026-02-07" -> "7 Feb 2026" / "7 فبراير 2026" */
  date: (value: string | Date | null | undefined) => string;
  /** "2026-02-07" -> "Feb 2026" / "فبراير 2026" */
  month: (value: string | Date | null | undefined) => string;
}

const MISSING = '—';
/** The dirham's symbol as each language writes it before or after the amount. */
const AED_SYMBOL: Record<Language, string> = { en: 'AED', ar: 'د.إ' };
const SQFT: Record<Language, string> = { en: 'sqft', ar: 'قدم²' };

const ok = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function build(language: Language, digits: Digits): Formatters {
  const locale = localeOf(language, digits);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const compact1 = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const compact2 = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
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
  const dateFmt = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  // Arabic has no short month names: "فبراير 2026" either way.
  const monthFmt = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });

  /**
   * An amount in dirhams. English keeps today's "AED 1,234,567"; Arabic takes the locale's own
   * pattern (amount, then symbol, with the bidi marks that keep it together in right-to-left
   * text) and writes the symbol "د.إ".
   */
  const inDirhams = (options: Intl.NumberFormatOptions, amount: Intl.NumberFormat) => {
    if (language === 'en') return (n: number) => `${AED_SYMBOL.en} ${amount.format(n)}`;
    const currency = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency: 'AED' });
    return (n: number) =>
      currency
        .formatToParts(n)
        .map((p) => (p.type === 'currency' ? AED_SYMBOL[language] : p.value))
        .join('');
  };
  const aedWhole = inDirhams({ maximumFractionDigits: 0 }, whole);
  const aedCompact = inDirhams({ notation: 'compact', maximumFractionDigits: 2 }, compact2);

  return {
    locale,
    number: (n) => (ok(n) ? whole.format(n) : MISSING),
    decimal: (n, d = 2) => (ok(n) ? decimalFmt(d).format(n) : MISSING),
    compact: (n) => (ok(n) ? compact1.format(n) : MISSING),
    aed: (n) => (ok(n) ? aedWhole(n) : MISSING),
    aedCompact: (n) => (ok(n) ? aedCompact(n) : MISSING),
    percent: (ratio, d = 1) => (ok(ratio) ? percentFmt(d).format(ratio) : MISSING),
    area: (sqft) => (ok(sqft) ? `${whole.format(sqft)} ${SQFT[language]}` : MISSING),
    date: (value) => {
      const d = toDate(value);
      return d ? dateFmt.format(d) : MISSING;
    },
    month: (value) => {
      const d = toDate(value);
      return d ? monthFmt.format(d) : MISSING;
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
