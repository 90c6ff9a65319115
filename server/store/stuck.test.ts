/**
 * A stuck embedded store (issue 19): PGlite runs on a thread of its own (pglite-thread.ts), so a
 * statement that never returns (a full disk's WAL spin; here `pg_sleep`, which holds the store's
 * thread the same way) never holds the server's: routes and `/healthz` answer, the call fails at
 * the bound with what happened, the store is opened again with every committed row, and SIGTERM
 * ends the process. Before the thread, each of these hung with the store.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { harness, type Harness } from '../upstream/testing.ts';
import { openEmbedded, type Db } from './db.ts';
import { migrate } from './migrations.ts';
import { StoreThreadError } from './pglite-thread.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from './testing.ts';

const dirs: string[] = [];
const mounts: string[] = [];
const isRoot = process.getuid?.() === 0;
const open: { h?: Harness; db?: Db }[] = [];

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

/** The longest the event loop went without running a 20 ms timer while `work` ran. */
async function loopGap(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 20);
  await work.catch(() => {});
  clearInterval(timer);
  return worst;
}

async function stuckable(answerWithinMs: number) {
  const dataDir = await freshEmbeddedDir();
  dirs.push(dataDir);
  const told: string[] = [];
  const db = await openEmbedded(dataDir, { answerWithinMs, onStuck: (what) => told.push(what) });
  open.push({ db });
  await migrate(db);
  return { db, told, dataDir };
}

describe('a stuck embedded store', () => {
  it('a call that never returns fails at the bound, saying so; the loop never waits; the store opens again with every committed row', async () => {
    const { db, told } = await stuckable(1500);
    await db.transaction(async (tx) => {
      await tx.query('create table kept (v int)');
      await tx.query('insert into kept values (1), (2)');
    });
    const t0 = performance.now();
    const stuck = db.query('select pg_sleep(600)');
    const gap = await loopGap(stuck);
    await expect(stuck).rejects.toThrow(StoreThreadError);
    await expect(stuck).rejects.toThrow(/did not answer within 2 s \("select pg_sleep\(600\)"\); its thread was ended/);
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(gap).toBeLessThan(500);
    expect(told).toEqual(['"select pg_sleep(600)"']);
    expect(await db.query('select v from kept order by v')).toEqual([{ v: 1 }, { v: 2 }]);
  });

  it('a transaction stuck inside fails as a whole: nothing of it is kept, and the store goes on', async () => {
    const { db } = await stuckable(1500);
    await db.query('create table t (v int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
        await tx.query('select pg_sleep(600)');
      }),
    ).rejects.toThrow(/did not answer within/);
    await db.query('insert into t values (2)');
    expect(await db.query('select v from t')).toEqual([{ v: 2 }]);
  });

  it('the app on a stuck store: /healthz answers degraded within its deadline, other routes answer, then healthy again', async () => {
    const { db } = await stuckable(3000);
    const h = await harness({ deps: { store: db, storeHealth: { intervalMs: 60_000, probeTimeoutMs: 500 } } });
    open.push({ h });
    const stuck = db.query('select pg_sleep(600)').catch((err: unknown) => err);
    const t0 = performance.now();
    const health = (await h.app.inject('/healthz')).json<{ status: string; reasons: string[] }>();
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(health.status).toBe('degraded');
    expect(health.reasons.join('\n')).toMatch(/market store: .*does not answer within 500 ms/);
    expect((await h.app.inject('/api/search-buy?location_id=50')).statusCode).toBe(200);
    expect(await stuck).toBeInstanceOf(StoreThreadError);
    // The next call opens the store again on a new thread (a second or so).
    await vi.waitFor(async () => expect((await h.app.inject('/healthz')).json<{ status: string }>().status).toBe('ok'), {
      timeout: 20_000,
      interval: 500,
    });
  });

  it('SIGTERM while the store is stuck ends the process, its store closed within the bound', async () => {
    const dataDir = await freshEmbeddedDir();
    dirs.push(dataDir);
    // The shutdown a server does (index.ts): close the store, then exit. On the main thread the
    // sleeping statement held the loop, so the handler never ran.
    const script = `
      const { openEmbedded } = await import(${JSON.stringify(new URL('./db.ts', import.meta.url).pathname)});
      const db = await openEmbedded(process.argv[1], { answerWithinMs: 60_000 });
      process.on('SIGTERM', async () => {
        await db.close();
        process.stdout.write('closed\\n');
        process.exit(0);
      });
      void db.query('select pg_sleep(600)').catch(() => {});
      setTimeout(() => process.stdout.write('stuck\\n'), 300);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const bound = setTimeout(() => child.kill('SIGKILL'), 30_000);
    try {
      await expect.poll(() => out + err, { timeout: 60_000 }).toContain('stuck');
      const t0 = performance.now();
      child.kill('SIGTERM');
      expect(await exited, err).toBe(0);
      expect(performance.now() - t0).toBeLessThan(10_000);
      expect(out).toContain('closed');
    } finally {
      clearTimeout(bound);
      child.kill('SIGKILL');
    }
  }, 90_000);

  it.skipIf(!isRoot)(
    'the real fault: writing with no floor (STORE_MIN_FREE_MB=0) until a tmpfs is full never holds the process; space freed, every committed row is there',
    () => {
      const disk = mkdtempSync(join(tmpdir(), 'dar-tmpfs-'));
      dirs.push(disk);
      expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=112m', 'tmpfs', disk]).status).toBe(0);
      mounts.push(disk);
      cpSync(dirs[0]!, join(disk, 'data'), { recursive: true });
      // Room to free afterwards, as an operator would.
      writeFileSync(join(disk, 'ballast'), Buffer.alloc(24 * 1024 * 1024));
      // A child process, killed after 90 s: were the store to hold the process, the test fails
      // instead of hanging the run. A 20 ms timer proves the event loop goes on throughout.
      const script = `
        const { openEmbedded } = await import(${JSON.stringify(new URL('./db.ts', import.meta.url).pathname)});
        const { rm } = await import('node:fs/promises');
        const dataDir = process.argv[1];
        const db = await openEmbedded(dataDir, { answerWithinMs: 5000 });
        let last = performance.now(), worst = 0;
        setInterval(() => { const now = performance.now(); worst = Math.max(worst, now - last); last = now; }, 20).unref();
        await db.query('create table filler (s text)');
        let batches = 0, error = null;
        for (;;) {
          try {
            await db.transaction((tx) => tx.query("insert into filler select repeat(md5(random()::text), 30) from generate_series(1, 300)"));
            batches++;
          } catch (err) { error = err.name + ': ' + err.message; break; }
        }
        await rm(dataDir + '/../ballast');
        let rows = null;
        for (let i = 0; i < 30 && rows === null; i++) {
          rows = await db.query('select count(*)::int as n from filler').then((r) => r[0].n, () => null);
          if (rows === null) await new Promise((r) => setTimeout(r, 1000));
        }
        process.stdout.write(JSON.stringify({ batches, rows, error, worstGapMs: Math.round(worst) }) + '\\n');
        await db.close();
        process.exit(0);
      `;
      const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, join(disk, 'data')], {
        encoding: 'utf8',
        timeout: 90_000,
        killSignal: 'SIGKILL',
      });
      expect(r.signal, `the process was held (killed after 90 s):\n${r.stderr}`).toBeNull();
      const out = JSON.parse(r.stdout.trim()) as { batches: number; rows: number | null; error: string; worstGapMs: number };
      // PGlite fails the write (no room for a data file) or spins (no room for the WAL), and then
      // the bound ends its thread: either way the call fails and the process goes on.
      expect(out.error).toMatch(/No space left on device|did not answer within 5 s|disk full|could not (extend|write)|ErrnoError/i);
      expect(out.batches).toBeGreaterThan(10);
      expect(out.worstGapMs).toBeLessThan(1000);
      expect(out.rows).toBe(out.batches * 300);
    },
    120_000,
  );
});
