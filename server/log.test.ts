import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';

const KEY = 'canary-KEY-123';

function capture(secrets: string[] = []) {
  const lines: string[] = [];
  const log = createLogger({
    level: 'debug',
    destination: {
      write: (l: string) => {
        lines.push(l);
      },
    },
    secrets,
  });
  return { log, lines };
}

describe('logger', () => {
  it('redacts the header where headers are logged, even without the scrubber', () => {
    const { log, lines } = capture();
    log.debug({ upstream: { url: 'https://g/x', headers: { 'x-gateway-key': KEY, 'x-gateway-host': 'g' } } }, 'upstream request');
    log.debug({ headers: { 'x-gateway-key': KEY } }, 'headers');
    log.debug({ req: { headers: { 'x-gateway-key': KEY } } }, 'req');
    log.debug({ 'x-gateway-key': KEY, gatewayKey: KEY }, 'flat');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).not.toContain(KEY);
    expect((JSON.parse(lines[0]!) as { upstream: { headers: unknown } }).upstream.headers).toEqual({
      'x-gateway-key': '[REDACTED]',
      'x-gateway-host': 'g',
    });
  });

  it('scrubs the key from any other place: messages, errors, nested objects', () => {
    const { log, lines } = capture([KEY]);
    log.info(`a message with ${KEY}`);
    log.error({ err: new Error(`failed with key=${KEY}`) }, 'boom');
    log.warn({ deep: { a: [{ b: `x${KEY}y` }] } }, 'deep');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(KEY);
      expect(line).toContain('[REDACTED]');
    }
  });
});
