/** New projects (off-plan developments) by developers, placed in communities they build in. */
import type { DeveloperLocation } from '../../../src/contract/index.ts';
import { Rng, WeightedTable } from '../random.ts';
import type { Locations } from './locations.ts';
import { PROJECT_SUFFIXES, PROJECT_WORDS } from './names.ts';
import type { Developer } from './people.ts';
import { roundPrice, salePsf } from './pricing.ts';

export interface Project {
  index: number;
  listingId: string;
  name: string;
  developer: number;
  /** Community or sub-community node index. */
  loc: number;
  fullName: string;
  propertyType: 'apartment' | 'villa' | 'townhouse' | 'penthouse' | 'duplex';
  /** Bedroom counts offered, ascending (7 = 7+). */
  bedrooms: number[];
  minSize: number;
  maxSize: number;
  priceFrom: number;
  effectivePrice: number;
  /** Epoch ms. */
  deliveryDate: number;
  salesStartDate: number;
  phase: 'under_construction' | 'ready' | 'not_started';
  featured: boolean;
  rank: number;
  images: number;
}

const DAY = 86_400_000;

export function buildProjects(seed: number, count: number, locations: Locations, developers: Developer[], asOf: number): Project[] {
  const rng = Rng.derive(seed, 'projects', count);
  const { nodes } = locations;
  const communitiesOf = (loc: DeveloperLocation): number[] =>
    locations.communities.filter((c) => {
      const n = nodes[c]!;
      const devLoc = n.ref!.developerLocation ?? n.emirateRef.developerLocation;
      return devLoc === loc;
    });
  const byLocation = new Map<DeveloperLocation, WeightedTable<number>>();
  const devTable = new WeightedTable(
    developers.map((d) => d.index),
    developers.map((d) => d.weight),
  );
  const out: Project[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < count; i++) {
    const dev = developers[devTable.pick(rng)]!;
    const where = rng.pick(dev.locations);
    let table = byLocation.get(where);
    if (!table) {
      const cs = communitiesOf(where);
      table = new WeightedTable(
        cs,
        cs.map((c) => nodes[c]!.ref!.weight),
      );
      byLocation.set(where, table);
    }
    const community = nodes[table.pick(rng)]!;
    const ref = community.ref!;
    const villa = ref.style === 'villas' || (ref.style === 'mixed' && rng.chance(0.45));
    const subs = community.children.map((c) => nodes[c]!).filter((n) => n.kind === 'subcommunity' && (n.style === 'villas') === villa);
    const node = subs.length && rng.chance(0.5) ? rng.pick(subs) : community;
    const propertyType = villa
      ? rng.weighted(['villa', 'townhouse'] as const, [55, 45])
      : rng.weighted(['apartment', 'penthouse', 'duplex'] as const, [90, 6, 4]);
    let lo: number;
    let hi: number;
    if (propertyType === 'villa') {
      lo = rng.int(3, 4);
      hi = Math.min(7, lo + rng.int(1, 3));
    } else if (propertyType === 'townhouse') {
      lo = rng.int(2, 3);
      hi = lo + rng.int(1, 2);
    } else if (propertyType === 'apartment') {
      lo = rng.int(0, 1);
      hi = Math.min(4, lo + rng.int(1, 3));
    } else {
      lo = rng.int(2, 3);
      hi = lo + rng.int(1, 2);
    }
    const bedrooms: number[] = [];
    for (let b = lo; b <= hi; b++) bedrooms.push(b);
    const sizeOf = (b: number) => (villa ? 1200 + b * 800 : b === 0 ? 420 : 300 + b * 520) * (propertyType === 'penthouse' ? 1.6 : 1);
    const minSize = Math.round(sizeOf(lo) * rng.range(0.9, 1.05));
    const maxSize = Math.round(sizeOf(hi) * rng.range(1.0, 1.3));
    const psf = salePsf(ref, propertyType, false, lo) * node.premium * rng.range(1.0, 1.15);
    const priceFrom = roundPrice(minSize * psf);
    const effectivePrice = rng.chance(0.2) ? roundPrice(priceFrom * rng.range(0.9, 0.98)) : priceFrom;
    const delivery = asOf + rng.int(-180, 48 * 30) * DAY + rng.int(0, 86_399) * 1000;
    const salesStart = delivery - rng.int(18 * 30, 48 * 30) * DAY;
    const phase = salesStart > asOf ? 'not_started' : delivery <= asOf ? 'ready' : 'under_construction';
    let name = '';
    for (let attempt = 0; attempt < 20 && (!name || usedNames.has(name)); attempt++) {
      name = rng.chance(0.5)
        ? `${dev.name.split(' ')[0]} ${rng.pick(PROJECT_WORDS)}`
        : `${rng.pick(ref.words ?? [ref.name])} ${rng.pick(PROJECT_SUFFIXES)}`;
      if (attempt > 10) name += ` ${attempt}`;
    }
    usedNames.add(name);
    out.push({
      index: i,
      listingId: rng.uuid(),
      name,
      developer: dev.index,
      loc: node.index,
      fullName: `${name}, ${node.fullName}`,
      propertyType,
      bedrooms,
      minSize,
      maxSize,
      priceFrom,
      effectivePrice,
      deliveryDate: delivery,
      salesStartDate: salesStart,
      phase,
      featured: rng.chance(0.15),
      rank: rng.next(),
      images: rng.int(1, 4),
    });
    dev.numProjects++;
  }
  return out;
}
