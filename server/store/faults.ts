/**
 * What went wrong with the store, in words an operator can act on. Both drivers fail in their own
 * ways: Node's file system errors (`code: 'ENOSPC'`), PGlite's WebAssembly file system (it throws
 * non-Error `ErrnoError { errno: 51 }` values, WASI numbering), PostgreSQL's own messages ("could
 * not extend file ...: No space left on device", SQLSTATE 53100), and node-postgres's connection
 * errors. Messages never carry the password of DATABASE_URL.
 */

export type FsFault = 'disk_full' | 'read_only' | 'no_permission';

/** PGlite's (Emscripten's, WASI-numbered) errno values for the faults we name. */
const WASM_ERRNO: Record<number, FsFault> = { 51: 'disk_full', 19: 'disk_full', 69: 'read_only', 2: 'no_permission', 63: 'no_permission' };
const NODE_CODE: Record<string, FsFault> = {
  ENOSPC: 'disk_full',
  EDQUOT: 'disk_full',
  EROFS: 'read_only',
  EACCES: 'no_permission',
  EPERM: 'no_permission',
};
/** PostgreSQL: disk_full (53100), and the strerror texts its file errors end with. */
const PG_CODE: Record<string, FsFault> = { '53100': 'disk_full' };
const TEXT: [RegExp, FsFault][] = [
  [/no space left on device|disk quota exceeded|could not extend file/i, 'disk_full'],
  [/read-only file system/i, 'read_only'],
  [/permission denied/i, 'no_permission'],
];

/** The file system fault behind an error of either driver, or null when it is none of those. */
export function fsFaultOf(err: unknown): FsFault | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const o = e as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };
    if (typeof o.code === 'string' && NODE_CODE[o.code]) return NODE_CODE[o.code]!;
    if (typeof o.code === 'string' && PG_CODE[o.code]) return PG_CODE[o.code]!;
    if (o.name === 'ErrnoError' && typeof o.errno === 'number' && WASM_ERRNO[o.errno]) return WASM_ERRNO[o.errno]!;
    if (typeof o.message === 'string') for (const [re, fault] of TEXT) if (re.test(o.message)) return fault;
  }
  return null;
}

/** An error's text, whatever was thrown (PGlite throws plain objects: never `[object Object]`). */
export function describeThrown(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (err && typeof err === 'object') {
    const o = err as { name?: unknown; errno?: unknown; code?: unknown; message?: unknown };
    const parts = [o.name, o.code, typeof o.errno === 'number' ? `errno ${o.errno}` : undefined, o.message].filter(
      (p): p is string | number => typeof p === 'string' || typeof p === 'number',
    );
    if (parts.length) return parts.join(' ');
    try {
      return JSON.stringify(err);
    } catch {
      /* fall through */
    }
  }
  return String(err);
}

/** What the operator does about a file system fault in DATA_DIR. */
export function fsFaultAdvice(fault: FsFault, dataDir: string): string {
  switch (fault) {
    case 'disk_full':
      return `the disk holding DATA_DIR (${dataDir}) is full: free some space there (or point DATA_DIR at a larger disk)`;
    case 'read_only':
      return `DATA_DIR (${dataDir}) is on a read-only file system: mount it read-write, or point DATA_DIR at a writable directory`;
    case 'no_permission':
      return `DATA_DIR (${dataDir}) is not writable by this process (uid ${process.getuid?.() ?? '?'}): give it the directory (chown), or point DATA_DIR at a writable directory`;
  }
}

/** How to move a damaged embedded store aside; what it holds is collected again. */
export function moveAsideAdvice(storeDir: string): string {
  return (
    `stop the server, move the store aside (mv '${storeDir}' '${storeDir}.damaged') and start again: ` +
    'a new, empty store is made and collected again from the data service as pages are viewed (this spends upstream calls); ' +
    'keep the moved copy only to investigate'
  );
}

/** `postgres://user@host:port/db`: DATABASE_URL without its password or query, for messages. */
function safeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** `text` with every spelling of the URL's password replaced (a driver message must never echo it). */
function redactPassword(text: string, url: string): string {
  let password = '';
  try {
    password = new URL(url).password;
  } catch {
    /* no password to find */
  }
  if (!password) return text;
  let out = text;
  for (const p of new Set([password, decodeURIComponent(password)])) if (p) out = out.split(p).join('***');
  return out;
}

/** Why a PostgreSQL connection failed, and what to do, without the password. */
export function postgresStartFailure(err: unknown, url: string): string {
  const where = safeDatabaseUrl(url);
  const o = (err ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof o.code === 'string' ? o.code : '';
  const detail = redactPassword(describeThrown(err), url);
  let user = '';
  let db = '';
  try {
    const u = new URL(url);
    user = decodeURIComponent(u.username);
    db = decodeURIComponent(u.pathname.slice(1));
  } catch {
    /* said generically below */
  }
  // SQLSTATE 28P01 invalid_password, 28000 invalid_authorization_specification (pg_hba refused).
  if (code === '28P01' || code === '28000') {
    return `the PostgreSQL server of DATABASE_URL (${where}) refused the credentials${user ? ` of user "${user}"` : ''} (${detail}): check the user name and password in DATABASE_URL, and that pg_hba.conf lets this host in`;
  }
  if (code === '3D000') {
    return `the database${db ? ` "${db}"` : ''} of DATABASE_URL (${where}) does not exist: create it (createdb${db ? ` ${db}` : ''}) or fix the name in DATABASE_URL`;
  }
  if (code === '53100') return `the PostgreSQL server of DATABASE_URL (${where}) is out of disk space (${detail}): free space on its disk`;
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET'].includes(code) ||
    /timeout/i.test(detail)
  ) {
    return `cannot reach the PostgreSQL server of DATABASE_URL (${where}): ${detail}; is it running, and are the host and port in DATABASE_URL right?`;
  }
  if (code === '57P03')
    return `the PostgreSQL server of DATABASE_URL (${where}) is starting up or shutting down (${detail}): start again in a moment`;
  return `cannot reach the PostgreSQL server of DATABASE_URL (${where}): ${detail}`;
}
