/**
 * One opener per embedded store directory, held by the operating system.
 *
 * The lock is a listening socket whose name is derived from the directory's real path:
 * - Linux: a socket in the abstract namespace (`\0dar-store-<sha256>`). Binding it is atomic (of
 *   two processes binding at the same moment exactly one succeeds), and the kernel frees the name
 *   the instant the process dies, `kill -9` included: no lock file, no pid to guess.
 * - Windows: a named pipe, with the same properties.
 * - elsewhere (macOS, BSD): a socket file in the temporary directory; a file left by a dead
 *   process refuses connections and is taken over. That takeover is not atomic (two restarts in
 *   the same instant could both take it), so production servers should run on Linux.
 *
 * Caveat: abstract sockets belong to a network namespace. Two containers that each have their own
 * network (the Docker default) and mount the same volume as DATA_DIR do not see each other's
 * lock; such instances must share a PostgreSQL server (DATABASE_URL) instead.
 *
 * The holder answers a connection with its pid, so the refusal can say who holds the directory.
 */
import { createHash } from 'node:crypto';
import { realpath, unlink } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DirLock {
  /** The socket name that holds the lock (for tests and the log). */
  readonly name: string;
  release(): Promise<void>;
}

/** Thrown when another live process holds the directory. */
export class DirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holderPid: number | null,
  ) {
    super(`${dir} is locked by ${holderPid === null ? 'another process' : `process ${holderPid}`}`);
    this.name = 'DirLockedError';
  }
}

/** The socket name for a directory (its real path, so two spellings of one directory share one lock). */
async function lockName(dir: string, platform: NodeJS.Platform = process.platform): Promise<string> {
  const hash = createHash('sha256')
    .update(await realpath(dir))
    .digest('hex')
    .slice(0, 40);
  if (platform === 'linux') return `\0dar-store-${hash}`;
  if (platform === 'win32') return `\\\\?\\pipe\\dar-store-${hash}`;
  return join(tmpdir(), `dar-store-${hash}.sock`);
}

function listen(name: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(`${process.pid}\n`);
    });
    server.once('error', reject);
    server.listen({ path: name, exclusive: true }, () => {
      server.off('error', reject);
      // An idle error on the listening socket must not crash the process.
      server.on('error', () => {});
      // The lock never keeps the process alive by itself.
      server.unref();
      resolve(server);
    });
  });
}

/** Ask the holder for its pid; null when it does not answer (ECONNREFUSED: nobody listens). */
function askHolder(name: string, timeoutMs = 1000): Promise<{ listening: boolean; pid: number | null }> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect({ path: name });
    const done = (listening: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const pid = Number.parseInt(text, 10);
      resolve({ listening, pid: Number.isInteger(pid) && pid > 0 ? pid : null });
    };
    const timer = setTimeout(() => done(true), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      text += d;
    });
    socket.on('end', () => done(true));
    socket.on('error', (err: NodeJS.ErrnoException) => done(err.code !== 'ECONNREFUSED' && err.code !== 'ENOENT'));
  });
}

/**
 * Take the lock of `dir` (which must exist) or throw `DirLockedError`. The lock lasts until
 * `release()` or the end of the process, however it ends.
 */
export async function lockDir(dir: string): Promise<DirLock> {
  const name = await lockName(dir);
  const fileSocket = process.platform !== 'linux' && process.platform !== 'win32';
  for (let attempt = 1; ; attempt++) {
    try {
      const server = await listen(name);
      let released: Promise<void> | undefined;
      return {
        name,
        release: () =>
          (released ??= new Promise<void>((resolve) => {
            server.close(() => resolve());
          })),
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      const holder = await askHolder(name);
      // A socket file a dead process left (not Linux or Windows): nobody listens, take it over.
      if (fileSocket && !holder.listening && attempt === 1) {
        await unlink(name).catch(() => {});
        continue;
      }
      throw new DirLockedError(dir, holder.pid);
    }
  }
}
