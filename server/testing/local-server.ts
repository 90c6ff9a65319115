/**
 * Tests and the bench only: start a server binary (Debian's redis-server, PostgreSQL's postgres,
 * our own compiled server) on a free loopback port in a temporary directory, wait until it
 * answers, and stop it and remove the directory. What differs per server (setting up the
 * directory, the arguments, how to ask whether it answers) comes in as options.
 */
import { spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** Ours start here: above the ports people run things on by hand (8080, 5432, 6379, ...). */
const LOWEST_PORT = 10_000;

/**
 * The kernel's range for ports it hands out by itself (a listener on port 0, the local end of every
 * outgoing connection). A port found free in it can be handed to another socket before the server
 * binds it: a test's browser or the server's own connections make many. Below it, nothing takes a
 * port but a process that asks for that one.
 */
function ephemeralStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > LOWEST_PORT + 1000) return low;
  } catch {
    // not Linux: the range most systems use
  }
  return 32768;
}
const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** A loopback port free now and below the kernel's own range (see ephemeralStart), at random. */
export async function freePort(): Promise<number> {
  const top = ephemeralStart();
  for (let tries = 0; tries < 50; tries++) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (top - LOWEST_PORT));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free loopback port found between ${LOWEST_PORT} and ${top}`);
}

/** A server that exited because its port was taken after freePort() found it free. */
class PortTaken extends Error {}

/** How many free ports are tried before giving up on a server whose port keeps being taken. */
const PORT_TRIES = 3;

/**
 * A free port is free when freePort() looks, not always when the server binds it: another process
 * may have asked for the same one in between. Such a start is tried again on another free port, in
 * a new directory (a server given its port stays on it).
 */
export async function startLocalServer(o: LocalServerOptions): Promise<LocalServer> {
  for (let tries = 1; ; tries++) {
    try {
      return await startOnce(o);
    } catch (err) {
      if (!(err instanceof PortTaken) || o.port !== undefined || tries >= PORT_TRIES) throw err;
    }
  }
}

async function startOnce(o: LocalServerOptions): Promise<LocalServer> {
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
      const why = `${o.name} ${failed ? `could not start: ${failed.message}` : `exited (${child.exitCode})`} before answering:\n${output}`;
      throw /EADDRINUSE|Address already in use/.test(output) ? new PortTaken(why) : new Error(why);
    }
    if (await o.answers(port)) return { port, stop };
    if (Date.now() > until) {
      await stop();
      throw new Error(`${o.name} on port ${port} did not answer within ${boundMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
