import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, SERVER_VARIABLES } from './config.ts';
import { EMBEDDED_VARIABLES, embeddedOptionsFromEnv, standaloneFromEnv } from './embedded/options.ts';
import { ConfigError } from './env.ts';

function messageOf(read: () => unknown): string {
  try {
    read();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('reading the environment', () => {
  it("names every bad EMBEDDED_* variable at once, with what it must be and what it got, as the server's do", () => {
    const message = messageOf(() => embeddedOptionsFromEnv({ EMBEDDED_PLAN: 'gold', EMBEDDED_FAULT_RATE: '2', EMBEDDED_SEED: '7' }));
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - EMBEDDED_FAULT_RATE must be a number from 0 to 1 (got "2")',
      '  - EMBEDDED_PLAN must be basic or pro (got "gold")',
    ]);
    expect(messageOf(() => loadConfig({ PORT: 'x' }))).toMatch(/^Invalid configuration:\n {2}- PORT must be a whole number/);
  });

  it('reads set values trimmed, and empty ones as unset', () => {
    expect(
      embeddedOptionsFromEnv({ EMBEDDED_PLAN: ' basic ', EMBEDDED_FAULT: '', EMBEDDED_FAULT_ENDPOINTS: '/search-buy, search-rent' }),
    ).toEqual({
      plan: 'basic',
      faults: { endpoints: ['search-buy', 'search-rent'] },
    });
  });

  it('the gateway on its own: port, host and key with defaults, and every bad variable of both kinds named', () => {
    expect(standaloneFromEnv({})).toEqual({ port: 8090, host: '127.0.0.1', key: 'embedded-dev-key' });
    expect(standaloneFromEnv({ EMBEDDED_PORT: '9000', EMBEDDED_KEY: ' k ', EMBEDDED_PLAN: 'basic' })).toEqual({
      port: 9000,
      host: '127.0.0.1',
      key: 'k',
      plan: 'basic',
    });
    expect(messageOf(() => standaloneFromEnv({ EMBEDDED_PORT: '70000', EMBEDDED_PLAN: 'gold' })).split('\n')).toEqual([
      'Invalid configuration:',
      '  - EMBEDDED_PLAN must be basic or pro (got "gold")',
      '  - EMBEDDED_PORT must be a whole number from 0 to 65535 (got "70000")',
    ]);
  });

  it('docs/configuration.md names every variable the server and the embedded gateway read', () => {
    const doc = readFileSync('docs/configuration.md', 'utf8');
    expect([...SERVER_VARIABLES, ...EMBEDDED_VARIABLES].filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
