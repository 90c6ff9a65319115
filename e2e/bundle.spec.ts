/**
 * The browser never sees the data service's key: the built bundle must not even name the key's
 * environment variable or header.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const staticDir = process.env.STATIC_DIR ?? 'dist';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('the built bundle names neither the key variable nor the key header', () => {
  const files = filesUnder(staticDir).filter((f) => /\.(js|html|css|map|json)$/.test(f));
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    expect(text, file).not.toMatch(/GATEWAY_KEY/);
    expect(text.toLowerCase(), file).not.toContain('x-gateway-key');
    expect(text.toLowerCase(), file).not.toContain('x-gateway-host');
  }
});
