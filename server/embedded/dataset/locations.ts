/**
 * The location hierarchy: emirate > community > sub-community or tower (> tower). Ids:
 * emirates 1..7 (Dubai 1, Abu Dhabi 2, Sharjah 3, Ajman 4, Ras Al Khaimah 5, Fujairah 6,
 * Umm Al Quwain 7); communities keep their known portal ids (50, 51, 151, 152, 156) and the others
 * take 200, 201, ... in reference order; sub-communities and towers keep known ids (8995, 4270,
 * 1765) and the others take 10000, 10001, ... The hierarchy is built from a fixed seed, not the
 * dataset seed, so location ids never change between runs.
 */
import { Rng, slugify } from '../random.ts';
import { placeOnLand } from './land.ts';
import { LOCATION_NAMES } from './location-names.ts';
import { COMMUNITY_REFS, EMIRATE_REFS, type CommunityRef, type EmirateRef, type SubRef } from './reference.ts';

type LocationKind = 'emirate' | 'community' | 'subcommunity' | 'tower';

export interface LocationNode {
  /** Position in `Locations.nodes`. */
  index: number;
  id: number;
  name: string;
  /** Arabic names (the usual one first), empty where the place has no well-known one. */
  arabicNames: readonly string[];
  /** English abbreviations and long forms ("JVC"), for matching only. */
  aliases: readonly string[];
  kind: LocationKind;
  depth: number;
  parent: number;
  emirate: number;
  /** Index of the community node (-1 for an emirate). */
  community: number;
  lat: number;
  lon: number;
  /** Names from the node up to the emirate, comma-joined: 'Marina Tower, Dubai Marina, Dubai'. */
  fullName: string;
  /** Slugs from the emirate down to the node (for portal-style URLs). */
  slugPath: string[];
  /** Buildings (apartments, offices) or low-rise (villas, townhouses). */
  style: 'towers' | 'villas';
  children: number[];
  /** Price level relative to the community (1 for communities and emirates). */
  premium: number;
  emirateRef: EmirateRef;
  /** The community's reference (undefined for an emirate). */
  ref: CommunityRef | undefined;
  /** Share of its community's listings placed here (leaves only). */
  weight: number;
}

export interface Locations {
  nodes: LocationNode[];
  byId: Map<number, number>;
  emirates: number[];
  communities: number[];
  /** Nodes that hold listings: leaves, plus communities themselves for a few listings. */
  leavesOf: Map<number, number[]>;
  /** Whether `node` is `ancestor` or below it. */
  isWithin(node: number, ancestor: number): boolean;
  /** The node and its ancestors, nearest first. */
  chain(node: number): number[];
}

const LOCATION_SEED = 0x5eed_10c;

const TOWER_SUFFIXES = [
  'Tower',
  'Residences',
  'Heights',
  'Views',
  'Court',
  'Gate',
  'Plaza',
  'Residence',
  'Apartments',
  'Tower A',
  'Tower B',
  'Building',
];
const VILLA_SUFFIXES = ['Villas', 'Townhouses', 'Cluster', 'Phase 1', 'Phase 2', 'Gardens', 'Estates', 'Park'];
const ADJECTIVES = [
  'Emerald',
  'Azure',
  'Pearl',
  'Sapphire',
  'Jade',
  'Opal',
  'Orchid',
  'Horizon',
  'Vista',
  'Crystal',
  'Coral',
  'Marquise',
  'Sunrise',
  'Royal',
  'Elite',
  'Golden',
  'Silver',
  'Ivory',
  'Amber',
  'Cedar',
  'Olive',
  'Lotus',
  'Iris',
  'Zenith',
  'Atlas',
  'Regent',
  'Majestic',
  'Serene',
];

/** Whether a suffix starts with the word its head ends with ("Gate" + "Gate", "Residence" + "Residences"). */
function repeatsWord(head: string, suffix: string): boolean {
  const stem = (word: string) => word.toLowerCase().replace(/s$/, '');
  return stem(head.split(' ').at(-1)!) === stem(suffix.split(' ')[0]!);
}

export function buildLocations(): Locations {
  const rng = new Rng(LOCATION_SEED);
  const nodes: LocationNode[] = [];
  const byId = new Map<number, number>();
  const usedNames = new Set<string>();
  const reserve = (subs: readonly SubRef[] | undefined) => {
    for (const s of subs ?? []) {
      usedNames.add(s.name.toLowerCase());
      reserve(s.children);
    }
  };
  for (const c of COMMUNITY_REFS) {
    usedNames.add(c.name.toLowerCase());
    reserve(c.children);
  }
  const usedIds = new Set<number>([...EMIRATE_REFS.map((e) => e.id)]);
  const collectIds = (subs: readonly SubRef[] | undefined) => {
    for (const s of subs ?? []) {
      if (s.id) usedIds.add(s.id);
      collectIds(s.children);
    }
  };
  for (const c of COMMUNITY_REFS) {
    if (c.id) usedIds.add(c.id);
    collectIds(c.children);
  }
  let nextCommunityId = 200;
  let nextSubId = 10000;
  const freshId = (kind: 'community' | 'sub') => {
    if (kind === 'community') {
      while (usedIds.has(nextCommunityId)) nextCommunityId++;
      usedIds.add(nextCommunityId);
      return nextCommunityId;
    }
    while (usedIds.has(nextSubId)) nextSubId++;
    usedIds.add(nextSubId);
    return nextSubId;
  };

  const add = (n: Omit<LocationNode, 'index' | 'children' | 'fullName' | 'slugPath' | 'arabicNames' | 'aliases'>): LocationNode => {
    const parent = n.parent >= 0 ? nodes[n.parent] : undefined;
    const other = LOCATION_NAMES[n.name];
    const node: LocationNode = {
      ...n,
      arabicNames: other?.ar ?? [],
      aliases: other?.en ?? [],
      index: nodes.length,
      children: [],
      fullName: parent ? `${n.name}, ${parent.fullName}` : n.name,
      slugPath: parent ? [...parent.slugPath, slugify(n.name)] : [slugify(n.name)],
    };
    nodes.push(node);
    byId.set(node.id, node.index);
    parent?.children.push(node.index);
    return node;
  };

  const emirateIndex = new Map<string, number>();
  for (const e of EMIRATE_REFS) {
    const node = add({
      id: e.id,
      name: e.name,
      kind: 'emirate',
      depth: 0,
      parent: -1,
      emirate: nodes.length,
      community: -1,
      lat: e.lat,
      lon: e.lon,
      style: 'towers',
      premium: 1,
      emirateRef: e,
      ref: undefined,
      weight: 0,
    });
    emirateIndex.set(e.name, node.index);
  }

  const inventName = (c: CommunityRef, style: 'towers' | 'villas'): string => {
    const words = c.words ?? [c.name];
    const suffixes = style === 'towers' ? TOWER_SUFFIXES : VILLA_SUFFIXES;
    for (let attempt = 0; attempt < 40; attempt++) {
      const picked = rng.pick(suffixes);
      const head = rng.chance(0.55) ? rng.pick(words) : rng.pick(ADJECTIVES);
      // "Gate Gate": a head ending in the suffix's word takes the first suffix that does not repeat
      // it, with no further draw, so every other invented name stays as it was.
      const suffix = repeatsWord(head, picked) ? suffixes.find((s) => !repeatsWord(head, s))! : picked;
      const name = attempt > 20 ? `${head} ${suffix} ${attempt}` : `${head} ${suffix}`;
      if (!usedNames.has(name.toLowerCase())) {
        usedNames.add(name.toLowerCase());
        return name;
      }
    }
    throw new Error(`could not invent a name in ${c.name}`);
  };

  const spread = (c: CommunityRef) => (c.style === 'towers' ? 0.006 : 0.012);

  const addSub = (sub: SubRef, parent: LocationNode, c: CommunityRef): void => {
    const jitter = spread(c) * (parent.kind === 'community' ? 1 : 0.3);
    // Known coordinates stay; invented ones are jittered around the parent, kept on land.
    const known = sub.lat !== undefined && sub.lon !== undefined;
    const [lat, lon] = known
      ? [sub.lat!, sub.lon!]
      : placeOnLand(parent.lat, parent.lon, rng.range(-jitter, jitter), rng.range(-jitter, jitter));
    const node = add({
      id: sub.id ?? freshId('sub'),
      name: sub.name,
      kind: sub.style === 'towers' && !sub.children?.length ? 'tower' : 'subcommunity',
      depth: parent.depth + 1,
      parent: parent.index,
      emirate: parent.emirate,
      community: parent.community,
      lat,
      lon,
      style: sub.style,
      premium: round3(rng.range(0.86, 1.16)),
      emirateRef: parent.emirateRef,
      ref: c,
      weight: rng.range(0.5, 1.5),
    });
    for (const child of sub.children ?? []) addSub(child, node, c);
  };

  for (const c of COMMUNITY_REFS) {
    const emirate = emirateIndex.get(c.emirate)!;
    const community = add({
      id: c.id ?? freshId('community'),
      name: c.name,
      kind: 'community',
      depth: 1,
      parent: emirate,
      emirate,
      community: nodes.length,
      lat: c.lat,
      lon: c.lon,
      style: c.style === 'villas' ? 'villas' : 'towers',
      premium: 1,
      emirateRef: nodes[emirate]!.emirateRef,
      ref: c,
      weight: 0.4,
    });
    for (const sub of c.children ?? []) addSub(sub, community, c);
    const target = Math.round(4 + c.weight * 2.2);
    const explicit = c.children?.length ?? 0;
    for (let i = explicit; i < target; i++) {
      const style: 'towers' | 'villas' = c.style === 'mixed' ? (rng.chance(0.5) ? 'towers' : 'villas') : c.style;
      addSub({ name: inventName(c, style), style }, community, c);
    }
  }

  const emirates = nodes.filter((n) => n.kind === 'emirate').map((n) => n.index);
  const communities = nodes.filter((n) => n.kind === 'community').map((n) => n.index);
  const leavesOf = new Map<number, number[]>();
  for (const ci of communities) {
    const leaves: number[] = [ci];
    const walk = (i: number) => {
      for (const ch of nodes[i]!.children) {
        if (nodes[ch]!.children.length === 0) leaves.push(ch);
        else walk(ch);
      }
    };
    walk(ci);
    leavesOf.set(ci, leaves);
  }

  const isWithin = (node: number, ancestor: number): boolean => {
    for (let i = node; i >= 0; i = nodes[i]!.parent) if (i === ancestor) return true;
    return false;
  };
  const chain = (node: number): number[] => {
    const out: number[] = [];
    for (let i = node; i >= 0; i = nodes[i]!.parent) out.push(i);
    return out;
  };
  return { nodes, byId, emirates, communities, leavesOf, isWithin, chain };
}

const round3 = (x: number) => Math.round(x * 1e3) / 1e3;
