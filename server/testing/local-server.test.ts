import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startLocalServer } from './local-server.ts';

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
