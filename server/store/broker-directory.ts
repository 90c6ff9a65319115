/**
 * Brokerages named from their directory. The service's listings (search results, a listing's
 * details, an owner's listings) carry a brokerage's id and never its name; only the brokerage
 * directory (`/search-brokers?location_id=`) names brokerages. So the brokerages every listings
 * answer shows are noted by place (`place_brokers`), and when a client is shown brokerages the
 * names book cannot name, the collector is asked to read that place's directory in the background
 * (names.ts learns the names as the pages pass through the answer cache, like any answer). A
 * client is shown them when an answer fetched for it passes, and when it asks `/api/names` for a
 * brokerage with no name: the answer it was shown may have come from the cache, fetched earlier by
 * the store's own reads (area figures), which note brokerages but plan no read.
 *
 * - one job per place (`brokers:directory` in collect_jobs), queued once: not again while it is
 *   queued, nor for a week after the place's directory was read;
 * - at most DIRECTORY_PAGES pages, ending early once every brokerage wanted has been seen, or at
 *   a short, empty or repeated page;
 * - every page paid from the collector's daily budget (COLLECT_DAILY_PAGES); a read the budget
 *   stops stays queued, and one the service fails is tried again later, as the collector does.
 *
 * Only what a client is shown plans a read: the store's own reads (area figures of every
 * catalogued place) would otherwise queue reads of places nobody looked at.
 */
import type { Logger } from 'pino';
import type { EndpointName } from '../../src/contract/index.ts';
import type { Sql } from './db.ts';
import { RefreshUnpaid } from './collector.ts';
import type { Payer } from './ledger.ts';
import { idOf, isObj } from './names.ts';

/** The collector's job kind for a place's directory read; its refresher is `brokers`. */
export const DIRECTORY_JOB = 'brokers:directory';
/** Pages of one place's directory a read pays for at most (the service gives 24 brokerages a page). */
export const DIRECTORY_PAGES = 10;
/** A place's directory is read again at most this often. */
const READ_EVERY_MS = 7 * 24 * 3_600_000;

export interface BrokerDirectoryOptions {
  sql: Sql;
  log: Logger;
  now?: () => number;
  /**
   * One page of the place's directory through the answer cache (a page held fresh costs nothing;
   * otherwise `pay` first): its records, or null when `pay` said no. Throws on an upstream fault.
   */
  fetchPage: (locationId: string, page: number, pay: Payer) => Promise<readonly unknown[] | null>;
  /** Queue a place's job with the collector unless one is queued already (Collector.queueOnce). */
  queue: (locationId: string, kind: string) => Promise<boolean>;
}

/** A place id as the store keeps it (bigint): digits only. */
const placeOf = (v: unknown) => {
  const id = idOf(v);
  return id && /^\d{1,12}$/.test(id) ? id : null;
};

/** Brokerage ids an answer shows at a place. */
interface Seen {
  locationId: string;
  brokerIds: string[];
}

const SEARCHES: ReadonlySet<EndpointName> = new Set(['search-buy', 'search-rent', 'search-commercial-buy', 'search-commercial-rent']);

/**
 * The brokerages a listings answer shows, by place: a search's at the place searched; an owner's
 * listings' each at the place most of its listings there are in (one place per brokerage, so an
 * owner with listings all over does not queue a read of every place). A listing's details carry
 * no place: `listingId` is returned for its place to be looked up.
 */
export function brokersIn(
  endpoint: EndpointName,
  body: unknown,
  wire: Readonly<Record<string, string>>,
): { seen: Seen[]; listing?: { id: string; brokerId: string } } {
  const data = isObj(body) ? body.data : undefined;
  if (endpoint === 'property-details') {
    const brokerId = isObj(data) ? idOf(data.broker_id) : null;
    const id = idOf(wire.property_id);
    return { seen: [], ...(brokerId && id ? { listing: { id, brokerId } } : {}) };
  }
  const records = Array.isArray(data) ? data.filter(isObj) : [];
  if (SEARCHES.has(endpoint)) {
    const locationId = placeOf(wire.location_id);
    const brokerIds = [...new Set(records.flatMap((r) => idOf(r.broker_id) ?? []))];
    return { seen: locationId && brokerIds.length ? [{ locationId, brokerIds }] : [] };
  }
  if (endpoint !== 'broker-properties' && endpoint !== 'agent-properties') return { seen: [] };
  // Per brokerage, how many of its listings each place has.
  const counts = new Map<string, Map<string, number>>();
  for (const r of records) {
    const brokerId = idOf(r.broker_id) ?? (endpoint === 'broker-properties' ? idOf(wire.broker_id) : null);
    const locationId = isObj(r.location) ? placeOf(r.location.id) : null;
    if (!brokerId || !locationId) continue;
    const places = counts.get(brokerId) ?? new Map<string, number>();
    places.set(locationId, (places.get(locationId) ?? 0) + 1);
    counts.set(brokerId, places);
  }
  const byPlace = new Map<string, string[]>();
  for (const [brokerId, places] of counts) {
    const [locationId] = [...places].reduce((best, p) => (p[1] > best[1] ? p : best));
    byPlace.set(locationId, [...(byPlace.get(locationId) ?? []), brokerId]);
  }
  return { seen: [...byPlace].map(([locationId, brokerIds]) => ({ locationId, brokerIds })) };
}

export class BrokerDirectory {
  readonly #o: Required<BrokerDirectoryOptions>;
  #pending = Promise.resolve();

  constructor(opts: BrokerDirectoryOptions) {
    this.#o = { now: Date.now, ...opts };
  }

  /**
   * An answer fetched from the service: note the brokerages it shows at each place and, when it
   * was fetched for a client (`shown`), queue a read of the directory of a place where some are
   * not named. Runs after the answer has gone out; a failure is logged, never felt.
   */
  notice(endpoint: EndpointName, read: () => unknown, wire: Readonly<Record<string, string>>, shown: boolean): void {
    if (!SEARCHES.has(endpoint) && endpoint !== 'property-details' && endpoint !== 'broker-properties' && endpoint !== 'agent-properties') {
      return;
    }
    this.#later(endpoint, async () => {
      const { seen, listing } = brokersIn(endpoint, read(), wire);
      if (listing) {
        const place = await this.#placeOfListing(listing.id);
        if (place) seen.push({ locationId: place, brokerIds: [listing.brokerId] });
      }
      for (const s of seen) {
        await this.#note(s);
        if (shown) await this.plan(s.locationId);
      }
    });
  }

  /**
   * A client asked for a brokerage's name and none is held: queue a read of the directory of the
   * place it was last seen at (the answer that showed it may have come from the cache).
   */
  asked(brokerId: string): void {
    this.#later('names', async () => {
      const [row] = await this.#o.sql.query<{ location_id: string }>(
        'select location_id::text as location_id from place_brokers where broker_id = $1 order by seen_at desc, location_id limit 1',
        [brokerId],
      );
      if (row) await this.plan(row.location_id);
    });
  }

  /** Work after the answer has gone out, one after another; a failure is logged, never felt. */
  #later(what: string, work: () => Promise<void>): void {
    this.#pending = this.#pending
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((err: unknown) => {
        this.#o.log.warn({ what, err: String(err) }, 'could not plan a brokerage directory read');
      });
  }

  /** Wait for noticing in progress (tests, closing). */
  settled(): Promise<void> {
    return this.#pending;
  }

  /** A place a listing was seen under in a search (listing-history.ts keeps them); null when none was. */
  async #placeOfListing(listingId: string): Promise<string | null> {
    const [row] = await this.#o.sql.query<{ location_id: string }>(
      'select location_id::text as location_id from listing_places where listing_id = $1 order by first_seen_at desc, location_id limit 1',
      [listingId],
    );
    return row?.location_id ?? null;
  }

  async #note({ locationId, brokerIds }: Seen): Promise<void> {
    await this.#o.sql.query(
      `insert into place_brokers (location_id, broker_id, seen_at)
       select $1, id, to_timestamp($3 / 1000.0) from jsonb_array_elements_text($2::jsonb) as id
       on conflict (location_id, broker_id) do update set seen_at = excluded.seen_at`,
      [locationId, JSON.stringify(brokerIds), this.#o.now()],
    );
  }

  /**
   * Queue the place's directory read when a brokerage seen there has no name and the directory
   * was not read in the last week; true when queued now (not when one was queued already).
   */
  async plan(locationId: string): Promise<boolean> {
    const [row] = await this.#o.sql.query<{ unnamed: boolean; recent: boolean }>(
      `select exists (select 1 from place_brokers p where p.location_id = $1
                        and not exists (select 1 from names n where n.kind = 'broker' and n.id = p.broker_id)) as unnamed,
              exists (select 1 from broker_directory_reads r where r.location_id = $1 and r.read_at > to_timestamp($2 / 1000.0)) as recent`,
      [locationId, this.#o.now() - READ_EVERY_MS],
    );
    if (!row?.unnamed || row.recent) return false;
    return this.#o.queue(locationId, DIRECTORY_JOB);
  }

  /** The brokerages seen at a place that have no name yet. */
  async #unnamed(locationId: string): Promise<string[]> {
    const rows = await this.#o.sql.query<{ broker_id: string }>(
      `select p.broker_id from place_brokers p where p.location_id = $1
         and not exists (select 1 from names n where n.kind = 'broker' and n.id = p.broker_id)`,
      [locationId],
    );
    return rows.map((r) => r.broker_id);
  }

  /**
   * The collector's job: read the place's directory until every brokerage wanted has been seen,
   * for at most DIRECTORY_PAGES pages, each paid by `pay`. RefreshUnpaid when the budget stopped it
   * first (the job stays queued; the pages read are held fresh in the answer cache for an hour, so
   * reading them again then costs nothing). The read is recorded, and the place not read again for
   * a week, whatever it found: a brokerage the directory does not list in its first pages stays
   * unnamed until then.
   */
  async read(locationId: string, pay: Payer): Promise<void> {
    const wanted = new Set(await this.#unnamed(locationId));
    if (!wanted.size) return;
    let pages = 0;
    let pageSize = 0;
    let previous = '';
    for (let page = 1; page <= DIRECTORY_PAGES && wanted.size; page++) {
      const records = await this.#o.fetchPage(locationId, page, pay);
      if (records === null) throw new RefreshUnpaid(`the brokerage directory of ${locationId}`);
      pages++;
      const ids = records.flatMap((r) => (isObj(r) ? (idOf(r.id) ?? []) : []));
      for (const id of ids) wanted.delete(id);
      // The last page is short or empty; a page that ignores `page` repeats the one before.
      const key = ids.join(',');
      if (!ids.length || ids.length < pageSize || key === previous) break;
      pageSize = ids.length;
      previous = key;
    }
    await this.#o.sql.query(
      `insert into broker_directory_reads (location_id, read_at, pages) values ($1, to_timestamp($2 / 1000.0), $3)
       on conflict (location_id) do update set read_at = excluded.read_at, pages = excluded.pages`,
      [locationId, this.#o.now(), pages],
    );
    if (wanted.size)
      this.#o.log.info({ locationId, pages, unnamed: wanted.size }, 'brokerage directory read; some brokerages are not in it');
  }
}
