import { existsSync, readFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, startLocalServer } from './local-server.ts';

/** A tiny TCP server in Node, as the server binary. */
const LISTEN = "require('node:net').createServer((s) => s.end('hi')).listen(Number(process.argv[1]), '127.0.0.1')";

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

describe('startLocalServer', () => {
  it('starts the binary on a free loopback port in its own directory; stop ends it and removes the directory', async () => {
    let seenDir = '';
    const server = await startLocalServer({
      name: 'node test server',
      dirPrefix: 'dar-local-test-',
      command: (port, dir) => {
        seenDir = dir;
        return { bin: process.execPath, args: ['-e', LISTEN, String(port)] };
      },
      answers: accepts,
    });
    expect(existsSync(seenDir)).toBe(true);
    expect(await accepts(server.port)).toBe(true);
    await server.stop();
    expect(await accepts(server.port)).toBe(false);
    expect(existsSync(seenDir)).toBe(false);
    await server.stop(); // a second stop is harmless
  });

  it('a server that exits before answering is an error with its output, and leaves no directory', async () => {
    let seenDir = '';
    await expect(
      startLocalServer({
        name: 'failing server',
        dirPrefix: 'dar-local-test-',
        command: (_port, dir) => {
          seenDir = dir;
          return { bin: process.execPath, args: ['-e', "console.error('no config here'); process.exit(3)"] };
        },
        answers: accepts,
      }),
    ).rejects.toThrow(/failing server exited \(3\) before answering:\nno config here/);
    expect(existsSync(seenDir)).toBe(false);
  });

  it('a port taken between finding it free and the server binding it: tried again on another, in a new directory', async () => {
    // The first start loses its port as our server does when another listener got it first.
    const starts: Array<{ port: number; dir: string }> = [];
    const server = await startLocalServer({
      name: 'node test server',
      dirPrefix: 'dar-local-test-',
      command: (port, dir) => {
        starts.push({ port, dir });
        const lost = `console.error('listen EADDRINUSE: address already in use 127.0.0.1:${port}'); process.exit(1)`;
        return { bin: process.execPath, args: ['-e', starts.length === 1 ? lost : LISTEN, String(port)] };
      },
      answers: accepts,
    });
    expect(starts).toHaveLength(2);
    expect(server.port).toBe(starts[1]!.port);
    expect(starts[1]!.port).not.toBe(starts[0]!.port);
    expect(existsSync(starts[0]!.dir)).toBe(false);
    await server.stop();
  });

  it('a server given its port is not moved to another when that port is taken', async () => {
    const holder = createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as AddressInfo).port)),
    );
    let starts = 0;
    await expect(
      startLocalServer({
        name: 'pinned server',
        dirPrefix: 'dar-local-test-',
        port,
        command: (p) => {
          starts++;
          return { bin: process.execPath, args: ['-e', LISTEN, String(p)] };
        },
        answers: () => Promise.resolve(false),
      }),
    ).rejects.toThrow(/pinned server exited \(1\) before answering:[^]*EADDRINUSE/);
    holder.close();
    expect(starts).toBe(1);
  });

  it('finds free ports below the range the kernel hands out by itself, so no connection takes one before its server', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port).toBeGreaterThanOrEqual(10_000);
    for (const port of ports) expect(port).toBeLessThan(low!);
  });

  it('a binary that is not there is an error naming it', async () => {
    await expect(
      startLocalServer({
        name: 'missing server',
        dirPrefix: 'dar-local-test-',
        command: () => ({ bin: '/nonexistent/bin/server', args: [] }),
        answers: accepts,
      }),
    ).rejects.toThrow(/missing server could not start: .*ENOENT/);
  });
});
