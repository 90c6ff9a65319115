/**
 * Tests and the bench only: start a server binary (Debian's redis-server, PostgreSQL's postgres,
 * our own compiled server) on a free loopback port in a temporary directory, wait until it
 * answers, and stop it and remove the directory. What differs per server (setting up the
 * directory, the arguments, how to ask whether it answers) comes in as options.
 */
import { spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalServerOptions {
  /** Said in errors: `redis-server`, `PostgreSQL test server`. */
  name: string;
  /** The temporary directory's name prefix (`dar-redis-`). */
  dirPrefix: string;
  /** Run the server (and own its directory) as this user; default ourselves. */
  user?: { uid: number; gid: number };
  /** Set up the directory before the server starts (initdb); throw to give up. */
  prepare?: (dir: string) => void;
  /** The binary and its arguments for this port and directory, and what to add to our environment. */
  command: (port: number, dir: string) => { bin: string; args: string[]; env?: Record<string, string> };
  /** This port rather than a free one (a server started again where the last one was). */
  port?: number;
  /** Whether the server answers yet; polled until it does, the server exits, or `boundMs` passes. */
  answers: (port: number) => Promise<boolean>;
  /** How to ask it to stop (postgres: SIGINT, a fast shutdown). Default SIGTERM. */
  stopSignal?: NodeJS.Signals;
  boundMs?: number;
}

export interface LocalServer {
  port: number;
  stop: () => Promise<void>;
}

/** What the server last wrote, for the error when it does not come up. */
const OUTPUT_KEPT = 8192;

export function freePort(): Promise<number> {
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

export async function startLocalServer(o: LocalServerOptions): Promise<LocalServer> {
  const dir = mkdtempSync(join(tmpdir(), o.dirPrefix));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    if (o.user) chownSync(dir, o.user.uid, o.user.gid);
    o.prepare?.(dir);
  } catch (err) {
    removeDir();
    throw err;
  }
  const port = o.port ?? (await freePort());
  const { bin, args, env } = o.command(port, dir);
  const child = spawn(bin, args, { ...o.user, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let failed: Error | undefined;
  child.once('error', (err) => {
    failed = err;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (!failed && child.exitCode === null && child.signalCode === null) {
      child.kill(o.stopSignal ?? 'SIGTERM');
      await exited;
    }
    removeDir();
  };

  // Polled on the condition (the server answers, or has exited), with an overall bound.
  const boundMs = o.boundMs ?? 30_000;
  const until = Date.now() + boundMs;
  for (;;) {
    if (failed || child.exitCode !== null) {
      if (!failed) await closed; // all it wrote has been read
      removeDir();
      throw new Error(
        `${o.name} ${failed ? `could not start: ${failed.message}` : `exited (${child.exitCode})`} before answering:\n${output}`,
      );
    }
    if (await o.answers(port)) return { port, stop };
    if (Date.now() > until) {
      await stop();
      throw new Error(`${o.name} on port ${port} did not answer within ${boundMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
