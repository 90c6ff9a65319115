/**
 * The store's database layer on both drivers: migrations, the value conventions the queries rely
 * on, transactions, and the embedded store's one-owner rule.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.ts';
import { openEmbedded, openPostgres, StoreError, type Db } from './db.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from './testing.ts';
import { MIGRATIONS, migrate } from './migrations.ts';

let server: PostgresServer;
const dirs: string[] = [];

// Starting PostgreSQL and PGlite's first initdb can take long on a loaded machine.
beforeAll(async () => {
  [server] = await Promise.all([startPostgres(), freshEmbeddedDir().then((d) => dirs.push(d))]);
}, 120_000);
afterAll(async () => {
  await server.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  removeEmbeddedTemplate();
});

const drivers: [string, () => Promise<Db>][] = [
  [
    'embedded',
    async () => {
      const dir = await freshEmbeddedDir();
      dirs.push(dir);
      return openEmbedded(dir);
    },
  ],
  ['postgres', async () => openPostgres(await server.createDatabase(`db_${Math.random().toString(36).slice(2, 10)}`))],
];

describe.each(drivers)('%s store', (_name, open) => {
  it('applies every migration once, and again finds nothing to do', async () => {
    const db = await open();
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
      );
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['transactions', 'transaction_locations', 'ledger_coverage', 'store_locks', 'store_migrations']),
      );
    } finally {
      await db.close();
    }
  });

  it('refuses a schema newer than the code', async () => {
    const db = await open();
    try {
      await migrate(db);
      await db.query("insert into store_migrations (id, name) values (9999, 'from the future')");
      await expect(migrate(db)).rejects.toThrow(/newer than this code \(migration 9999/);
    } finally {
      await db.close();
    }
  });

  it('gives dates as text, counts as numbers and JSON as objects, the same on both drivers', async () => {
    const db = await open();
    try {
      const [row] = await db.query<{ d: string; n: number; j: { a: number }; p: number }>(
        "select '2026-02-07'::date::text as d, count(*)::int as n, $1::jsonb as j, 1550000::double precision as p from (values (1), (2)) v(x)",
        [JSON.stringify({ a: 1 })],
      );
      expect(row).toEqual({ d: '2026-02-07', n: 2, j: { a: 1 }, p: 1550000 });
    } finally {
      await db.close();
    }
  });

  it('answers a prepared statement as any other, alone or in a transaction, after its own error and a rollback', async () => {
    const db = await open();
    const prepare = { prepare: true } as const;
    const insert = `insert into t select * from jsonb_to_recordset($1::jsonb) as x(id int, at date, tags text[]) returning id, at::text, tags`;
    const read = 'select id, at::text as at, tags, $2::jsonb as j from t where id = any($1::int[]) order by id';
    try {
      await db.query('create table t (id int primary key, at date not null, tags text[])');
      expect(await db.query(insert, [JSON.stringify([{ id: 1, at: '2026-02-07', tags: ['a'] }])], prepare)).toEqual([
        { id: 1, at: '2026-02-07', tags: ['a'] },
      ]);
      // Its own error (a duplicate key) fails the call and leaves the statement usable; a rolled
      // back transaction keeps it too, and undoes what it wrote.
      await expect(db.query(insert, [JSON.stringify([{ id: 1, at: '2026-02-08' }])], prepare)).rejects.toThrow(/duplicate key/);
      await expect(
        db.transaction(async (tx) => {
          await tx.query(insert, [JSON.stringify([{ id: 2, at: '2026-02-08', tags: null }])], prepare);
          await tx.query(insert, [JSON.stringify([{ id: 2, at: '2026-02-08' }])], prepare);
        }),
      ).rejects.toThrow(/duplicate key/);
      await db.transaction((tx) => tx.query(insert, [JSON.stringify([{ id: 3, at: '2026-02-09', tags: ['b', 'c'] }])], prepare));
      for (const opts of [prepare, {}]) {
        expect(await db.query(read, [[1, 2, 3], JSON.stringify({ a: 1 })], opts)).toEqual([
          { id: 1, at: '2026-02-07', tags: ['a'], j: { a: 1 } },
          { id: 3, at: '2026-02-09', tags: ['b', 'c'], j: { a: 1 } },
        ]);
      }
      // Prepared once on the connection (the transaction's), and not again.
      const kept = await db.transaction(async (tx) => {
        await tx.query(read, [[3], null], prepare);
        expect(await tx.query(read, [[3], null], prepare)).toEqual([{ id: 3, at: '2026-02-09', tags: ['b', 'c'], j: null }]);
        return tx.query('select count(*)::int as n from pg_prepared_statements where statement = $1', [read]);
      });
      expect(kept).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('runs a statement with more memory for its sorts (work_mem) for that statement alone', async () => {
    const db = await open();
    const setting = `select current_setting('work_mem') as w`;
    try {
      const [before] = await db.query<{ w: string }>(setting);
      expect(before!.w).not.toBe('32MB');
      expect(await db.query(setting, [], { workMem: '32MB' })).toEqual([{ w: '32MB' }]);
      expect(await db.query(setting, [], { workMem: '32MB', prepare: true })).toEqual([{ w: '32MB' }]);
      // Not kept for what follows, on any connection of the pool.
      const after = await Promise.all(Array.from({ length: 10 }, () => db.query<{ w: string }>(setting)));
      expect(after.map(([row]) => row!.w)).toEqual(Array.from({ length: 10 }, () => before!.w));
      // Its error fails the call and leaves the store as it was.
      await expect(db.query('select 1 / (2 - $1::int)', [2], { workMem: '32MB' })).rejects.toThrow(/division by zero/);
      expect(await db.query(setting)).toEqual([before]);
    } finally {
      await db.close();
    }
  });

  it('rolls a failed transaction back', async () => {
    const db = await open();
    try {
      await db.query('create table t (x int primary key)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t values (1)');
          await tx.query('insert into t values (1)'); // duplicate key
        }),
      ).rejects.toThrow();
      expect(await db.query('select * from t')).toEqual([]);
      await db.transaction((tx) => tx.query('insert into t values (2)'));
      expect(await db.query('select x from t')).toEqual([{ x: 2 }]);
    } finally {
      await db.close();
    }
  });
});

describe('embedded store files', () => {
  it('keeps what it holds across a close and reopen', async () => {
    const dir = await freshEmbeddedDir();
    dirs.push(dir);
    const first = await openEmbedded(dir);
    await migrate(first);
    await first.query("insert into store_locks (name, holder, expires_at) values ('kept', 'me', now())");
    await first.close();
    const second = await openEmbedded(dir);
    try {
      expect(await second.query('select name from store_locks')).toEqual([{ name: 'kept' }]);
      expect(await migrate(second)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('refuses a directory already open, until it is closed (store/lock.test.ts races real processes)', async () => {
    const dir = await freshEmbeddedDir();
    dirs.push(dir);
    const db = await openEmbedded(dir);
    await expect(openEmbedded(dir)).rejects.toThrow(StoreError);
    await expect(openEmbedded(dir)).rejects.toThrow(/in use by another process \(pid \d+\); .*DATABASE_URL/);
    await db.close();
    await (await openEmbedded(dir)).close();
  });
});

describe('postgres store', () => {
  it('names the problem when the server cannot be reached', async () => {
    await expect(openPostgres('postgres://dar@127.0.0.1:1/none')).rejects.toThrow(/cannot reach the PostgreSQL server of DATABASE_URL/);
  });
});
