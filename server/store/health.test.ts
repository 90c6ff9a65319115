/**
 * Health that sees the store (issue 19): the app on a real store, on real (temporary) file
 * systems. `/healthz` and `/metrics` probe the store and, for the embedded one, its directory;
 * a deleted or replaced DATA_DIR, a full disk and a stopped PostgreSQL each turn it `degraded`
 * with the reason, are logged once by the periodic check, and writes stop (refused, counted)
 * until the store has room again; then it resumes by itself.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.ts';
import { harness, type Harness } from '../upstream/testing.ts';
import { openEmbedded, openPostgres, StoreError, type Db } from './db.ts';
import { StoreHealth } from './health.ts';
import { migrate } from './migrations.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from './testing.ts';

interface Health {
  status: string;
  reasons: string[];
  store?: { kind: string; up: boolean; reasons: string[]; freeBytes?: number; writeErrors: number };
}

const dirs: string[] = [];
const mounts: string[] = [];
const open: { h?: Harness; db?: Db }[] = [];
const isRoot = process.getuid?.() === 0;

beforeAll(async () => {
  dirs.push(await freshEmbeddedDir());
}, 120_000);
afterEach(async () => {
  for (const o of open.splice(0)) {
    await o.h?.close();
    await o.db?.close().catch(() => {});
  }
});
afterAll(() => {
  for (const m of mounts.splice(0).reverse()) spawnSync('umount', ['-l', m]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  removeEmbeddedTemplate();
});

/** The app on `db`, its store checked every 100 ms. */
async function appOn(db: Db, storeMinFreeMb = 64): Promise<Harness> {
  await migrate(db);
  const h = await harness({ config: { storeMinFreeMb }, deps: { store: db, storeHealth: { intervalMs: 100, probeTimeoutMs: 1000 } } });
  open.push({ h, db });
  return h;
}

const health = async (h: Harness) => (await h.app.inject('/healthz')).json<Health>();
const metric = async (h: Harness, name: string) => new RegExp(`^${name} (\\S+)$`, 'm').exec((await h.app.inject('/metrics')).body)?.[1];
/** Log lines (warn and up) from the store whose text matches. */
const storeLogs = (h: Harness, re: RegExp) =>
  // The collector's own lines (a step refused by the store) are not the health check's.
  h.logs.filter((l) => l.includes('"component":"store"') && !l.includes('"part":"collector"') && re.test(l));

async function embedded(): Promise<{ db: Db; dataDir: string }> {
  const dataDir = await freshEmbeddedDir();
  dirs.push(dataDir);
  return { db: await openEmbedded(dataDir), dataDir };
}

describe('embedded store health', () => {
  it('a healthy store: ok, dar_store_up 1, the free space shown', async () => {
    const { db } = await embedded();
    const h = await appOn(db, 1);
    const body = await health(h);
    expect(body.status).toBe('ok');
    expect(body.store).toMatchObject({ kind: 'embedded', up: true, reasons: [], writeErrors: 0 });
    expect(body.store!.freeBytes).toBeGreaterThan(1024 * 1024);
    expect(await metric(h, 'dar_store_up')).toBe('1');
    expect(Number(await metric(h, 'dar_store_free_bytes'))).toBeGreaterThan(0);
    expect(await h.app.storeHasRoom()).toBe(true);
  });

  it('DATA_DIR deleted while running: noticed by the periodic check and logged once; degraded, writes refused', async () => {
    const { db, dataDir } = await embedded();
    const h = await appOn(db, 1);
    rmSync(dataDir, { recursive: true, force: true });
    await vi.waitFor(() => expect(storeLogs(h, /was deleted while the server ran/)).toHaveLength(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 500)); // five more checks
    expect(storeLogs(h, /was deleted while the server ran/)).toHaveLength(1);
    const body = await health(h);
    expect(body.status).toBe('degraded');
    expect(body.reasons.join('\n')).toMatch(
      new RegExp(`market store: DATA_DIR \\(${dataDir}\\) was deleted while the server ran: the store takes no more writes`),
    );
    expect(await metric(h, 'dar_store_up')).toBe('0');
    expect(await h.app.storeHasRoom()).toBe(false);
  });

  it('DATA_DIR replaced while running: degraded until it is put back, then healthy again (logged once each way)', async () => {
    const { db, dataDir } = await embedded();
    const h = await appOn(db, 1);
    renameSync(dataDir, `${dataDir}.old`);
    mkdirSync(dataDir);
    await vi.waitFor(() => expect(storeLogs(h, /was replaced while the server ran/)).toHaveLength(1), { timeout: 5000 });
    expect((await health(h)).reasons.join('\n')).toMatch(/it is not the directory opened at start\): the store takes no more writes/);
    rmSync(dataDir, { recursive: true });
    renameSync(`${dataDir}.old`, dataDir);
    await vi.waitFor(() => expect(storeLogs(h, /market store healthy again/)).toHaveLength(1), { timeout: 5000 });
    expect((await health(h)).status).toBe('ok');
    expect(storeLogs(h, /was replaced/)).toHaveLength(1);
  });

  it.skipIf(!isRoot)(
    'the disk filling up (a tmpfs): degraded and logged once, writes refused and counted before PGlite sees them, then it resumes by itself',
    async () => {
      const disk = mkdtempSync(join(tmpdir(), 'dar-tmpfs-'));
      dirs.push(disk);
      expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', disk]).status).toBe(0);
      mounts.push(disk);
      const dataDir = join(disk, 'data');
      cpSync(dirs[0]!, dataDir, { recursive: true });
      const db = await openEmbedded(dataDir);
      const h = await appOn(db, 16);
      expect((await health(h)).status).toBe('ok');

      // Leave 4 MB: below the 16 MB floor.
      const free = Number(/(\d+)/.exec(spawnSync('df', ['-k', '--output=avail', disk], { encoding: 'utf8' }).stdout.split('\n')[1]!)![1]);
      expect(spawnSync('fallocate', ['-l', `${free - 4096}k`, join(disk, 'filler')]).status).toBe(0);
      await vi.waitFor(() => expect(storeLogs(h, /disk full in DATA_DIR/)).toHaveLength(1), { timeout: 5000 });
      const body = await health(h);
      expect(body.status).toBe('degraded');
      expect(body.reasons.join('\n')).toMatch(
        /market store: disk full in DATA_DIR \(.*\/data\): \d MB free, below STORE_MIN_FREE_MB \(16\); the store takes no more writes: free space there and the store resumes by itself/,
      );
      expect(await h.app.storeHasRoom()).toBe(false);

      // A view that would collect: its first write is refused before PGlite (and before any upstream call).
      const view = await h.app.inject('/api/insights/transactions?location_id=50');
      expect(view.statusCode).toBe(503);
      expect(view.json<{ error: string }>().error).toBe('store_unavailable');
      expect(h.seen).toHaveLength(0);
      // The view's first write (queueing the place for the collector) is refused, and the view answers 503.
      expect(await metric(h, 'dar_store_write_errors_total\\{reason="refused"\\}')).toBe('1');
      // Every other route answers.
      expect((await h.app.inject('/api/search-buy?location_id=50')).statusCode).toBe(200);

      rmSync(join(disk, 'filler'));
      await vi.waitFor(() => expect(storeLogs(h, /market store healthy again/)).toHaveLength(1), { timeout: 5000 });
      expect(await h.app.storeHasRoom()).toBe(true);
      expect((await health(h)).status).toBe('ok');
      expect(storeLogs(h, /disk full in DATA_DIR/)).toHaveLength(1);
    },
    60_000,
  );

  it.skipIf(!isRoot)(
    'writing until the disk fills (a tmpfs): the guard refuses at the floor, and PGlite never wedges (a child process, bounded)',
    () => {
      const disk = mkdtempSync(join(tmpdir(), 'dar-tmpfs-'));
      dirs.push(disk);
      expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', disk]).status).toBe(0);
      mounts.push(disk);
      cpSync(dirs[0]!, join(disk, 'data'), { recursive: true });
      // The floor is the default, 64 MB: a checkpoint can add WAL segments of 16 MB each in one
      // write, so a floor much lower can be overrun by a single commit.
      // Without the guard this loop ends in an error when a data file cannot grow, or in a wedge
      // when the WAL cannot (the statement spins at 100% CPU forever; which comes first depends
      // on the free space left). The bound (SIGKILL after 60 s) makes a wedge a failure, not a
      // hung test run.
      const script = `
        const { openEmbedded } = await import(${JSON.stringify(new URL('./db.ts', import.meta.url).pathname)});
        const { StoreHealth } = await import(${JSON.stringify(new URL('./health.ts', import.meta.url).pathname)});
        const { pino } = await import('pino');
        const raw = await openEmbedded(process.argv[1]);
        const { db } = new StoreHealth({ db: raw, log: pino({ level: 'silent' }), minFreeBytes: 64 * 1024 * 1024 });
        await db.query('create table filler (s text)');
        let batches = 0;
        try {
          for (;;) {
            await db.transaction((tx) => tx.query("insert into filler select repeat(md5(random()::text), 30) from generate_series(1, 300)"));
            batches++;
          }
        } catch (err) {
          const [{ n }] = await db.query('select count(*)::int as n from filler');
          const fs = await (await import('node:fs/promises')).statfs(process.argv[1]);
          process.stdout.write(JSON.stringify({ batches, rows: n, error: err.name + ': ' + err.message, freeMb: Math.floor((fs.bavail * fs.bsize) / 1048576) }) + '\\n');
          await raw.close();
        }
      `;
      const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, join(disk, 'data')], {
        encoding: 'utf8',
        timeout: 60_000,
        killSignal: 'SIGKILL',
      });
      expect(r.signal, `the store wedged (killed after 60 s):\n${r.stderr}`).toBeNull();
      const out = JSON.parse(r.stdout.trim()) as { batches: number; rows: number; error: string; freeMb: number };
      expect(out.error).toMatch(/^StoreError: disk full in DATA_DIR \(.*\): \d+ MB free, below STORE_MIN_FREE_MB \(64\)/);
      expect(out.batches).toBeGreaterThan(10);
      expect(out.rows).toBe(out.batches * 300); // every committed batch is there; the store still answers
    },
    90_000,
  );

  it('the write guard refuses before the store is touched, with the reason', async () => {
    const { db } = await embedded();
    await migrate(db);
    open.push({ db });
    const guard = new StoreHealth({ db, log: pino({ level: 'silent' }), minFreeBytes: Number.MAX_SAFE_INTEGER });
    await expect(guard.db.query("insert into store_locks (name, holder, expires_at) values ('x', 'y', now())")).rejects.toThrow(StoreError);
    await expect(guard.db.transaction((tx) => tx.query('select 1'))).rejects.toThrow(/below STORE_MIN_FREE_MB/);
    expect(await guard.db.query('select count(*)::int as n from store_locks')).toEqual([{ n: 0 }]); // reads go on
    expect((await guard.check()).writeErrors).toBe(2);
  });
});

describe('PostgreSQL store health', () => {
  let pg: PostgresServer;
  beforeAll(async () => {
    pg = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await pg.stop();
  });

  it('the server stopped while running: degraded with the reason, dar_store_up 0; every other route answers', async () => {
    const db = await openPostgres(await pg.createDatabase('health_pg'));
    const h = await appOn(db);
    expect(await health(h)).toMatchObject({ status: 'ok', store: { kind: 'postgres', up: true } });
    await pg.stop();
    const body = await health(h);
    expect(body.status).toBe('degraded');
    expect(body.reasons.join('\n')).toMatch(/market store: the PostgreSQL server of DATABASE_URL does not answer \(.*\): is it running/);
    expect(await metric(h, 'dar_store_up')).toBe('0');
    await vi.waitFor(() => expect(storeLogs(h, /PostgreSQL server of DATABASE_URL does not answer/)).toHaveLength(1), { timeout: 5000 });
    expect((await h.app.inject('/api/search-buy?location_id=50')).statusCode).toBe(200);
  });
});
