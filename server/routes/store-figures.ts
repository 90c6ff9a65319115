/**
 * The store's figures as the market pages ask for them, for two callers: the routes
 * (insights.ts), and the pages' first views (`held`: page-html.ts), which are drawn with the
 * figures a page asks first wherever the store can give them without buying a page.
 *
 * That is what makes a market page's first view whole (issue 24): its summary and chart's words
 * are in the HTML, its largest paint no longer waits for the code and then the answer. It never
 * costs anything: a view is drawn with figures the store holds (a trend it has read; a place's
 * records, whole, or in part while they are collected, said as such by the answer's coverage), and
 * asks the collector for the same upkeep the route would. A place held in part is not read further
 * for its first view, as the route's view would while the reader waits: the page shows what is
 * held at once, and its own refresh while collecting (every 20 s) asks the route.
 */
import { LRUCache } from 'lru-cache';
import {
  INSIGHT_ENDPOINTS,
  parseRequest,
  toWireParams,
  type ParamDef,
  type Parsed,
  type TransactionType,
} from '../../src/contract/index.ts';
import type { HeldAnswer, InsightFirstAnswer } from '../../src/shared/first-answer.ts';
import type { Db } from '../store/db.ts';
import { transactionInsights, type TransactionFilters } from '../store/insights.ts';
import type { Collector, PlaceCoverage } from '../store/collector.ts';
import type { Ledger } from '../store/ledger.ts';
import type { NameBook } from '../store/names.ts';
import type { TrendStore } from '../store/trends.ts';

/** A note that goes with figures computed from what is held (an upstream fault, collecting paused). */
interface StaleNote {
  code: string;
  message: string;
}

/** The store brought up to date for a request: where each kind stands, and any note. */
export interface Synced {
  coverage: Record<TransactionType, PlaceCoverage>;
  stale: StaleNote | null;
}

export interface StoreFiguresOptions {
  db: Db;
  ledger: Pick<Ledger, 'coverage'>;
  collector: Pick<Collector, 'withStatus' | 'refreshLater' | 'viewed'>;
  names: Pick<NameBook, 'settled' | 'lookup'>;
  trends: Pick<TrendStore, 'ensure' | 'series'>;
  now: () => number;
  /** Collecting paused to save the budget: the route then sends its note, so a place in part is left to it. */
  preferStale?: () => boolean;
}

const KINDS = ['sold', 'rented'] as const;

/** A payer that pays for nothing: what the store can give without an upstream call, or nothing. */
const payingNothing = () => Promise.resolve(false);

/** An answer's query as its route reads it: strict, the contract's defaults filled in. */
function parsed<N extends InsightFirstAnswer['insight']>(name: N, query: object): Parsed<(typeof INSIGHT_ENDPOINTS)[N]['params']> | null {
  const params: Record<string, ParamDef> = INSIGHT_ENDPOINTS[name].params;
  const read = parseRequest(params, toWireParams(params, query, 'fill'));
  // The table is the name's own: its parse is typed as that endpoint's.
  return read.ok ? (read.query as Parsed<(typeof INSIGHT_ENDPOINTS)[N]['params']>) : null;
}

/** What every transactions query has (the store's filters; defaults filled by the parse). */
export type FilterQuery = Pick<
  Parsed<(typeof INSIGHT_ENDPOINTS)['insights/transactions']['params']>,
  'location_id' | 'transaction_type' | 'property_type' | 'bedrooms'
> & {
  period?: TransactionFilters['period'];
};

/** A transactions query's filters in the store's terms. */
export function filtersOf(q: FilterQuery): TransactionFilters {
  return {
    locationId: q.location_id,
    type: q.transaction_type,
    propertyType: q.property_type,
    bedrooms: q.bedrooms,
    // price-context has no period: where a price sits is read against the last 12 months.
    period: q.period ?? '1y',
  };
}

export class StoreFigures {
  readonly #o: StoreFiguresOptions;
  /**
   * Figures computed once per state of the store: the key holds what changes when the store does
   * (records held, last sync, completeness, of both kinds) and the day periods count from.
   */
  readonly #computed = new LRUCache<string, string>({ max: 500 });

  constructor(options: StoreFiguresOptions) {
    this.#o = options;
  }

  /** The transactions figures for `f` as the store stands (`got`), as JSON. */
  async transactions(f: TransactionFilters, got: Synced): Promise<string> {
    const asOf = new Date(this.#o.now());
    const state = KINDS.map((t) => {
      const c = got.coverage[t];
      return `${c.records}/${c.syncedAt}/${c.complete}/${c.from}/${JSON.stringify(c.status)}`;
    });
    const key = JSON.stringify([{ ...f, heldAt: null }, asOf.toISOString().slice(0, 10), state, got.stale?.code ?? null]);
    let body = this.#computed.get(key);
    if (body === undefined) {
      body = JSON.stringify(await transactionInsights(this.#o.db, f, got.coverage, asOf, got.stale));
      this.#computed.set(key, body);
    }
    return body;
  }

  /** A page's first answer from the store, where the store gives it without buying a page; null otherwise (the page asks). */
  async held(answer: InsightFirstAnswer): Promise<HeldAnswer | null> {
    const storedAt = this.#o.now();
    const body = await this.#heldBody(answer);
    return body === null ? null : { answer, body, storedAt };
  }

  async #heldBody(answer: InsightFirstAnswer): Promise<unknown> {
    const { names, trends, collector, ledger } = this.#o;
    switch (answer.insight) {
      case 'names': {
        await names.settled();
        const { location_id, agent_id, broker_id } = answer.query;
        const found = await names.lookup({ location: location_id, agent: agent_id, broker: broker_id });
        // An id the store has no name for: the page asks (the answers it waits on may name it, and
        // a brokerage's asking has its place's directory read: routes/insights.ts).
        const named = (id: string | undefined, kind: keyof typeof found) => id === undefined || found[kind] !== undefined;
        return named(location_id, 'location') && named(agent_id, 'agent') && named(broker_id, 'broker')
          ? { success: true, ...found }
          : null;
      }
      case 'insights/transactions': {
        const q = parsed(answer.insight, answer.query);
        if (!q) return null;
        const coverages = await Promise.all(KINDS.map((t) => ledger.coverage(q.location_id, t)));
        // A kind never read yet (the route's view reads its first pages), or collecting paused: the page asks.
        if (!coverages.every((c) => c.complete || c.records > 0)) return null;
        if (!coverages.every((c) => c.complete) && this.#o.preferStale?.()) return null;
        // The route's view puts the place first in the collector's queue for its upkeep; so does this.
        await collector.viewed(q.location_id, KINDS);
        const placed = await collector.withStatus(coverages);
        const coverage = Object.fromEntries(placed.map((c) => [c.type, c])) as Record<TransactionType, PlaceCoverage>;
        const f = { ...filtersOf(q), heldAt: Math.min(...placed.map((c) => c.readAt)) };
        return JSON.parse(await this.transactions(f, { coverage, stale: null })) as unknown;
      }
      case 'insights/price-trend': {
        const q = parsed(answer.insight, answer.query);
        if (!q) return null;
        const { location_id: locationId, property_type: type } = q;
        // A trend the store has read answers at once (one older than a day is read again later,
        // as the route does); one never read would be a read: then the page asks.
        const got = await trends.ensure(locationId, type, payingNothing, () =>
          collector.refreshLater(locationId, `trend:${type}`, { propertyType: type }),
        );
        if (got.syncedAt === null || got.skipped || got.error !== undefined) return null;
        return { success: true, data: await trends.series(locationId, type), syncedAt: new Date(got.syncedAt).toISOString(), stale: null };
      }
    }
  }
}
