/** Price trend history on both stores: months kept past the service's 12, at most a read a day. */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PriceTrendPoint } from '../../src/contract/index.ts';
import { storeKinds } from './testing.ts';
import { TrendStore } from './trends.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const DAY = 86_400_000;
/** 12 months of levels ending with `last` (YYYY-MM), two bedroom categories. */
function year(last: string, level = 2000): PriceTrendPoint[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(y, m - 12 + i, 1))).flatMap((d) =>
    [1, 2].map((beds) => ({
      bedroom_id: beds,
      community_price: level + beds,
      tower_price: level + beds + 100,
      date: d.toISOString().replace('.000Z', 'Z'),
      period: d.toISOString().slice(0, 7),
      time_frame: '1Y',
    })),
  );
}

describe.each(stores.kinds)('price trend history on the %s store', (_kind, openStore) => {
  it('keeps every month it was shown, the latest report of a month winning, and reads the service at most daily', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-01-10T00:00:00Z') };
    let answer = year('2025-12');
    let calls = 0;
    const trends = new TrendStore({
      db,
      log: pino({ level: 'silent' }),
      now: () => clock.now,
      // As the app's fetcher does: pay, then call (a held answer would cost nothing).
      fetch: async (_loc, _type, pay) => {
        if (!(await pay())) return null;
        calls += 1;
        return answer;
      },
    });

    expect((await trends.ensure('50', 'apartment')).error).toBeUndefined();
    expect(await trends.series('50', 'apartment')).toHaveLength(24);
    await trends.ensure('50', 'apartment');
    expect(calls).toBe(1);

    // A month and a half on, the service shows Feb 2025 to Jan 2026, with December revised.
    clock.now += 45 * DAY;
    answer = year('2026-01', 2100);
    await trends.ensure('50', 'apartment');
    expect(calls).toBe(2);
    const held = await trends.series('50', 'apartment');
    expect(held).toHaveLength(26); // 13 months x 2 categories
    expect(held[0]).toMatchObject({ period: '2025-01', community_price: 2001 }); // kept after the service dropped it
    expect(held.find((p) => p.period === '2025-12' && p.bedroom_id === 1)?.community_price).toBe(2101);
    // Other types and locations are their own series.
    expect(await trends.series('50', 'villa')).toEqual([]);
  });

  it('a fault is returned with what is held', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-01-10T00:00:00Z') };
    let fail = false;
    const trends = new TrendStore({
      db,
      log: pino({ level: 'silent' }),
      now: () => clock.now,
      fetch: async (_loc, _type, pay) => {
        if (!(await pay())) return null;
        if (fail) throw new Error('down');
        return year('2025-12');
      },
    });
    await trends.ensure('51', 'villa');
    fail = true;
    clock.now += 2 * DAY;
    const got = await trends.ensure('51', 'villa');
    expect(String(got.error)).toContain('down');
    expect(got.syncedAt).toBe(Date.parse('2026-01-10T00:00:00Z'));
    expect(await trends.series('51', 'villa')).toHaveLength(24);
  });
});
