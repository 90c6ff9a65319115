/**
 * What a listing needs to be compared with transactions: its community (from the address, since
 * the record carries no location id), its bedroom count (free text), the asking figure on the
 * transactions' footing (a sale price, or a yearly rent) and the type to filter by.
 */
import {
  RES_TYPES,
  TREND_PROPERTY_TYPES,
  type BedroomsKey,
  type Listing,
  type PriceTrendPoint,
  type ResType,
} from '../../contract/index.ts';
import { pricePerSqft, yearlyRent } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { defaultParam } from '../../lib/url-search.ts';

/** A listing's bedrooms as a join key with transactions and trends (the contract's rule, src/contract/bedrooms.ts). */
export type BedroomsFilter = BedroomsKey;

/** For a sentence: "studio", "2-bedroom", "7+ bedroom" (in the language being read). */
export function bedroomsAdjective(filter: BedroomsFilter): string {
  const { t } = readingI18n();
  if (filter.exact === 0) return t('market.context.studio');
  return filter.exact !== undefined
    ? t('market.context.bedsExact', { count: filter.exact })
    : t('market.context.bedsAtLeast', { count: filter.atLeast });
}

export interface AskingFigure {
  /** Which transactions to compare with. */
  type: 'sold' | 'rented';
  /** AED: the sale price, or the rent per year. */
  value: number;
}

export function askingFigureOf(listing: Pick<Listing, 'price'>): AskingFigure | null {
  const { value, period, is_hidden } = listing.price;
  if (is_hidden || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  if (period === 'sell') return { type: 'sold', value };
  const yearly = yearlyRent(value, period);
  return yearly === null ? null : { type: 'rented', value: yearly };
}

/** "Hotel Apartment" -> "hotel-apartment": the contract's spelling of a displayed type. */
const typeKey = (display: string) =>
  display
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The listing's type as a transactions filter, when it is a residential type. */
export function residentialTypeOf(display: string): ResType | undefined {
  const key = typeKey(display);
  return (RES_TYPES as readonly string[]).includes(key) ? (key as ResType) : undefined;
}

const DEFAULT_TREND_TYPE = defaultParam('price-trend-of-location', 'property_type');

type TrendType = (typeof TREND_PROPERTY_TYPES)[number];

/** The contract's type a displayed type names ("Hotel Apartment" -> hotel-apartment), if any. */
export function knownTypeOf(display: string): TrendType | undefined {
  const key = typeKey(display);
  return (TREND_PROPERTY_TYPES as readonly string[]).includes(key) ? (key as TrendType) : undefined;
}

/** The listing's type for the price trend; the endpoint's default type when it has no trend of its own. */
export function trendTypeOf(display: string): TrendType {
  return knownTypeOf(display) ?? DEFAULT_TREND_TYPE;
}

/** A rent set against the sale prices of its place: the only price trend there is, of sales. */
export interface RentAgainstSale {
  /** The asking rent as AED per sqft a year. */
  rentPerSqft: number;
  /** The latest month's sale level of the place, AED per sqft, and that month. */
  saleLevel: number;
  date: string;
  /** The year's rent over the sale level: what the rent would earn on a home bought at that level. */
  grossYield: number;
}

/**
 * For a rental: its rent per sqft a year against the latest sale level of its bedroom category
 * in the price trend (`tower_price`, the place's own level). Null for a sale, or without a size,
 * a shown rent or a level to compare with.
 */
export function rentAgainstSaleLevel(
  listing: Pick<Listing, 'price' | 'size'>,
  points: readonly PriceTrendPoint[],
  beds: number,
): RentAgainstSale | null {
  if (listing.price.period === 'sell') return null;
  const rent = pricePerSqft(listing.price, listing.size?.value);
  const levels = points
    .flatMap((p) =>
      p.bedroom_id === beds && typeof p.tower_price === 'number' && p.tower_price > 0 ? [{ level: p.tower_price, date: p.date }] : [],
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  const latest = levels.at(-1);
  if (rent === null || !latest) return null;
  return { rentPerSqft: rent, saleLevel: latest.level, date: latest.date, grossYield: rent / latest.level };
}
