import { describe, expect, it } from 'vitest';
import { staticBuild } from '../testing/static-build.ts';
import { tileSource } from './security.ts';

const HTML = { accept: 'text/html' };
const build = staticBuild({ 'index.html': '<!doctype html><title>Dar</title><div id="root"></div>' });

/** The CSP as directive -> sources. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('the app page, an unknown page, the API and its errors all carry the policy', async () => {
    const h = await build.serve();
    for (const url of ['/', '/no-such-page', '/api/search-agents', '/api/search-buy', '/api/nope', '/healthz', '/config.json']) {
      const res = await h.app.inject({ url, headers: HTML });
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('no inline script or style anywhere, no upgrade to https, images from us and data: only', async () => {
    const h = await build.serve();
    const policy = csp((await h.app.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
    for (const [name, sources] of Object.entries(policy)) {
      expect(sources.join(' '), name).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
    expect(policy['style-src-attr']).toEqual(["'none'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('allows the tile server in img-src only when TILE_URL is set', async () => {
    const h = await build.serve({ tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    const policy = csp((await h.app.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://*.tile.example.org']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});

describe('tileSource', () => {
  it('gives the scheme and host, a placeholder subdomain as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.basemaps.example.com/{z}/{x}/{y}{r}.png')).toBe('https://*.basemaps.example.com');
    expect(tileSource('HTTP://tiles.local:8080/{z}/{x}/{y}.png?key=1')).toBe('http://tiles.local:8080');
    expect(tileSource('https://a.{s}.example.com/{z}/{x}/{y}.png')).toBe('https://*.example.com');
  });
});
