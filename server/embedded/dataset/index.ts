/**
 * The whole embedded dataset, generated deterministically from (seed, listings, asOf), and its
 * indexes, at start-up: no answer pays for generating data (a cold first query of an emirate's
 * transactions used to cost 0.35-1.8 s). The one exception is a large transaction market
 * (PRIME_MAX_TRANSACTIONS), generated a community at a time as it is asked for.
 */
import { REGISTRY_PROPERTY_TYPES } from '../../../src/contract/index.ts';
import { buildIndexes, type Indexes } from '../indexes.ts';
import { buildListings, SECONDS_PER_YEAR, type ListingTable } from './listings.ts';
import { buildLocations, type Locations } from './locations.ts';
import { generateRegistry, type RegistryRow } from './market.ts';
import { buildPeople, describeDevelopers, type People } from './people.ts';
import { buildProjects, type Project } from './projects.ts';
import { createTransactionBook, type TransactionBook } from './transaction-book.ts';

export interface DatasetOptions {
  seed?: number;
  listings?: number;
  /** YYYY-MM-DD; default today (UTC). */
  asOf?: string;
  /**
   * The gateway's clock, an ISO instant at or before asOf's midnight (default that midnight):
   * listings that go live after it are not listed yet, and listings are at their prices of then
   * (listing-time.ts). Moving it forward between two runs is how new listings appear, prices fall
   * or rise, and withdrawn listings come back (all market data stays the same).
   */
  clock?: string;
  mediaBaseUrl?: string;
  /**
   * Multiplies every community's yearly sold and rented transactions (default 1; listings do not
   * change). At 1 the embedded Dubai registers ~18k sales a year, about a tenth of the real market.
   */
  volumeScale?: number;
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
  /** Sold and rented transactions of the 12 months before asOf, and their indexes. */
  transactions: Record<'sold' | 'rented', TransactionBook>;
  /** Abu Dhabi registry records, newest first. */
  registry(): RegistryRow[];
  /** Milliseconds spent generating and indexing. */
  buildMs: number;
}

const DEFAULT_SEED = 20260622;
const DEFAULT_LISTINGS = 100_000;
/**
 * Transactions in all (sold and rented) up to which every one is generated and indexed at start-up
 * (~0.9 s and ~60 MB at most). Today's volumes stay under it even at 1M listings (~430k); larger
 * markets (EMBEDDED_VOLUME_SCALE) are generated a community at a time on first use instead.
 */
const PRIME_MAX_TRANSACTIONS = 500_000;

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The largest EMBEDDED_VOLUME_SCALE (five times the real market): a row costs ~100 bytes once
 * indexed, so at 50 and 1M listings the first query of all Dubai holds ~10M rows, about 1 GB.
 */
export const MAX_VOLUME_SCALE = 50;

function volumeScaleOf(scale: number | undefined): number {
  if (scale === undefined) return 1;
  if (!(scale > 0 && scale <= MAX_VOLUME_SCALE))
    throw new Error(`The transaction volume scale (EMBEDDED_VOLUME_SCALE) must be above 0 and at most ${MAX_VOLUME_SCALE}, got ${scale}`);
  return scale;
}

/** How long before asOf's midnight the clock reads, in whole seconds (0 without a clock). */
function secondsBeforeAsOf(clock: string | undefined, asOf: number): number {
  if (clock === undefined) return 0;
  const at = Date.parse(clock);
  // Named as an operator sets them (EMBEDDED_CLOCK, EMBEDDED_AS_OF), the options' source.
  if (!Number.isFinite(at)) throw new Error(`The clock (EMBEDDED_CLOCK) must be an ISO date and time, got ${clock}`);
  if (at > asOf)
    throw new Error(
      `The clock (EMBEDDED_CLOCK) must be at or before the as-of day's midnight (EMBEDDED_AS_OF, ${new Date(asOf).toISOString()}), got ${clock}`,
    );
  const seconds = Math.floor((asOf - at) / 1000);
  // Every listing went live within the year before asOf: earlier, none would be listed.
  if (seconds >= SECONDS_PER_YEAR)
    throw new Error(`The clock (EMBEDDED_CLOCK) must be within the year before the as-of day (EMBEDDED_AS_OF), got ${clock}`);
  return seconds;
}

export function buildDataset(opts: DatasetOptions = {}): Dataset {
  const started = performance.now();
  const seed = (opts.seed ?? DEFAULT_SEED) >>> 0;
  const count = Math.max(1, Math.floor(opts.listings ?? DEFAULT_LISTINGS));
  const asOfText = opts.asOf ?? todayUtc();
  const asOf = Date.parse(`${asOfText}T00:00:00Z`);
  if (!Number.isFinite(asOf)) throw new Error(`asOf must be YYYY-MM-DD, got ${asOfText}`);
  const notLiveYet = secondsBeforeAsOf(opts.clock, asOf);
  const volumeScale = volumeScaleOf(opts.volumeScale);
  const mediaBaseUrl = (opts.mediaBaseUrl ?? '/media').replace(/\/+$/, '');

  const locations = buildLocations();
  const agentCount = Math.min(2500, Math.max(150, Math.round(count / 45)));
  const people = buildPeople(seed, locations, agentCount);
  const listings = buildListings(seed, count, locations, people, notLiveYet);
  const projects = buildProjects(seed, Math.min(1500, Math.max(80, Math.round(count / 70))), locations, people.developers, asOf);
  describeDevelopers(people.developers);
  const indexes = buildIndexes(locations, listings, people, projects);

  const totalWeight = locations.communities.reduce((s, c) => s + locations.nodes[c]!.ref!.weight, 0);
  // About a third of the listing stock changes hands (or lease) in a year, capped per community;
  // then scaled (the cap too: it keeps 1M listings sane, not the market small), one row at least.
  const volume = (share: number) => (community: number) => {
    const base = Math.max(24, Math.min(4000, Math.round(count * (locations.nodes[community]!.ref!.weight / totalWeight) * share)));
    return Math.max(1, Math.round(base * volumeScale));
  };
  const market = (sold: boolean) => createTransactionBook(seed, locations, sold, asOf, volume(sold ? 0.3 : 0.4));
  const transactions = { sold: market(true), rented: market(false) };
  if (transactions.sold.count + transactions.rented.count <= PRIME_MAX_TRANSACTIONS) {
    transactions.sold.prime();
    transactions.rented.prime();
  }
  const registryRows = generateRegistry(seed, asOf, REGISTRY_PROPERTY_TYPES);

  return {
    seed,
    asOf,
    asOfText,
    mediaBaseUrl,
    locations,
    people,
    listings,
    projects,
    indexes,
    transactions,
    registry: () => registryRows,
    buildMs: performance.now() - started,
  };
}
