/**
 * Tests only: both stores, fresh per test. The embedded one in a temporary directory, the
 * PostgreSQL one as a new database on a throwaway server (server/testing/postgres-server.ts).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.ts';
import { openEmbedded, openPostgres, type Db } from './db.ts';
import { migrate } from './migrations.ts';

/**
 * A fresh embedded store directory. PGlite's first open of a directory runs initdb (5 s alone,
 * far more on a loaded machine), so one is made per test process and copied for each store.
 */
let template: Promise<string> | undefined;
const templateDirs: string[] = [];
export async function freshEmbeddedDir(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dar-store-template-'));
    templateDirs.push(dir);
    await (await openEmbedded(dir)).close();
    return dir;
  })();
  const from = await template;
  const dir = mkdtempSync(join(tmpdir(), 'dar-store-'));
  cpSync(from, dir, { recursive: true });
  return dir;
}

/** Remove the template (afterAll: test workers end without an exit event). */
export function removeEmbeddedTemplate(): void {
  for (const d of templateDirs.splice(0)) rmSync(d, { recursive: true, force: true });
  template = undefined;
}

export interface StoreKinds {
  /** [name, open a fresh migrated store (`until`: only up to that migration)] for `describe.each`. */
  kinds: [string, (opts?: { until?: number }) => Promise<Db>][];
  /** Stop the server, remove the directories, close what is still open. */
  cleanup(): Promise<void>;
  /** Start the PostgreSQL server and make the embedded template (beforeAll, with a long timeout). */
  start(): Promise<void>;
  /** Close every store opened so far (afterEach: an embedded store holds ~250 MB while open). */
  closeOpen(): Promise<void>;
}

export function storeKinds(): StoreKinds {
  let server: PostgresServer | undefined;
  const dirs: string[] = [];
  const open: Db[] = [];
  let n = 0;
  const track = async (db: Db, opts?: { until?: number }) => {
    open.push(db);
    await migrate(db, opts);
    return db;
  };
  return {
    kinds: [
      [
        'embedded',
        async (opts) => {
          const dir = await freshEmbeddedDir();
          dirs.push(dir);
          return track(await openEmbedded(dir), opts);
        },
      ],
      [
        'postgres',
        async (opts) => {
          if (!server) throw new Error('storeKinds().start() was not called');
          return track(await openPostgres(await server.createDatabase(`t_${process.pid}_${n++}`)), opts);
        },
      ],
    ],
    async start() {
      [server] = await Promise.all([startPostgres(), freshEmbeddedDir().then((d) => dirs.push(d))]);
    },
    async closeOpen() {
      await Promise.allSettled(open.splice(0).map((db) => db.close()));
    },
    async cleanup() {
      await Promise.allSettled(open.map((db) => db.close()));
      await server?.stop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
      removeEmbeddedTemplate();
    },
  };
}
