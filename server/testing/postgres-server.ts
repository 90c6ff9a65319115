/**
 * Tests only: a throwaway PostgreSQL server from Debian's `postgresql` package, on a free loopback
 * port in a temporary directory, stopped and removed by `stop()`. Root may not run postgres, so as
 * root the server runs as the `postgres` system user (the package creates it) in a directory that
 * user owns. Missing binaries are an error naming the package, never a silent skip.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresServer {
  /** `postgres://dar@127.0.0.1:<port>/postgres` (trust authentication on loopback). */
  url: string;
  port: number;
  /** A fresh, empty database on this server; its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "The PostgreSQL tests need Debian's postgresql package: apt-get install -y --no-install-recommends postgresql (scripts/ensure-system-packages.sh does it).";

/** The newest installed major version's bin directory. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string {
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL server binaries under ${root}. ${INSTALL_HINT}`);
  return join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The uid/gid to run postgres as: ourselves, or the `postgres` user when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(`Running as root, and there is no "postgres" system user to run PostgreSQL as. ${INSTALL_HINT}`);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function waitUntil(ready: () => Promise<boolean>, what: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what}: postgres exited (${child.exitCode}):\n${log()}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not ready after 30 s:\n${log()}`);
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'dar-pg-'));
  const data = join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const opts = user ? { uid: user.uid, gid: user.gid } : {};

  const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-U', 'dar', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], {
    ...opts,
    encoding: 'utf8',
  });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status ?? init.error?.message}):\n${init.stderr}`);
  }
  const port = await freePort();
  let output = '';
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...opts, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (b: Buffer) => {
    output += b.toString();
  });
  child.stderr.on('data', (b: Buffer) => {
    output += b.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const { default: pg } = await import('pg');
  const url = `postgres://dar@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT'); // fast shutdown
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => {
        const c = new pg.Client({ connectionString: url });
        try {
          await c.connect();
          return true;
        } catch {
          return false;
        } finally {
          await c.end().catch(() => {});
        }
      },
      'PostgreSQL test server',
      child,
      () => output,
    );
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url,
    port,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`create database ${name}`);
      } finally {
        await c.end();
      }
      return `postgres://dar@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
