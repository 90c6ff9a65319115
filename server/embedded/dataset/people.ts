/**
 * Brokerages, their agents, and developers. Listing counts (agents' and brokerages' totals) are
 * filled in by the listing generator, so they match the listings each one owns.
 */
import { DEVELOPER_LOCATIONS, type DeveloperLocation } from '../../../src/contract/index.ts';
import { Rng, WeightedTable, slugify } from '../random.ts';
import type { Locations } from './locations.ts';
import {
  BROKER_KINDS,
  BROKER_WORDS,
  DEVELOPER_KINDS,
  DEVELOPER_WORDS,
  FIRST_NAMES,
  LANGUAGES,
  LAST_NAMES,
  NATIONALITIES,
  POSITIONS,
  languageId,
} from './names.ts';
import { BROKERAGE_REFS, COMMUNITY_REFS, DEVELOPER_REFS, EMIRATE_REFS } from './reference.ts';

export interface Broker {
  index: number;
  id: number;
  name: string;
  slug: string;
  /** Emirate node index. */
  emirate: number;
  city: string;
  address: string;
  phone: string;
  description: string;
  featured: boolean;
  /** Tie-breaker for the featured order. */
  rank: number;
  agents: number[];
  /** Listing count (filled by the listing generator). */
  totalProperties: number;
}

export interface Agent {
  index: number;
  id: number;
  name: string;
  slug: string;
  broker: number;
  nationality: { name: string; code: string };
  languages: Array<{ id: number; name: string }>;
  position: string;
  phone: string;
  /** Category indexes (CATEGORY order) the agent specialises in. */
  specialisations: number[];
  /** Closed sales and rentals over the last 12 months. */
  sales: number;
  rentals: number;
  superAgent: boolean;
  hasPhoto: boolean;
  /** Share of listings the agent gets, relative to colleagues. */
  activity: number;
  totalProperties: number;
}

export interface Developer {
  index: number;
  id: string;
  name: string;
  slug: string;
  description: string;
  established: string;
  locations: DeveloperLocation[];
  weight: number;
  numProjects: number;
}

export interface People {
  brokers: Broker[];
  agents: Agent[];
  developers: Developer[];
  brokerById: Map<number, number>;
  agentById: Map<number, number>;
}

const CITY_SHARE = (() => {
  const byEmirate = new Map<string, number>();
  for (const c of COMMUNITY_REFS) byEmirate.set(c.emirate, (byEmirate.get(c.emirate) ?? 0) + c.weight);
  return EMIRATE_REFS.map((e) => byEmirate.get(e.name) ?? 1);
})();

export function buildPeople(seed: number, locations: Locations, agentCount: number): People {
  const rng = Rng.derive(seed, 'people');
  const brokerCount = Math.max(25, Math.round(agentCount / 7));
  const brokers: Broker[] = [];
  const usedBrokerIds = new Set(BROKERAGE_REFS.map((b) => b.id).filter((x): x is number => !!x));
  const usedNames = new Set<string>(BROKERAGE_REFS.map((b) => b.name));
  let nextId = 1000;

  const towerIn = (emirateNode: number) => {
    const communities = locations.nodes[emirateNode]!.children;
    const c = locations.nodes[rng.pick(communities)]!;
    const towers = c.children.map((i) => locations.nodes[i]!).filter((n) => n.style === 'towers');
    const t = towers.length ? rng.pick(towers) : c;
    return { tower: t.name, community: c.name };
  };

  for (let i = 0; i < brokerCount; i++) {
    const ref = BROKERAGE_REFS[i];
    let name: string;
    let id: number;
    let emirateName: string;
    if (ref) {
      name = ref.name;
      emirateName = ref.emirate;
    } else {
      do {
        name = `${rng.pick(BROKER_WORDS)} ${rng.pick(BROKER_KINDS)}`;
      } while (usedNames.has(name));
      usedNames.add(name);
      emirateName = rng.weighted(EMIRATE_REFS, CITY_SHARE).name;
    }
    if (ref?.id) id = ref.id;
    else {
      nextId += rng.int(3, 40);
      while (usedBrokerIds.has(nextId)) nextId++;
      id = nextId;
      usedBrokerIds.add(id);
    }
    const emirateRef = EMIRATE_REFS.find((e) => e.name === emirateName)!;
    const emirate = locations.byId.get(emirateRef.id)!;
    const { tower, community } = towerIn(emirate);
    brokers.push({
      index: i,
      id,
      name,
      slug: `${slugify(name)}-${id}`,
      emirate,
      city: emirateRef.name,
      address: `Office ${rng.int(1, 40)}${String(rng.int(1, 20)).padStart(2, '0')}, Building ${tower}, ${community}, ${emirateRef.name}`,
      phone: `+971${emirateRef.areaCode}${rng.int(2000000, 8999999)}`,
      description:
        `${name} is a ${rng.pick(['leading', 'boutique', 'award-winning', 'family-run', 'fast-growing', 'full-service'])} real estate agency based in ${emirateRef.name}, ` +
        `helping buyers, tenants and investors with ${rng.pick(['sales and leasing', 'off-plan and resale property', 'residential and commercial property', 'luxury homes'])} since ${rng.int(1995, 2022)}.`,
      featured: rng.chance(0.15),
      rank: rng.next(),
      agents: [],
      totalProperties: 0,
    });
  }

  const agents: Agent[] = [];
  const slugCount = new Map<string, number>();
  let nextAgentId = 180000;
  const brokerSize = brokers.map((_broker, i) => (i < BROKERAGE_REFS.length ? 6 : 1) / Math.pow(rng.range(0.05, 1), 0.6));
  const brokerTable = new WeightedTable(brokers, brokerSize);
  const nationalityTable = new WeightedTable(
    NATIONALITIES,
    NATIONALITIES.map((n) => n.weight),
  );
  const positionTable = POSITIONS.map((p) => p[0]);
  const positionWeights = POSITIONS.map((p) => p[1]);
  for (let i = 0; i < agentCount; i++) {
    // Every brokerage gets at least one agent; the rest go by brokerage size.
    const broker = i < brokers.length ? brokers[i]! : brokerTable.pick(rng);
    const nat = nationalityTable.pick(rng);
    const name = `${rng.pick(FIRST_NAMES[nat.group])} ${rng.pick(LAST_NAMES[nat.group])}`;
    const baseSlug = slugify(name);
    const seen = slugCount.get(baseSlug) ?? 0;
    slugCount.set(baseSlug, seen + 1);
    const langs = ['English', ...rng.sample(nat.languages, rng.int(1, Math.max(1, nat.languages.length)))];
    if (rng.chance(0.12) && !langs.includes('Arabic')) langs.push('Arabic');
    const primary = rng.weighted([0, 1, 2, 3], [40, 35, 10, 15]);
    const specialisations = [primary];
    if (rng.chance(0.35)) {
      const second = rng.weighted([0, 1, 2, 3], [40, 35, 10, 15]);
      if (second !== primary) specialisations.push(second);
    }
    specialisations.sort((a, b) => a - b);
    const sells = specialisations.includes(0) || specialisations.includes(2);
    const lets = specialisations.includes(1) || specialisations.includes(3);
    const activity = 1 / Math.pow(rng.range(0.03, 1), 0.7);
    nextAgentId += rng.int(5, 160);
    const position = lets && !sells && rng.chance(0.4) ? 'Leasing Consultant' : rng.weighted(positionTable, positionWeights);
    const agent: Agent = {
      index: i,
      id: nextAgentId,
      name,
      slug: seen ? `${baseSlug}-${seen + 1}` : baseSlug,
      broker: broker.index,
      nationality: { name: nat.name, code: nat.code },
      languages: [...new Set(langs)]
        .filter((l) => (LANGUAGES as readonly string[]).includes(l))
        .map((l) => ({ id: languageId(l), name: l })),
      position,
      phone: `+9715${rng.pick(['0', '2', '4', '5', '6', '8'])}${rng.int(1000000, 9999999)}`,
      specialisations,
      sales: sells ? Math.round(activity * rng.range(2, 12)) : rng.int(0, 3),
      rentals: lets ? Math.round(activity * rng.range(3, 18)) : rng.int(0, 3),
      superAgent: rng.chance(0.15),
      hasPhoto: rng.chance(0.85),
      activity,
      totalProperties: 0,
    };
    agents.push(agent);
    broker.agents.push(agent.index);
  }

  const developers = buildDevelopers(seed);
  return {
    brokers,
    agents,
    developers,
    brokerById: new Map(brokers.map((b) => [b.id, b.index])),
    agentById: new Map(agents.map((a) => [a.id, a.index])),
  };
}

/** How many developers each directory lists (reference ones included). */
const DEVELOPERS_PER_LOCATION: Record<DeveloperLocation, number> = {
  dubai: 42,
  'abu-dhabi': 18,
  sharjah: 12,
  ajman: 8,
  'ras-al-khaimah': 9,
  fujairah: 5,
  'umm-al-quwain': 5,
  'al-ain': 6,
};

/**
 * Two generated developers carry markup a browser must never run (a `<script>` and an `onerror`
 * handler) so the UI's sanitiser is exercised on the first page of the Dubai directory.
 */
const UNSAFE_DESCRIPTIONS: Record<string, string> = {
  'Harbour Crest Developments':
    '<p>Harbour Crest Developments builds waterfront homes.</p><script>console.log("embedded-gateway: this script must not run")</script><p>Over 20 towers delivered.</p>',
  'Skyline Vista Properties':
    '<p>Skyline Vista Properties <img src="x" onerror="console.log(\'embedded-gateway: onerror must not run\')"> designs family communities.</p>',
};

/** Where a developer's description says how many projects it has, until they are counted. */
const PROJECT_COUNT = '{project-count}';

/** Writes each developer's project count into its description, once the projects are built. */
export function describeDevelopers(developers: Developer[]): void {
  for (const dev of developers) {
    const count =
      dev.numProjects === 0
        ? 'It has no projects on the market right now'
        : `Its portfolio spans ${dev.numProjects} ${dev.numProjects === 1 ? 'project' : 'projects'}`;
    dev.description = dev.description.replace(PROJECT_COUNT, count);
  }
}

function buildDevelopers(seed: number): Developer[] {
  const rng = Rng.derive(seed, 'developers');
  const out: Developer[] = [];
  const used = new Set<string>();
  const add = (name: string, locations: DeveloperLocation[], founded: number, weight: number) => {
    used.add(name);
    const about = rng.pick([
      'is one of the largest master developers in the UAE',
      'develops residential communities and mixed-use destinations',
      'is known for design-led apartments and villas',
      'delivers affordable homes with flexible payment plans',
      'builds landmark towers and waterfront communities',
    ]);
    // The count of projects is written in once the projects are built (describeDevelopers), so the
    // text says the same as num_projects_online. The draw that once made the count up stays, so
    // every later value of the seed (dates, other developers) is as it was.
    rng.int(5, 120);
    const description =
      UNSAFE_DESCRIPTIONS[name] ??
      `<p>${escapeHtml(name)} ${about}, founded in ${founded}.</p>\n<p>${PROJECT_COUNT} across ${locations.map(labelLocation).join(', ')}.</p>`;
    const month = rng.int(1, 12);
    const day = rng.int(1, 28);
    out.push({
      index: out.length,
      id: rng.uuid(),
      name,
      slug: slugify(name),
      description,
      established: `${founded}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00Z`,
      locations,
      weight,
      numProjects: 0,
    });
  };
  for (const d of DEVELOPER_REFS) add(d.name, [...d.locations], d.founded, d.weight);
  add('Harbour Crest Developments', ['dubai'], 2011, 6);
  add('Skyline Vista Properties', ['dubai', 'sharjah'], 2015, 5);
  for (const loc of DEVELOPER_LOCATIONS) {
    let have = out.filter((d) => d.locations.includes(loc)).length;
    while (have < DEVELOPERS_PER_LOCATION[loc]) {
      const name = `${rng.pick(DEVELOPER_WORDS)} ${rng.pick(DEVELOPER_KINDS)}`;
      if (used.has(name)) continue;
      add(name, [loc], rng.int(1985, 2022), rng.range(0.4, 2.5));
      have++;
    }
  }
  return out;
}

function labelLocation(loc: DeveloperLocation): string {
  return loc
    .split('-')
    .map((w) => (w === 'al' ? 'Al' : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
