/**
 * The mortgage estimate's inputs: the form's text fields, checked by zod with messages in the
 * person's terms and language, and the same values as the `/mortgage` page's URL search (prices in AED there,
 * as everywhere in our URLs; the form shows and takes them in the display currency).
 */
import * as z from 'zod/mini';
import { readingI18n } from './i18n/reading.ts';
import {
  HOMES,
  MORTGAGE_RULES,
  RESIDENCIES,
  STATUSES,
  loanToValueCap,
  type BuildStatus,
  type HomeOrder,
  type MortgageInput,
  type Residency,
} from '../shared/mortgage.ts';
import { fromAed, toAed, type Display } from '../shared/units.ts';

/** A yearly rate to start from; the person edits it to their bank's offer. */
const DEFAULT_RATE_PERCENT = 4.5;
/** The most a price may be (AED 10 billion): beyond any home, and far from rounding trouble. */
const MAX_PRICE_AED = 10_000_000_000;

export interface MortgageFormValues {
  price: string;
  residency: Residency;
  home: HomeOrder;
  status: BuildStatus;
  rate: string;
  years: string;
  /** Down payment in percent of the price; empty: the least the rules allow. */
  down: string;
}

/** Arabic-Indic digits and separators ("٢٬٠٠٠٬٠٠٠", "٤٫٥") as Latin ones. */
const latinDigits = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/٬/g, ',')
    .replace(/٫/g, '.')
    .replace(/٪/g, '%');

/** "2,000,000", " 4.5 % " (or in Arabic-Indic digits) -> a number; undefined when it is not one. */
function numberOf(text: string): number | undefined {
  const t = latinDigits(text).trim().replace(/%$/, '').trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t)) return undefined;
  return Number(t.replace(/,/g, ''));
}

/**
 * The form's schema: text in, a `MortgageInput` (in AED) out. `fixedPriceAed` is a listing's price,
 * which the form then does not ask for.
 */
export function mortgageSchema(d: Display, fixedPriceAed?: number) {
  // Messages in the language being read (the form builds its schema as it renders).
  const { t } = readingI18n();
  const max = MORTGAGE_RULES.maxTermYears;
  return z.pipe(
    z.object({
      price: z.string(),
      residency: z.enum(RESIDENCIES, { error: () => t('market.mortgage.errors.residency') }),
      home: z.enum(HOMES, { error: () => t('market.mortgage.errors.home') }),
      status: z.enum(STATUSES, { error: () => t('market.mortgage.errors.status') }),
      rate: z.string(),
      years: z.string(),
      down: z.string(),
    }),
    z.transform((v, ctx): MortgageInput => {
      const problem = (path: keyof MortgageFormValues, message: string) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: v });
      let priceAed = fixedPriceAed;
      if (priceAed === undefined) {
        const price = numberOf(v.price);
        if (v.price.trim() === '') problem('price', t('market.mortgage.errors.priceEmpty', { currency: d.currency }));
        else if (price === undefined) problem('price', t('market.mortgage.errors.priceDigits'));
        else if (price <= 0) problem('price', t('market.mortgage.errors.pricePositive'));
        else if (toAed(price, d.currency, d.rates) > MAX_PRICE_AED) problem('price', t('market.mortgage.errors.priceTooHigh'));
        else priceAed = Math.round(toAed(price, d.currency, d.rates));
      }
      const rate = numberOf(v.rate);
      if (rate === undefined) problem('rate', t('market.mortgage.errors.rate'));
      else if (rate > 20) problem('rate', t('market.mortgage.errors.rateMax'));
      const years = numberOf(v.years);
      if (years === undefined || !Number.isInteger(years) || years < 1 || years > max)
        problem('years', t('market.mortgage.errors.years', { max }));
      let down: number | undefined;
      if (v.down.trim() !== '') {
        down = numberOf(v.down);
        if (down === undefined || down > 100) problem('down', t('market.mortgage.errors.down'));
        else if (priceAed !== undefined) {
          const least = Math.round((1 - loanToValueCap({ ...v, priceAed }).ratio) * 100);
          if (down < least) problem('down', t('market.mortgage.errors.downLeast', { least }));
        }
      }
      if (priceAed === undefined || rate === undefined || years === undefined) return z.NEVER;
      return {
        priceAed,
        residency: v.residency,
        home: v.home,
        status: v.status,
        ratePercent: rate,
        termYears: years,
        ...(down === undefined ? {} : { downPaymentPercent: down }),
      };
    }),
  );
}

/** The `/mortgage` page's search: every input, prices in AED. (A type: pages read searches as records.) */
export type MortgageSearch = {
  price?: number;
  residency?: Residency;
  home?: HomeOrder;
  status?: BuildStatus;
  rate?: number;
  years?: number;
  down?: number;
};

const pick = <V extends string>(values: readonly V[], raw: unknown): V | undefined =>
  typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as V) : undefined;
const inRange = (raw: unknown, lo: number, hi: number): number | undefined => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? numberOf(raw) : undefined;
  return n !== undefined && n >= lo && n <= hi ? n : undefined;
};

/** The page's `validateSearch`: known values kept, anything else dropped (a bad link still opens). */
export function mortgageSearch(raw: Record<string, unknown>): MortgageSearch {
  const price = inRange(raw.price, 1, MAX_PRICE_AED);
  const years = inRange(raw.years, 1, MORTGAGE_RULES.maxTermYears);
  return {
    price: price === undefined ? undefined : Math.round(price),
    residency: pick(RESIDENCIES, raw.residency),
    home: pick(HOMES, raw.home),
    status: pick(STATUSES, raw.status),
    rate: inRange(raw.rate, 0, 20),
    years: years !== undefined && Number.isInteger(years) ? years : undefined,
    down: inRange(raw.down, 0, 100),
  };
}

/** Whole amounts in the display currency, two decimals at most for rates and shares. */
const shownAmount = (aed: number, d: Display) => String(Math.round(fromAed(aed, d.currency, d.rates)));

/** The form's starting values from a search (or a listing's price); the usual case where absent. */
export function formValuesOf(search: MortgageSearch, d: Display): MortgageFormValues {
  return {
    price: search.price === undefined ? '' : shownAmount(search.price, d),
    residency: search.residency ?? 'resident',
    home: search.home ?? 'first',
    status: search.status ?? 'ready',
    rate: String(search.rate ?? DEFAULT_RATE_PERCENT),
    years: String(search.years ?? MORTGAGE_RULES.maxTermYears),
    down: search.down === undefined ? '' : String(search.down),
  };
}

/** A valid estimate's inputs as the `/mortgage` page's search, for "the same estimate for any price". */
export function searchOf(input: MortgageInput): MortgageSearch {
  return {
    price: input.priceAed,
    residency: input.residency,
    home: input.home,
    status: input.status,
    rate: input.ratePercent,
    years: input.termYears,
    down: input.downPaymentPercent,
  };
}
