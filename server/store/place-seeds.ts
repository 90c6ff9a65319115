/**
 * Where the place catalogue starts from (places.ts): in embedded mode the embedded gateway's own
 * hierarchy, whole; in live mode the shipped reference's communities (names and centroids, from
 * ../shared/data/uae-market-reference.json as server/embedded/dataset/reference.ts carries it),
 * which the collector resolves to the service's ids through autocomplete.
 */
import type { PlaceEmirate } from '../../src/contract/index.ts';
import { COMMUNITY_REFS, EMIRATE_REFS, type EmirateName } from '../embedded/dataset/reference.ts';
import type { ReferencePlace, SeedPlace } from './places.ts';

const emirateSlug = (name: EmirateName): PlaceEmirate => {
  const ref = EMIRATE_REFS.find((e) => e.name === name)!;
  // The developer directory's slugs are the emirates' (Al Ain is a city, never an emirate here).
  return ref.developerLocation as PlaceEmirate;
};

/** The embedded gateway's hierarchy (built from a fixed seed: its ids never change between runs). */
export async function hierarchySeed(): Promise<SeedPlace[]> {
  // Loaded only in embedded mode, as the gateway itself is.
  const { buildLocations } = await import('../embedded/dataset/locations.ts');
  const { nodes } = buildLocations();
  return nodes.map((n) => ({
    id: n.id,
    name: n.name,
    nameAr: n.arabicNames[0] ?? null,
    kind: n.kind,
    parentId: n.parent >= 0 ? nodes[n.parent]!.id : null,
    emirate: emirateSlug(n.emirateRef.name),
    lat: n.lat,
    lon: n.lon,
  }));
}

/** The shipped reference's communities: names and centroids, ids to be asked of the service. */
export function referenceSeed(): ReferencePlace[] {
  return COMMUNITY_REFS.map((c) => ({ name: c.name, emirate: emirateSlug(c.emirate), lat: c.lat, lon: c.lon }));
}
