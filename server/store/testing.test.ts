/**
 * The store tests' helper (store/testing.ts): a file's tests share one migrated store per kind, each
 * test starting from it emptied; a test that breaks or alters its store has one of its own.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations.ts';
import { storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const migrations = async (db: { query: (sql: string) => Promise<{ id: number }[]> }) =>
  (await db.query('select id from store_migrations order by id')).map((r) => r.id);
const where = (db: Awaited<ReturnType<(typeof stores.kinds)[0][1]>>) =>
  db.files?.storeDir ?? db.query<{ name: string }>('select current_database() as name').then(([r]) => r?.name);

describe.each(stores.kinds)('the shared %s store', (_kind, openStore) => {
  it('is the same store for each test, emptied of what the last one wrote, its migrations kept', async () => {
    const first = await openStore();
    await first.query(`insert into names (kind, id, name, source) values ('location', '50', 'Dubai Marina', 'answer')`);
    await first.query(`insert into collect_spend (hour, pages) values (now(), 3)`);
    const at = await where(first);
    await stores.closeOpen();

    const second = await openStore();
    expect(await where(second)).toBe(at);
    expect(await second.query('select * from names')).toEqual([]);
    expect(await second.query('select * from collect_spend')).toEqual([]);
    expect(await migrations(second)).toEqual(MIGRATIONS.map((m) => m.id));
  });

  it('is lent to one test at a time; closed, it refuses queries and is lent again', async () => {
    const db = await openStore();
    await expect(openStore()).rejects.toThrow(/already lent.*open\(\{ fresh: true \}\)/);
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow(/closed/);
    await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toThrow(/closed/);
    const again = await openStore();
    expect(await again.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('a test that changes its schema is told when it gives the store back; the next test gets it as migrated', async () => {
    const db = await openStore();
    await db.query('alter table names add column nickname text');
    await expect(stores.closeOpen()).rejects.toThrow(/changed the shared \w+ store's schema.*open\(\{ fresh: true \}\)/);
    const next = await openStore();
    const columns = await next.query(`select 1 from information_schema.columns where table_name = 'names' and column_name = 'nickname'`);
    expect(columns).toEqual([]);
    expect(await migrations(next)).toEqual(MIGRATIONS.map((m) => m.id));
  });

  it("a fresh store and an older one are the test's own", async () => {
    const shared = await openStore();
    await shared.query(`insert into names (kind, id, name, source) values ('location', '50', 'Dubai Marina', 'answer')`);
    const fresh = await openStore({ fresh: true });
    const older = await openStore({ until: 10 });
    expect(await where(fresh)).not.toBe(await where(shared));
    expect(await fresh.query('select * from names')).toEqual([]);
    expect(await migrations(fresh)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await migrations(older)).toEqual(MIGRATIONS.filter((m) => m.id <= 10).map((m) => m.id));
    await fresh.close();
    expect(await shared.query('select name from names')).toEqual([{ name: 'Dubai Marina' }]);
  });
});
