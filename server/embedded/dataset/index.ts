/**
 * The whole embedded dataset, generated deterministically from (seed, listings, asOf). Big
 * secondary sets (transactions, registry records) are generated on first use, per community.
 */
import { REGISTRY_PROPERTY_TYPES } from '../../../src/contract/index.ts';
import { buildIndexes, type Indexes } from '../indexes.ts';
import { buildListings, type ListingTable } from './listings.ts';
import { buildLocations, type Locations } from './locations.ts';
import { generateRegistry, generateTransactions, type RegistryRow, type Transaction } from './market.ts';
import { buildPeople, type People } from './people.ts';
import { buildProjects, type Project } from './projects.ts';

export interface DatasetOptions {
  seed?: number;
  listings?: number;
  /** YYYY-MM-DD; default today (UTC). */
  asOf?: string;
  mediaBaseUrl?: string;
}

export interface Dataset {
  seed: number;
  /** UTC midnight of asOf, epoch ms. */
  asOf: number;
  asOfText: string;
  mediaBaseUrl: string;
  locations: Locations;
  people: People;
  listings: ListingTable;
  projects: Project[];
  indexes: Indexes;
  /** Transactions of a community (node index), newest first; generated on first use. */
  transactions(community: number, sold: boolean): Transaction[];
  /** Abu Dhabi registry records, newest first; generated on first use. */
  registry(): RegistryRow[];
  /** Milliseconds spent generating and indexing. */
  buildMs: number;
}

export const DEFAULT_SEED = 20260622;
export const DEFAULT_LISTINGS = 100_000;

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function buildDataset(opts: DatasetOptions = {}): Dataset {
  const started = performance.now();
  const seed = (opts.seed ?? DEFAULT_SEED) >>> 0;
  const count = Math.max(1, Math.floor(opts.listings ?? DEFAULT_LISTINGS));
  const asOfText = opts.asOf ?? todayUtc();
  const asOf = Date.parse(`${asOfText}T00:00:00Z`);
  if (!Number.isFinite(asOf)) throw new Error(`asOf must be YYYY-MM-DD, got ${asOfText}`);
  const mediaBaseUrl = (opts.mediaBaseUrl ?? '/media').replace(/\/+$/, '');

  const locations = buildLocations();
  const agentCount = Math.min(2500, Math.max(150, Math.round(count / 45)));
  const people = buildPeople(seed, locations, agentCount);
  const listings = buildListings(seed, count, locations, people);
  const projects = buildProjects(seed, Math.min(1500, Math.max(80, Math.round(count / 70))), locations, people.developers, asOf);
  const indexes = buildIndexes(locations, listings, people, projects);

  const totalWeight = locations.communities.reduce((s, c) => s + locations.nodes[c]!.ref!.weight, 0);
  const txCache = new Map<string, Transaction[]>();
  let registryRows: RegistryRow[] | undefined;

  return {
    seed, asOf, asOfText, mediaBaseUrl, locations, people, listings, projects, indexes,
    transactions(community, sold) {
      const key = `${community}:${sold}`;
      let rows = txCache.get(key);
      if (!rows) {
        const share = locations.nodes[community]!.ref!.weight / totalWeight;
        // About a third of the listing stock changes hands (or lease) in a year, capped per community.
        const volume = Math.max(24, Math.min(4000, Math.round(count * share * (sold ? 0.3 : 0.4))));
        rows = generateTransactions(seed, locations, community, sold, volume, asOf);
        txCache.set(key, rows);
      }
      return rows;
    },
    registry() {
      registryRows ??= generateRegistry(seed, asOf, REGISTRY_PROPERTY_TYPES);
      return registryRows;
    },
    buildMs: performance.now() - started,
  };
}
