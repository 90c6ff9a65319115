/**
 * Price trend history: the service reports 12 months of levels per location, property type and
 * bedroom category; the store keeps every month it was shown (the latest report of a month wins),
 * so a trend line runs past 12 months as time passes. Fed two ways: every trend answer that passes
 * through the proxy, and `ensure`, which reads the service at most once a day per location and type.
 */
import type { Logger } from 'pino';
import type { PriceTrendPoint, TREND_PROPERTY_TYPES } from '../../src/contract/index.ts';
import { monthKey } from '../../src/shared/stats.ts';
import type { Db } from './db.ts';
import type { Payer } from './ledger.ts';

export type TrendType = (typeof TREND_PROPERTY_TYPES)[number];
/** One location's trend from the service; null when `pay` (asked only when the answer is not held) said no. */
type TrendFetcher = (locationId: string, propertyType: TrendType, pay: Payer) => Promise<readonly PriceTrendPoint[] | null>;

export interface TrendStoreOptions {
  db: Db;
  fetch: TrendFetcher;
  log: Logger;
  now?: () => number;
  freshForMs?: number;
}

/** The day's budget had no call left: the copy held answers. */
class SkippedError extends Error {}

export class TrendStore {
  readonly #o: Required<TrendStoreOptions>;
  readonly #inflight = new Map<string, Promise<void>>();

  constructor(opts: TrendStoreOptions) {
    this.#o = { now: Date.now, freshForMs: 24 * 3600_000, ...opts };
  }

  /** Keep the points of one answer. */
  async save(locationId: string, propertyType: string, points: readonly PriceTrendPoint[]): Promise<void> {
    const { db } = this.#o;
    const now = this.#o.now();
    const rows = points.flatMap((p) => {
      const month = monthKey(p.date);
      return month && Number.isInteger(p.bedroom_id) ? [{ p, month }] : [];
    });
    await db.transaction(async (tx) => {
      if (rows.length) {
        const params: unknown[] = [locationId, propertyType, now];
        const values = rows.map(({ p, month }) => {
          params.push(p.bedroom_id, month, JSON.stringify(p));
          const b = params.length - 3;
          return `($1, $2, $${b + 1}::int, $${b + 2}, $${b + 3}::jsonb, to_timestamp($3 / 1000.0))`;
        });
        await tx.query(
          `insert into price_trend_points (location_id, property_type, bedroom_id, month, point, seen_at) values ${values.join(', ')}
           on conflict (location_id, property_type, bedroom_id, month) do update set point = excluded.point, seen_at = excluded.seen_at`,
          params,
        );
      }
      await tx.query(
        `insert into price_trend_syncs (location_id, property_type, synced_at) values ($1, $2, to_timestamp($3 / 1000.0))
         on conflict (location_id, property_type) do update set synced_at = excluded.synced_at`,
        [locationId, propertyType, now],
      );
    });
  }

  /**
   * Read the service when the store's copy is older than a day, the call paid through `pay` (a
   * refusal or no budget leaves the copy as it is: `skipped`); a fault is returned, not thrown.
   * With `later` (a view), a copy held but old is answered as it is and its read queued instead.
   */
  async ensure(
    locationId: string,
    propertyType: TrendType,
    pay: Payer = () => Promise.resolve(true),
    later?: () => Promise<void>,
  ): Promise<{ syncedAt: number | null; error?: unknown; skipped?: boolean }> {
    const key = `${locationId}:${propertyType}`;
    const before = await this.#syncedAt(locationId, propertyType);
    if (before !== null && this.#o.now() - before < this.#o.freshForMs) return { syncedAt: before };
    if (before !== null && later) {
      await later();
      return { syncedAt: before };
    }
    let run = this.#inflight.get(key);
    if (!run) {
      run = (async () => {
        const points = await this.#o.fetch(locationId, propertyType, pay);
        if (points === null) throw new SkippedError();
        await this.save(locationId, propertyType, points);
      })().finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, run);
    }
    try {
      await run;
      return { syncedAt: await this.#syncedAt(locationId, propertyType) };
    } catch (error) {
      return error instanceof SkippedError ? { syncedAt: before, skipped: true } : { syncedAt: before, error };
    }
  }

  /** Every month held, oldest first. */
  async series(locationId: string, propertyType: string): Promise<PriceTrendPoint[]> {
    const rows = await this.#o.db.query<{ point: PriceTrendPoint }>(
      'select point from price_trend_points where location_id = $1 and property_type = $2 order by month, bedroom_id',
      [locationId, propertyType],
    );
    return rows.map((r) => r.point);
  }

  async #syncedAt(locationId: string, propertyType: string): Promise<number | null> {
    const [row] = await this.#o.db.query<{ at: number }>(
      'select (extract(epoch from synced_at) * 1000)::float8 as at from price_trend_syncs where location_id = $1 and property_type = $2',
      [locationId, propertyType],
    );
    return row?.at ?? null;
  }
}
