/** Search results as map pins. */
import type { Listing, NewProject } from '../../contract/index.ts';
import { listingPoint, pinPrice, plottable, type MapPoint } from '../../components/map/points.ts';
import { formatMoney } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import type { Display } from '../../shared/units.ts';

/**
 * New-project records carry no coordinates in the spec; a service that adds them (as
 * `coordinates` on the record or its `location`) gets pins, others get none.
 */
export function projectPoint(p: NewProject, d: Display): MapPoint | null {
  const c = (p.coordinates ?? (p.location as { coordinates?: unknown }).coordinates) as { lat?: unknown; lon?: unknown } | undefined;
  if (!c || !plottable(c.lat, c.lon)) return null;
  return {
    id: p.listing_id,
    lat: c.lat as number,
    lon: c.lon as number,
    price: projectPrice(p, d),
    label: projectPinPrice(p, d),
    title: p.name,
    subtitle: [p.developer_name, p.location.full_name].filter(Boolean).join(' · '),
    image: p.images[0],
  };
}

/** The price a project starts at now (the service filters on this figure). */
export const projectPrice = (p: NewProject, d: Display) =>
  readingI18n().t('listings.results.projectFrom', { price: formatMoney(p.effective_price ?? p.price_from, d) });

/** The same on a pin: "from 1.2M". */
export const projectPinPrice = (p: NewProject, d: Display) => {
  const value = p.effective_price ?? p.price_from ?? null;
  const label = pinPrice({ value, period: 'sell', is_hidden: false }, d);
  // No price: the pin says to ask, with no "from".
  return value !== null && Number.isFinite(value) && value > 0
    ? readingI18n().t('listings.results.projectPinFrom', { price: label })
    : label;
};

export function pointsOf(items: readonly (Listing | NewProject)[], cards: 'listing' | 'project', d: Display): MapPoint[] {
  const out: MapPoint[] = [];
  for (const item of items) {
    const point = cards === 'listing' ? listingPoint(item as Listing, d) : projectPoint(item as NewProject, d);
    if (point) out.push(point);
  }
  return out;
}

/** A result's id, as its pin and card carry it. */
export const resultId = (item: Listing | NewProject, cards: 'listing' | 'project') =>
  cards === 'listing' ? (item as Listing).property_id : (item as NewProject).listing_id;
