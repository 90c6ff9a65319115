/** Registry sales on both stores: each sale once, history kept, the registry read at most daily. */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryRecord } from '../../src/contract/index.ts';
import { RegistryStore, filterKey } from './registry.ts';
import { storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const DAY = 86_400_000;

/** `n` sales, newest first from `newest` (YYYY-MM-DD), one a day, in two districts. */
function sales(n: number, newest: string, start = 0, withRef = true): RegistryRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.parse(newest) - i * DAY).toISOString().slice(0, 10);
    const record: RegistryRecord = {
      saleApplicationDate: day,
      district: i % 2 ? 'Al Reem Island' : 'Yas Island',
      propertyType: i % 3 ? 'apartment' : 'villa',
      salePriceAed: 1_000_000 + (start + i) * 1000,
    };
    if (withRef) record.id = `ADR-${start + i}`;
    return record;
  });
}

describe.each(stores.kinds)('registry sales on the %s store', (_kind, openStore) => {
  it('reads the newest pages first, then only what came since, keeping sales the registry no longer shows', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-03-31T12:00:00Z') };
    let all = sales(250, '2026-03-31');
    const wires: Record<string, string>[] = [];
    const store = new RegistryStore({
      db,
      log: pino({ level: 'silent' }),
      now: () => clock.now,
      fetch: async (wire, pay) => {
        if (!(await pay())) return null;
        wires.push(wire);
        const from = wire.fromDate ? `${wire.fromDate.slice(6)}-${wire.fromDate.slice(3, 5)}-${wire.fromDate.slice(0, 2)}` : '';
        const page = Number(wire.page);
        return all.filter((r) => String(r.saleApplicationDate) >= from).slice(page * 100, page * 100 + 100);
      },
    });
    const everything = { districts: [], types: [] };

    expect((await store.ensure(everything)).error).toBeUndefined();
    // 250 sales: pages of 100, 100 and 50 (a short page ends the read).
    expect(wires.map((w) => [w.page, w.size])).toEqual([
      ['0', '100'],
      ['1', '100'],
      ['2', '100'],
    ]);
    let held = await store.summary(everything);
    expect(held.coverage).toMatchObject({ records: 250, newest: '2026-03-31', pagesSpent: 3 });
    await store.ensure(everything);
    expect(wires).toHaveLength(3);

    // Two days on, the registry shows two new sales and has dropped its oldest 100. A date range
    // narrows what is counted, not what is read: the read still starts from the newest sale held.
    clock.now += 2 * DAY;
    all = [...sales(2, '2026-04-02', 1000), ...all.slice(0, 150)];
    await store.ensure({ ...everything, from: '2025-09-01', to: '2025-09-30' });
    expect(wires[3]).toMatchObject({ fromDate: '31/03/2026', page: '0' });
    expect(wires).toHaveLength(4);
    held = await store.summary(everything);
    expect(held.coverage).toMatchObject({ records: 252, oldest: '2025-07-25', newest: '2026-04-02', pagesSpent: 4 });
    // Every month from the oldest to the newest, counted once each.
    expect(held.monthly.map((m) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(held.monthly.reduce((n, m) => n + m.count, 0)).toBe(252);
    expect(held.byDistrict.map((d) => d.district).sort()).toEqual(['Al Reem Island', 'Yas Island']);
    // The next read starts from the newest sale held, whatever range the last request counted.
    clock.now += 2 * DAY;
    await store.ensure(everything);
    expect(wires[4]).toMatchObject({ fromDate: '02/04/2026', page: '0' });
  });

  it('stores a sale once whether it has a reference or not, and filters by district and type without case', async () => {
    const db = await openStore();
    const store = new RegistryStore({ db, log: pino({ level: 'silent' }), fetch: () => Promise.resolve([]) });
    const unreferenced = sales(6, '2026-02-10', 0, false);
    expect(await store.keep(unreferenced, {})).toBe(6);
    expect(
      await store.keep(
        [...unreferenced].reverse().map((r) => Object.fromEntries(Object.entries(r).reverse())),
        {},
      ),
    ).toBe(0);
    expect(await store.keep(sales(3, '2026-02-10'), {})).toBe(3);
    expect(await store.keep(sales(3, '2026-02-10'), {})).toBe(0);
    const yas = await store.summary({ districts: ['yas island'], types: ['APARTMENT'] });
    // Yas Island is every even index; apartments are those not divisible by 3: index 2 and 4.
    expect(yas.coverage.records).toBe(2 + 1);
    expect(yas.byDistrict).toEqual([{ district: 'Yas Island', count: 3, median: expect.any(Number) as unknown }]);
  });

  it('a fault is returned with what is held; while saving the budget a filter read before is not read again', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-03-31T12:00:00Z') };
    let failing = false;
    let calls = 0;
    const store = new RegistryStore({
      db,
      log: pino({ level: 'silent' }),
      now: () => clock.now,
      fetch: async (_wire, pay) => {
        if (!(await pay())) return null;
        calls += 1;
        if (failing) throw new Error('down');
        return sales(10, '2026-03-31');
      },
    });
    const yas = { districts: ['Yas Island'], types: [] };
    const first = await store.ensure(yas, true);
    expect(first.skipped).toBeUndefined();
    expect(calls).toBe(1);
    clock.now += 2 * DAY;
    expect(await store.ensure(yas, true)).toMatchObject({ skipped: true });
    expect(calls).toBe(1);
    failing = true;
    const failed = await store.ensure(yas);
    expect(failed.error).toBeInstanceOf(Error);
    expect(failed.syncedAt).toBe(first.syncedAt);
    expect((await store.summary(yas)).coverage.records).toBe(5); // the even half of the 10 is in Yas Island
    expect(filterKey({ districts: ['B', 'a'], types: [] })).toBe(filterKey({ districts: ['A', 'b', 'a'], types: [] }));
  });
});
