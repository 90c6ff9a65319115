/**
 * Tests only: a throwaway PostgreSQL server from Debian's `postgresql` package, on a free loopback
 * port in a temporary directory, stopped and removed by `stop()`. Root may not run postgres, so as
 * root the server runs as the `postgres` system user (the package creates it) in a directory that
 * user owns. Missing binaries are an error naming the package, never a silent skip.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalServer } from './local-server.ts';

export interface PostgresServer {
  /** `postgres://dar@127.0.0.1:<port>/postgres` (trust authentication on loopback, or dar's password when one was asked for). */
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

export interface PostgresOptions {
  /** Require this password of user dar over TCP (scram-sha-256) instead of trusting loopback. */
  password?: string;
}

export async function startPostgres(opts: PostgresOptions = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const user = runAs();
  const { default: pg } = await import('pg');
  const login = opts.password === undefined ? 'dar' : `dar:${encodeURIComponent(opts.password)}`;
  const urlOf = (port: number, db: string) => `postgres://${login}@127.0.0.1:${port}/${db}`;
  const { port, stop } = await startLocalServer({
    name: 'PostgreSQL test server',
    dirPrefix: 'dar-pg-',
    user,
    prepare: (dir) => {
      const auth = ['--auth=trust'];
      if (opts.password !== undefined) {
        const pwfile = join(dir, 'pwfile');
        writeFileSync(pwfile, `${opts.password}\n`, { mode: 0o644 });
        auth.splice(0, 1, '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${pwfile}`);
      }
      const init = spawnSync(
        join(bin, 'initdb'),
        ['-D', join(dir, 'data'), '-U', 'dar', ...auth, '--no-sync', '-E', 'UTF8', '--locale=C'],
        { ...user, encoding: 'utf8' },
      );
      if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.error?.message}):\n${init.stderr}`);
    },
    command: (port, dir) => ({
      bin: join(bin, 'postgres'),
      args: [
        ['-D', join(dir, 'data'), '-h', '127.0.0.1', '-p', String(port), '-k', dir],
        ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ].flat(),
    }),
    answers: async (port) => {
      const c = new pg.Client({ connectionString: urlOf(port, 'postgres') });
      try {
        await c.connect();
        return true;
      } catch {
        return false;
      } finally {
        await c.end().catch(() => {});
      }
    },
    stopSignal: 'SIGINT', // a fast shutdown
  });

  return {
    url: urlOf(port, 'postgres'),
    port,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const c = new pg.Client({ connectionString: urlOf(port, 'postgres') });
      await c.connect();
      try {
        await c.query(`create database ${name}`);
      } finally {
        await c.end();
      }
      return urlOf(port, name);
    },
    stop,
  };
}
