/**
 * "Search this area" on the search map: the service has no bounding box, so the view becomes a
 * search by area over the catalogue's places in it (/api/places): the coarsest level of place the
 * view holds (communities, else their parts, else towers), nearest the view's centre first, up to
 * MAX_SEARCH_PLACES. A view zoomed into one place (it holds that place but only some of its parts)
 * searches those parts, not the whole place. Communities' names are drawn on the map from the same catalogue.
 */
import type { CataloguedPlace, PlaceKind } from '../../contract/index.ts';
import type { MapPlaceLabel, MapView } from '../../components/map/points.ts';
import { MAX_SEARCH_PLACES } from '../../lib/place-list.ts';

/** Coarsest first: a view over Dubai searches communities, one inside a community its parts. */
const LEVELS: readonly (PlaceKind | null)[] = ['community', 'subcommunity', 'tower', null];

type Located = CataloguedPlace & { lat: number; lon: number };
const located = (p: CataloguedPlace): p is Located => p.lat !== null && p.lon !== null;

/** Distance on the ground, near enough at the UAE's scale (a degree of longitude is shorter than one of latitude). */
function distance(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const x = (a.lon - b.lon) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(x, a.lat - b.lat);
}

/** The places a view searches, in order, and how many places of that level it holds. */
export function placesInView(places: readonly CataloguedPlace[], view: MapView): { ids: string[]; inView: number } {
  const inside = places
    .filter(located)
    .filter((p) => p.kind !== 'emirate' && p.lat >= view.south && p.lat <= view.north && p.lon >= view.west && p.lon <= view.east);
  const level = LEVELS.find((kind) => inside.some((p) => p.kind === kind));
  let candidates = inside.filter((p) => p.kind === level);
  // Zoomed into one place: the view holds it but only some of its parts, so it searches those.
  while (candidates.length === 1) {
    const only = candidates[0]!.id;
    const parts = places.filter((p) => p.parentId === only).filter(located);
    const partsIn = parts.filter((p) => inside.includes(p));
    if (!partsIn.length || partsIn.length === parts.length) break;
    candidates = partsIn;
  }
  const nearest = [...candidates].sort((a, b) => distance(a, view.centre) - distance(b, view.centre) || a.id.localeCompare(b.id));
  return { ids: nearest.slice(0, MAX_SEARCH_PLACES).map((p) => p.id), inView: candidates.length };
}

/** The communities named on the search map. */
export function communityLabels(places: readonly CataloguedPlace[]): MapPlaceLabel[] {
  return places.filter(located).flatMap((p) => (p.kind === 'community' ? [{ id: p.id, name: p.name, lat: p.lat, lon: p.lon }] : []));
}
