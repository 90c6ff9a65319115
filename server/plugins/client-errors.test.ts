/**
 * Requests Node's parser refuses never reach Fastify: a real socket checks the raw answer.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiErrorBody } from '../../src/contract/index.ts';
import { harness, type Harness } from '../upstream/testing.ts';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await harness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => {
  await h.close();
});

/** Send raw bytes and read everything until the server closes the connection. */
function exchange(raw: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const cut = text.indexOf('\r\n\r\n');
      resolve({ head: cut < 0 ? text : text.slice(0, cut), body: cut < 0 ? '' : text.slice(cut + 4) });
    });
    socket.write(raw);
  });
}

const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();

describe('answers to requests the HTTP parser refuses', () => {
  it('headers over the limit: 431 in the app error shape, Connection: close', async () => {
    // Node's default limit is 16 KiB for all headers together.
    const { head, body } = await exchange(`GET /api/search-agents HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(header(head, 'connection')).toBe('close');
    expect(header(head, 'content-type')).toBe('application/json; charset=utf-8');
    expect(Number(header(head, 'content-length'))).toBe(Buffer.byteLength(body));
    const parsed: unknown = JSON.parse(body);
    expect(parsed).toMatchObject({ success: false, error: 'bad_request' });
    expect(readApiErrorBody(parsed)?.message).toMatch(/headers are too large/);
    expect(h.seen).toHaveLength(0);
  });

  it('a malformed request line: 400 in the app error shape, Connection: close', async () => {
    const { head, body } = await exchange('GARBAGE\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(header(head, 'connection')).toBe('close');
    const parsed: unknown = JSON.parse(body);
    expect(parsed).toEqual({ success: false, error: 'bad_request', message: 'The request could not be read.' });
  });

  it('the server still answers ordinary requests afterwards', async () => {
    const { head } = await exchange('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
