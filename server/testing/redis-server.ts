/**
 * Tests only: a throwaway `redis-server` (Debian's redis-server package) on a free loopback port in
 * a temporary directory, with no persistence; `stop()` ends it and removes the directory. A missing
 * binary is an error naming the package, never a silent skip.
 */
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { startLocalServer } from './local-server.ts';

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

/** Whether the port answers a PING. */
function pong(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const s = createConnection({ port, host: '127.0.0.1' }, () => s.write('PING\r\n'));
    s.once('data', (d) => {
      s.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    s.once('error', () => resolve(false));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const bin = redisServerBinary();
  const { port, stop } = await startLocalServer({
    name: 'redis-server',
    dirPrefix: 'dar-redis-',
    command: (port, dir) => ({
      bin,
      args: ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    }),
    answers: pong,
    boundMs: 10_000,
  });
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
