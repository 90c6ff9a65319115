/** A pin on a results map: what the map needs to draw it, label it and open it. */
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
