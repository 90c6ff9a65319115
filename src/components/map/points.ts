/** Pins on a map: what the map needs to draw one, the short price a pin carries, and the pin of a listing. */
import type { Listing, Price } from '../../contract/index.ts';
import { formatCompact, formatPrice } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import type { ListingSnapshot } from '../../lib/saved/model.ts';
import { snapshotOfListing } from '../../lib/saved/snapshot.ts';
import { fromAed, type Display } from '../../shared/units.ts';

/** A place named on a search map for the eye (its name is the data's). */
export interface MapPlaceLabel {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/** A map's view: its centre and its edges ("Search this area"). */
export interface MapView {
  centre: { lat: number; lon: number };
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A pin on a map: what the map needs to draw it, label it and open it. */
export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
  /** The price in full, e.g. "AED 1,200,000" (popup, screen readers). */
  price: string;
  /** The price on the pin itself, e.g. "1.2M", "95K/yr" (see `pinPrice`). */
  label: string;
  title: string;
  /** A second line for the popup, e.g. the address. */
  subtitle?: string;
  image?: string;
  /** In-app path of the details page, when there is one. */
  href?: string;
  /**
   * The place this point stands for when the record has no position of its own (a new project
   * placed at its community): such points are spread around the place (spread.ts).
   */
  approximateAt?: string;
  /** A listing's card as saved by the popup's heart; none: no heart. */
  save?: ListingSnapshot;
}

/** Coordinates worth plotting: finite, and inside (or near) the UAE rather than 0,0 placeholders. */
export function plottable(lat: unknown, lon: unknown): boolean {
  return typeof lat === 'number' && typeof lon === 'number' && lat > 20 && lat < 28 && lon > 50 && lon < 58;
}

/** The rent periods a pin names (`widgets.map.per`), shortest form. */
const PIN_PERIODS = ['yearly', 'monthly', 'weekly', 'daily'] as const;
const isPinPeriod = (period: string): period is (typeof PIN_PERIODS)[number] => (PIN_PERIODS as readonly string[]).includes(period);

/**
 * The price on a pin: compact, with the rent period the contract's `price.period` gives:
 * 1,550,000 for sale -> "1.6M", 95,000 a year -> "95K/yr", 8,500 a month -> "8.5K/mo".
 * Hidden or missing prices read "Ask" (the popup says "Price on request"). In the language being
 * read, with the reader's digits ("1.6 مليون").
 */
export function pinPrice(price: Pick<Price, 'value' | 'period' | 'is_hidden'> | null | undefined, d: Display): string {
  const { t } = readingI18n();
  if (!price || price.is_hidden || typeof price.value !== 'number' || !Number.isFinite(price.value) || price.value <= 0)
    return t('widgets.map.ask');
  // In the display currency, as every price: the pin is short, the popup names the currency.
  const per = isPinPeriod(price.period) ? t(`widgets.map.per.${price.period}`) : '';
  return `${formatCompact(fromAed(price.value, d.currency, d.rates))}${per}`;
}

/** A listing's pin, or null when it has no plottable coordinates. */
export function listingPoint(l: Listing, d: Display): MapPoint | null {
  const c = l.address.coordinates;
  if (!c || !plottable(c.lat, c.lon)) return null;
  return {
    id: l.property_id,
    lat: c.lat,
    lon: c.lon,
    price: formatPrice(l.price, d),
    label: pinPrice(l.price, d),
    title: l.title || l.property_type,
    subtitle: l.address.full_name,
    image: l.images[0],
    href: `/property/${encodeURIComponent(l.property_id)}`,
    save: snapshotOfListing(l),
  };
}
