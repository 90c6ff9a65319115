/**
 * The mortgage estimate's inputs: the form's text fields, checked by zod with messages in the
 * person's terms and language, and the same values as the `/mortgage` page's URL search (prices in AED there,
 * as everywhere in our URLs; the form shows and takes them in the display currency).
 */
import {
  HOMES,
  MORTGAGE_RULES,
  RESIDENCIES,
  STATUSES,
  type BuildStatus,
  type HomeOrder,
  type Residency,
} from '../shared/mortgage-terms.ts';
import type { MortgageInput } from '../shared/mortgage.ts';
import { fromAed, type Display } from '../shared/units.ts';

/** A yearly rate to start from; the person edits it to their bank's offer. */
const DEFAULT_RATE_PERCENT = 4.5;
/** The most a price may be (AED 10 billion): beyond any home, and far from rounding trouble. */
export const MAX_PRICE_AED = 10_000_000_000;

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
/**
 * A number as links write it: digits and a decimal point, as every page reads its link
 * (contract/canonical.ts). The form reads what a person types (typed-number.ts); a link is written
 * by the app, and reading it plainly keeps that reader out of every page's first load.
 */
const LINK_NUMBER = /^\d{1,15}(?:\.\d{1,6})?$/;
const inRange = (raw: unknown, lo: number, hi: number): number | undefined => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && LINK_NUMBER.test(raw) ? Number(raw) : undefined;
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
