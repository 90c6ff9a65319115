/**
 * Every way the store can fail to start is a message the operator can act on (issue 19): the real
 * server (server/index.ts) is started against a full disk, a read-only file system, a directory
 * it may not write, a damaged store, a store another process holds, and PostgreSQL servers that
 * cannot be reached or refuse the credentials. It must exit 1 at once with the message, and never
 * echo the password of DATABASE_URL.
 *
 * The disk and read-only cases mount small tmpfs file systems, which needs root (as CI and the
 * developers' machines run); elsewhere they are skipped with the reason said.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.ts';
import { openEmbedded } from './db.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from './testing.ts';

const SERVER = fileURLToPath(new URL('../index.ts', import.meta.url));
const PASSWORD = 'pw-Secret-4f7c%1';

interface Exit {
  code: number | null;
  stderr: string;
  stdout: string;
}

/** Start the real server with this environment (embedded gateway, no key) and wait for it to exit. */
function startServer(env: Record<string, string>, user?: { uid: number; gid: number }): Promise<Exit> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(GATEWAY_|UPSTREAM_URL|DATABASE_URL|DATA_DIR|REDIS_URL)/.test(k)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...base, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '/nonexistent-static-dir', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  // A server that starts is a failure of the test: it is stopped after a bound.
  const bound = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(bound);
      resolve({ code, stderr, stdout });
    }),
  );
}

const isRoot = process.getuid?.() === 0;
const mounts: string[] = [];
const dirs: string[] = [];

/** A fresh tmpfs of `size` mounted on a new temporary directory. */
function tmpfs(size: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dar-tmpfs-'));
  dirs.push(dir);
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cannot mount a tmpfs on ${dir}: ${r.stderr}`);
  mounts.push(dir);
  return dir;
}

let template: string;
beforeAll(async () => {
  template = await freshEmbeddedDir();
  dirs.push(template);
}, 120_000);
afterAll(() => {
  for (const m of mounts.splice(0).reverse()) spawnSync('umount', ['-l', m]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  removeEmbeddedTemplate();
});

/** What every failed start must look like: exit 1, one line saying what to do, no stack, no `[object Object]`. */
function expectRefusal(exit: Exit, message: RegExp) {
  expect(exit.code, exit.stderr + exit.stdout).toBe(1);
  expect(exit.stderr).toMatch(/^market store: /);
  expect(exit.stderr).toMatch(message);
  expect(exit.stderr).not.toMatch(/\[object Object\]|\n\s+at /);
}

describe.skipIf(!isRoot)('embedded store on a file system that cannot take it (tmpfs mounts: needs root)', () => {
  it('a full disk says so and what to do, not [object Object]', async () => {
    const disk = tmpfs('2m');
    const exit = await startServer({ DATA_DIR: join(disk, 'data') });
    expectRefusal(exit, /the disk holding DATA_DIR \(.*\/data\) is full: free some space there \(or point DATA_DIR at a larger disk\)/);
  }, 90_000);

  it('a read-only file system holding a good store says so', async () => {
    const disk = tmpfs('64m');
    cpSync(template, join(disk, 'data'), { recursive: true });
    expect(spawnSync('mount', ['-o', 'remount,ro', disk]).status).toBe(0);
    const exit = await startServer({ DATA_DIR: join(disk, 'data') });
    expectRefusal(
      exit,
      /DATA_DIR \(.*\/data\) is on a read-only file system: mount it read-write, or point DATA_DIR at a writable directory/,
    );
  }, 90_000);

  it('a directory this user may not write says whose it must be', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'dar-notmine-'));
    dirs.push(parent);
    chmodSync(parent, 0o755); // root's, read-only to others
    const exit = await startServer({ DATA_DIR: join(parent, 'data') }, { uid: 65534, gid: 65534 });
    expectRefusal(exit, /DATA_DIR \(.*\/data\) is not writable by this process \(uid 65534\): give it the directory \(chown\)/);
  }, 90_000);
});

describe('embedded store that cannot be opened', () => {
  it('a damaged store says how to move it aside and that it is collected again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dar-damaged-'));
    dirs.push(dataDir);
    cpSync(template, dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    const exit = await startServer({ DATA_DIR: dataDir });
    const store = join(dataDir, 'pglite');
    expectRefusal(exit, new RegExp(`the embedded store in ${store} cannot be opened: it looks damaged`));
    expect(exit.stderr).toContain(`mv '${store}' '${store}.damaged'`);
    expect(exit.stderr).toMatch(/collected again from the data service/);
    // Left as it was, for the operator to move or investigate.
    expect(readdirSync(store).length).toBeGreaterThan(0);
  }, 90_000);

  it('a store another process holds names the process and the two ways out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dar-held-'));
    dirs.push(dataDir);
    cpSync(template, dataDir, { recursive: true });
    const held = await openEmbedded(dataDir);
    try {
      const exit = await startServer({ DATA_DIR: dataDir });
      expectRefusal(
        exit,
        new RegExp(
          `the embedded store in ${dataDir} is in use by another process \\(pid ${process.pid}\\); give each instance its own DATA_DIR, or share a PostgreSQL server with DATABASE_URL`,
        ),
      );
    } finally {
      await held.close();
    }
  }, 90_000);

  it('a DATA_DIR that is a file says what it could not do', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'dar-file-'));
    dirs.push(parent);
    writeFileSync(join(parent, 'data'), 'not a directory');
    const exit = await startServer({ DATA_DIR: join(parent, 'data') });
    expectRefusal(exit, /cannot make the directory of the embedded store in .*\/data\/pglite: .*EEXIST/);
  }, 90_000);
});

describe('PostgreSQL that cannot be used', () => {
  let pg: PostgresServer;
  beforeAll(async () => {
    pg = await startPostgres({ password: PASSWORD });
  }, 120_000);
  afterAll(async () => {
    await pg.stop();
  });

  it('a server that is not there: where it was looked for and what to check, without the password', async () => {
    const exit = await startServer({ DATABASE_URL: `postgres://dar:${encodeURIComponent(PASSWORD)}@127.0.0.1:1/dar` });
    expectRefusal(
      exit,
      /cannot reach the PostgreSQL server of DATABASE_URL \(postgres:\/\/dar@127\.0\.0\.1:1\/dar\): .*ECONNREFUSED.*; is it running, and are the host and port in DATABASE_URL right\?/,
    );
    expect(exit.stderr + exit.stdout).not.toContain('pw-Secret');
  }, 90_000);

  it('a wrong password: the credentials were refused, and neither password is echoed', async () => {
    const url = pg.url.replace(encodeURIComponent(PASSWORD), 'wrong-Secret-9');
    const exit = await startServer({ DATABASE_URL: url });
    expectRefusal(
      exit,
      /the PostgreSQL server of DATABASE_URL \(postgres:\/\/dar@127\.0\.0\.1:\d+\/postgres\) refused the credentials of user "dar" \(.*password authentication failed.*\): check the user name and password in DATABASE_URL/,
    );
    expect(exit.stderr + exit.stdout).not.toMatch(/wrong-Secret|pw-Secret/);
  }, 90_000);

  it('a database that does not exist says how to make it', async () => {
    const exit = await startServer({ DATABASE_URL: pg.url.replace(/\/postgres$/, '/dar_missing') });
    expectRefusal(exit, /the database "dar_missing" of DATABASE_URL \(.*\) does not exist: create it \(createdb dar_missing\)/);
    expect(exit.stderr + exit.stdout).not.toContain('pw-Secret');
  }, 90_000);
});
