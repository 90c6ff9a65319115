/**
 * Number, price and date formatting: one place, so figures read the same everywhere in the app,
 * in the language being read (English or Arabic, Latin or Arabic-Indic digits). Figures read
 * against something (a change, a rank, a day against today) are in format-relative.ts.
 */
import type { TFunction } from 'i18next';
import type { Price } from '../contract/index.ts';
import { readingFormatters, readingI18n } from './i18n/reading.ts';
import { isFigure } from './i18n/format.ts';
import { yearlyRent } from '../shared/stats.ts';
import { fromAed, fromSqft, perSqftIn, type Currency, type Display } from '../shared/units.ts';

/** The formatters and words of the language being read (src/lib/i18n/reading.ts). */
const f = readingFormatters;
const t = (...args: Parameters<TFunction>) => readingI18n().t(...args);

/** 1234567 -> "1,234,567" */
export const formatNumber = (n: number | null | undefined) => f().number(n);

/** 0.5 -> "0.5", 1234.567 -> "1,234.57": numbers that are not whole (shares, areas, rates). */
export const formatDecimal = (n: number | null | undefined, digits = 2) => f().decimal(n, digits);

/**
 * Amounts and areas arrive in AED and square feet, the service's terms, and are shown in the
 * person's `Display` (currency and area unit, src/lib/display.ts `useDisplay()`): every price and
 * area in the app goes through the functions below.
 */

/** An amount already in `currency`: (1234567, 'USD') -> "USD 1,234,567". */
export const formatAmount = (amount: number | null | undefined, currency: Currency) => f().money(amount, currency);

/** An AED amount in the display currency: 1234567 -> "AED 1,234,567", or "USD 336,166" in dollars. */
export const formatMoney = (aed: number | null | undefined, d: Display) =>
  isFigure(aed) ? formatAmount(fromAed(aed, d.currency, d.rates), d.currency) : '—';

/** 1234567 -> "AED 1.23M" ("USD 336.17K"); for tight spaces. */
export const formatMoneyCompact = (aed: number | null | undefined, d: Display) =>
  isFigure(aed) ? f().moneyCompact(fromAed(aed, d.currency, d.rates), d.currency) : '—';

/** Axis ticks: 1200000 -> "1.2M", 850000 -> "850K". */
export const formatCompact = (n: number | null | undefined) => f().compact(n);

/** 0.0612 -> "6.1%" */
export const formatPercent = (ratio: number | null | undefined, digits = 1) => f().percent(ratio, digits);

/** An area in square feet, in the display unit: 1200 -> "1,200 sqft", or "111 sqm". */
export const formatArea = (sqft: number | null | undefined, d: Pick<Display, 'unit'>) =>
  isFigure(sqft) ? f().area(fromSqft(sqft, d.unit), d.unit) : '—';

/** The display unit's short name: "sqft", "sqm" ("م²" in Arabic). */
export const unitLabel = (d: Pick<Display, 'unit'>) => f().unit(d.unit);

/** The name of a price per area, for titles and axes: "USD per sqm". */
export const perAreaLabel = (d: Pick<Display, 'currency' | 'unit'>) =>
  t('format.perArea', { currency: d.currency, unit: f().unit(d.unit) });

const PERIODS = ['yearly', 'monthly', 'weekly', 'daily'] as const;
const isPeriod = (period: string): period is (typeof PERIODS)[number] => (PERIODS as readonly string[]).includes(period);

/** A listing price with its period: "AED 120,000/year"; hidden prices say so. */
export function formatPrice(price: Pick<Price, 'value' | 'period' | 'is_hidden'> | null | undefined, d: Display): string {
  if (!price || price.is_hidden || !isFigure(price.value)) return t('format.priceOnRequest');
  return `${formatMoney(price.value, d)}${formatPeriodSuffix(price.period)}`;
}

/** A rent's period after its amount ("/year"); nothing for a sale. */
export const formatPeriodSuffix = (period: string) => (isPeriod(period) ? t(`format.per.${period}`) : '');

export { yearlyRent };

/** AED per sqft of a sale price, or of a rent per year. */
export function pricePerSqft(
  price: Pick<Price, 'value' | 'period' | 'is_hidden'> | null | undefined,
  sqft: number | null | undefined,
): number | null {
  if (!price || price.is_hidden || !isFigure(price.value) || !isFigure(sqft) || sqft <= 0) return null;
  const amount = price.period === 'sell' ? price.value : yearlyRent(price.value, price.period);
  return amount === null ? null : amount / sqft;
}

/** An AED-per-sqft level in the display's terms: 2223 -> "AED 2,223/sqft", or "USD 6,515/sqm". */
export const formatPerArea = (aedPerSqft: number | null | undefined, d: Display) =>
  isFigure(aedPerSqft) ? `${formatMoney(perSqftIn(aedPerSqft, d.unit), d)}/${f().unit(d.unit)}` : '—';

/**
 * "AED 1,850/sqft" for a sale; rents are normalised to a year first ("AED 95/sqft/year"), so
 * a monthly and a yearly rent compare. Empty when the price is hidden or the size unknown.
 */
export function formatPricePerArea(
  price: Pick<Price, 'value' | 'period' | 'is_hidden'> | null | undefined,
  sqft: number | null | undefined,
  d: Display,
): string {
  const per = pricePerSqft(price, sqft);
  if (per === null) return '';
  return `${formatPerArea(per, d)}${price?.period === 'sell' ? '' : t('format.per.yearly')}`;
}

/**
 * Bedrooms arrive as free text ("studio", "3", "7+", "none") or a number. A person reads
 * "Studio", "3 beds", "7+ beds".
 */
export function formatBeds(beds: string | number | null | undefined): string {
  if (beds === null || beds === undefined || beds === '') return '—';
  const text = String(beds).trim().toLowerCase();
  if (text === 'studio' || text === '0') return t('format.studio');
  if (text === 'none') return t('format.noBedrooms');
  return countOf(text, 'counts.bedrooms', 'format.bedsAtLeast');
}

/** Whether a free-text count says anything: not missing, empty or "none". */
export function hasCount(count: string | number | null | undefined): boolean {
  if (count === null || count === undefined) return false;
  const text = String(count).trim().toLowerCase();
  return text !== '' && text !== 'none';
}

export function formatBaths(baths: string | number | null | undefined): string {
  if (baths === null || baths === undefined || baths === '') return '—';
  const text = String(baths).trim().toLowerCase();
  // The service's "none" (commercial units, plots) says it has no count, not that there are none.
  if (text === 'none') return t('format.noBathroomInfo');
  if (text === '0') return t('format.noBathrooms');
  return countOf(text, 'counts.bathrooms', 'format.bathsAtLeast');
}

/** "3" -> "3 beds", "7+" -> "7+ beds"; other free text is shown as the service wrote it. */
function countOf(
  text: string,
  counted: 'counts.bedrooms' | 'counts.bathrooms',
  atLeast: 'format.bedsAtLeast' | 'format.bathsAtLeast',
): string {
  const match = /^(\d+)(\+?)$/.exec(text);
  if (!match) return text;
  return t(match[2] ? atLeast : counted, { count: Number(match[1]) });
}

/**
 * A bedroom category (a choice, a trend's `bedroom_id`, a group of transactions), where the top
 * one gathers 7 or more: 0 -> "Studio", 2 -> "2 beds", 7 -> "7+ beds".
 */
export const formatBedroomCategory = (n: number) => formatBeds(n >= 7 ? '7+' : n);

/** A bedroom count for pickers and tables: 0 -> "Studio", 7 -> "7+". */
export const bedroomLabel = (n: number) => (n === 0 ? t('format.studio') : n >= 7 ? `${formatNumber(7)}+` : formatNumber(n));

/** "2026-02-07" -> "7 Feb 2026" */
export const formatDate = (iso: string | null | undefined) => f().date(iso);

/** "2026-02-07" -> "Feb 2026" */
export const formatMonth = (iso: string | null | undefined) => f().month(iso);
