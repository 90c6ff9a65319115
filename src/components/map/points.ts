/** Pins on a map: what the map needs to draw one, and the pin of a listing. */
import type { Listing } from '../../contract/index.ts';
import { formatPrice } from '../../lib/format.ts';
import type { Display } from '../../shared/units.ts';

/** A pin on a map: what the map needs to draw it, label it and open it. */
export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
  /** Short price text, e.g. "AED 1,200,000". */
  price: string;
  title: string;
  /** A second line for the popup, e.g. the address. */
  subtitle?: string;
  image?: string;
  /** In-app path of the details page, when there is one. */
  href?: string;
}

/** Coordinates worth plotting: finite, and inside (or near) the UAE rather than 0,0 placeholders. */
export function plottable(lat: unknown, lon: unknown): boolean {
  return typeof lat === 'number' && typeof lon === 'number' && lat > 20 && lat < 28 && lon > 50 && lon < 58;
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
    title: l.title || l.property_type,
    subtitle: l.address.full_name,
    image: l.images[0],
    href: `/property/${encodeURIComponent(l.property_id)}`,
  };
}
