/**
 * Tests only: a throwaway `redis-server` (Debian's redis-server package) on a free loopback port in
 * a temporary directory, with no persistence; `stop()` ends it and removes the directory. A missing
 * binary is an error naming the package, never a silent skip.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "The Redis tests need Debian's redis-server package: apt-get install -y --no-install-recommends redis-server (scripts/ensure-system-packages.sh does it).";

export function redisServerBinary(name = 'redis-server'): string {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const path = found.stdout.trim();
  if (found.status !== 0 || !path) throw new Error(`No ${name} on PATH. ${INSTALL_HINT}`);
  return path;
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

/** Resolves once the port accepts a PING (polled on the condition, with an overall bound). */
async function answers(port: number, child: ChildProcess, boundMs = 10_000): Promise<void> {
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}) before answering`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' }, () => s.write('PING\r\n'));
      s.once('data', (d) => {
        s.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${boundMs} ms`);
}

export async function startRedisServer(): Promise<RedisServer> {
  const bin = redisServerBinary();
  const dir = mkdtempSync(join(tmpdir(), 'dar-redis-'));
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await answers(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
