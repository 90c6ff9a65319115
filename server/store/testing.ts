/**
 * Tests only: both stores, fresh per test. The embedded one in a temporary directory, the
 * PostgreSQL one as a new database on a throwaway server (server/testing/postgres-server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.ts';
import { openEmbedded, openPostgres, type Db } from './db.ts';
import { migrate } from './migrations.ts';

export interface StoreKinds {
  /** [name, open a fresh migrated store] for `describe.each`. */
  kinds: [string, () => Promise<Db>][];
  /** Stop the server, remove the directories, close what is still open. */
  cleanup(): Promise<void>;
  /** Start the PostgreSQL server (call in beforeAll). */
  start(): Promise<void>;
  /** Close every store opened so far (afterEach: an embedded store holds ~250 MB while open). */
  closeOpen(): Promise<void>;
}

export function storeKinds(): StoreKinds {
  let server: PostgresServer | undefined;
  const dirs: string[] = [];
  const open: Db[] = [];
  let n = 0;
  const track = async (db: Db) => {
    open.push(db);
    await migrate(db);
    return db;
  };
  return {
    kinds: [
      ['embedded', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'dar-store-'));
        dirs.push(dir);
        return track(await openEmbedded(dir));
      }],
      ['postgres', async () => {
        if (!server) throw new Error('storeKinds().start() was not called');
        return track(await openPostgres(await server.createDatabase(`t_${process.pid}_${n++}`)));
      }],
    ],
    async start() {
      server = await startPostgres();
    },
    async closeOpen() {
      await Promise.allSettled(open.splice(0).map((db) => db.close()));
    },
    async cleanup() {
      await Promise.allSettled(open.map((db) => db.close()));
      await server?.stop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
