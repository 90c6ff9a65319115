/**
 * Tests only: both stores. The embedded one in a temporary directory, the PostgreSQL one as a
 * database on a throwaway server (server/testing/postgres-server.ts).
 *
 * Migrating a store costs far more than a test that uses it (PGlite's start and twelve migrations
 * take seconds on a loaded machine), so each test file shares one migrated store per kind and each
 * test starts from it emptied: every table truncated in one statement, identities restarted, only
 * the migrations' record kept. A test that needs a store of its own (one it breaks, closes or
 * alters, or one as an older version left it) asks for it: `open({ fresh: true })`, `open({ until })`.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.ts';
import { openEmbedded, openPostgres, type Db, type Sql } from './db.ts';
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

interface OpenStoreOptions {
  /** A store of the test's own, migrated to the end: for a test that closes, breaks or alters it. */
  fresh?: boolean;
  /** A store of the test's own, migrated only up to this migration (a backfill's test). */
  until?: number;
}

/**
 * Open a store for one test. Without options: the file's shared store of this kind, emptied, until
 * `closeOpen()` (afterEach) or the handle's `close()` gives it back; one test holds it at a time.
 */
type OpenStore = (opts?: OpenStoreOptions) => Promise<Db>;

export interface StoreKinds {
  /** [name, open a store] for `describe.each`. */
  kinds: [string, OpenStore][];
  /** Stop the server, remove the directories, close what is still open. */
  cleanup(): Promise<void>;
  /** Start the PostgreSQL server and make the embedded template (beforeAll, with a long timeout). */
  start(): Promise<void>;
  /**
   * Close every store of a test's own and give back the shared ones (afterEach). Fails the test
   * that changed a shared store's schema (that test needs `{ fresh: true }`).
   */
  closeOpen(): Promise<void>;
}

/** What a migrated store's schema is: its relations, their columns, its indexes and migrations. */
const SCHEMA_OF = `select md5(string_agg(part, ';' order by part)) as schema from (
  select c.relname || ' ' || c.relkind::text || ' ' || coalesce(string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
    || case when a.attnotnull then ' not null' else '' end, ', ' order by a.attnum), '') as part
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = current_schema() group by c.relname, c.relkind
  union all select indexdef from pg_indexes where schemaname = current_schema()
  union all select 'migration ' || id from store_migrations
) parts`;

/** A kind's store shared by a file's tests: migrated once, emptied for each test. */
class SharedStore {
  private db: Db | undefined;
  private schema = '';
  private emptyAll = '';
  private lent: { returned: boolean } | undefined;
  private readonly kind: string;
  private readonly make: () => Promise<Db>;

  constructor(kind: string, make: () => Promise<Db>) {
    this.kind = kind;
    this.make = make;
  }

  async lend(): Promise<Db> {
    if (this.lent && !this.lent.returned) {
      throw new Error(
        `the shared ${this.kind} store is already lent: stores.closeOpen() in afterEach gives it back; a second store in one test is open({ fresh: true })`,
      );
    }
    if (this.db) {
      // Emptied when lent, not when given back: whatever the last test left running is gone too.
      await this.db.query(this.emptyAll);
    } else {
      const db = await this.make();
      await migrate(db);
      const tables = await db.query<{ name: string }>(
        `select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() and tablename <> 'store_migrations' order by 1`,
      );
      this.emptyAll = `truncate ${tables.map((t) => t.name).join(', ')} restart identity`;
      this.schema = await schemaOf(db);
      this.db = db;
    }
    const lease = { returned: false };
    this.lent = lease;
    return handle(this.db, lease, () => this.giveBack(lease));
  }

  /** Given back: the schema must be as migrated, or the store is dropped and the test told. */
  async giveBack(lease: { returned: boolean }): Promise<void> {
    if (lease.returned || !this.db) return;
    lease.returned = true;
    if ((await schemaOf(this.db)) === this.schema) return;
    const changed = this.db;
    this.db = undefined;
    await changed.close();
    throw new Error(`a test changed the shared ${this.kind} store's schema: give it a store of its own, open({ fresh: true })`);
  }

  async returnLent(): Promise<void> {
    if (this.lent) await this.giveBack(this.lent);
  }

  async close(): Promise<void> {
    await this.db?.close();
    this.db = undefined;
  }
}

async function schemaOf(db: Sql): Promise<string> {
  const [row] = await db.query<{ schema: string }>(SCHEMA_OF);
  return row?.schema ?? '';
}

/** The shared store as one test sees it: closing it gives it back; after that it refuses queries. */
function handle(db: Db, lease: { returned: boolean }, giveBack: () => Promise<void>): Db {
  const given = () => Promise.reject(new Error('this test store was closed (given back to the file)'));
  return {
    kind: db.kind,
    ...(db.files && { files: db.files }),
    query: (text, params, opts) => (lease.returned ? given() : db.query(text, params, opts)),
    transaction: (fn) => (lease.returned ? given() : db.transaction(fn)),
    close: giveBack,
  };
}

export function storeKinds(): StoreKinds {
  let server: PostgresServer | undefined;
  const dirs: string[] = [];
  const open: Db[] = [];
  let n = 0;
  const embedded = async () => {
    const dir = await freshEmbeddedDir();
    dirs.push(dir);
    return openEmbedded(dir);
  };
  const postgres = async () => {
    if (!server) throw new Error('storeKinds().start() was not called');
    return openPostgres(await server.createDatabase(`t_${process.pid}_${n++}`));
  };
  const shared = [new SharedStore('embedded', embedded), new SharedStore('postgres', postgres)] as const;
  const opener =
    (make: () => Promise<Db>, sharedStore: SharedStore): OpenStore =>
    async (opts = {}) => {
      if (!opts.fresh && opts.until === undefined) return sharedStore.lend();
      const db = await make();
      open.push(db);
      await migrate(db, opts);
      return db;
    };
  return {
    kinds: [
      ['embedded', opener(embedded, shared[0])],
      ['postgres', opener(postgres, shared[1])],
    ],
    async start() {
      [server] = await Promise.all([startPostgres(), freshEmbeddedDir().then((d) => dirs.push(d))]);
    },
    async closeOpen() {
      await Promise.allSettled(open.splice(0).map((db) => db.close()));
      // Both given back even when one fails; then the first failure is the test's.
      const given = await Promise.allSettled(shared.map((s) => s.returnLent()));
      for (const g of given) if (g.status === 'rejected') throw g.reason instanceof Error ? g.reason : new Error(String(g.reason));
    },
    async cleanup() {
      await Promise.allSettled([...open.splice(0), ...shared].map((db) => db.close()));
      await server?.stop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
      removeEmbeddedTemplate();
    },
  };
}

/** Tests only: a deterministic sequence in [0, 1) (a linear congruential generator), so a failure repeats. */
export function seededNumbers(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}
