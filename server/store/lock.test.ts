/**
 * One opener per DATA_DIR (issue 19): real processes race to open one real embedded store; the
 * lock of a process killed with SIGKILL does not hold a restart back; a pid file left by the old
 * lock (naming a live process) no longer blocks.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from './db.ts';
import { lockDir } from './lock.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from './testing.ts';

const DB_MODULE = fileURLToPath(new URL('./db.ts', import.meta.url));

/**
 * A process that opens the store in `dir` once the clock reaches `at` (ms) and writes `opened`
 * (having committed a row to table `kept`) or `refused: <message>`; an opener holds the store
 * until its standard input closes.
 */
const OPENER = `
const [dir, at] = [process.argv[1], Number(process.argv[2])];
const { openEmbedded } = await import(${JSON.stringify(DB_MODULE)});
while (Date.now() < at) {}
let db;
try {
  db = await openEmbedded(dir);
  await db.query('create table if not exists kept (n int)');
  await db.query('insert into kept values (1)');
  process.stdout.write('opened\\n');
} catch (err) {
  process.stdout.write('refused: ' + err.message + '\\n');
  process.exit(0);
}
process.stdin.resume();
process.stdin.on('end', async () => { await db.close(); process.exit(0); });
`;

interface Opener {
  child: ChildProcessWithoutNullStreams;
  /** The first line it wrote. */
  said: Promise<string>;
  exited: Promise<void>;
}

function opener(dir: string, at: number): Opener {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', OPENER, dir, String(at)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const said = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(out.slice(0, nl));
    });
    child.once('exit', (code) => reject(new Error(`opener exited (${code}) without a word:\n${err}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, said, exited };
}

const dirs: string[] = [];
const fresh = async () => {
  const d = await freshEmbeddedDir();
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  await fresh(); // the template: PGlite's first initdb is slow
}, 120_000);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  removeEmbeddedTemplate();
});

describe('one opener per embedded store directory', () => {
  it('two processes opening the same directory at the same moment: exactly one opens, the other is told why', async () => {
    const rounds = 4;
    for (let round = 0; round < rounds; round++) {
      const dir = await fresh();
      // Both start now and spin until the same instant, well after both have loaded.
      const at = Date.now() + 4000;
      const pair = [opener(dir, at), opener(dir, at)];
      try {
        const said = await Promise.all(pair.map((p) => p.said));
        expect(
          said.filter((s) => s === 'opened'),
          `round ${round}: ${said.join(' | ')}`,
        ).toHaveLength(1);
        const refusal = said.find((s) => s !== 'opened')!;
        expect(refusal).toMatch(
          /^refused: the embedded store in .* is in use by another process \(pid \d+\); give each instance its own DATA_DIR, or share a PostgreSQL server with DATABASE_URL$/,
        );
      } finally {
        for (const p of pair) p.child.stdin.end();
        await Promise.all(pair.map((p) => p.exited));
      }
    }
  }, 120_000);

  it('a process killed with SIGKILL holds nothing: a restart opens at once, with every committed row', async () => {
    const dir = await fresh();
    const first = opener(dir, 0);
    expect(await first.said).toBe('opened');
    // While it lives, this process is refused.
    await expect(openEmbedded(dir)).rejects.toThrow(/in use by another process \(pid \d+\)/);
    first.child.kill('SIGKILL');
    await first.exited;
    const t0 = Date.now();
    const db = await openEmbedded(dir);
    const ms = Date.now() - t0;
    try {
      expect(await db.query<{ n: number }>('select n from kept')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    // PGlite's own open takes a few hundred ms; no waiting for a lock to go stale.
    expect(ms).toBeLessThan(10_000);
  }, 60_000);

  it('a pid file left by the old lock, naming a live process, no longer blocks; the lock is released on close', async () => {
    const dir = await fresh();
    writeFileSync(join(dir, 'pglite.lock'), '1'); // pid 1 is always alive
    const db = await openEmbedded(dir);
    await db.close();
    await db.close(); // a second close is harmless
    const again = await openEmbedded(dir);
    await again.close();
  }, 60_000);

  it('two spellings of one directory share one lock', async () => {
    const dir = await fresh();
    const lock = await lockDir(dir);
    try {
      await expect(lockDir(`${dir}/./`)).rejects.toThrow(/is locked by process \d+/);
    } finally {
      await lock.release();
    }
    await (await lockDir(dir)).release();
  });
});
