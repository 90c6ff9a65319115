import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticBuild } from '../testing/static-build.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const build = staticBuild({
  'index.html': '<!doctype html><title>UAE property</title><div id="root"></div>',
  'assets/index-3f9a1c.js': 'console.log("app")',
  // What vite-plugin-compression2 writes beside each asset.
  'assets/index-3f9a1c.js.br': brotliCompressSync('console.log("app")'),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

describe('with a build', () => {
  it('serves index.html at / with no-cache', async () => {
    const h = await build.serve();
    const res = await h.app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('UAE property');
  });

  it('hashed assets are cached for a year, immutable', async () => {
    const h = await build.serve();
    const res = await h.app.inject('/assets/index-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('SPA fallback: an app route that accepts HTML gets index.html (no-cache)', async () => {
    const h = await build.serve();
    for (const url of ['/buy?location_id=50', '/property/16266089', '/market/trends/']) {
      const res = await h.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('UAE property');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('SPA fallback also for link previews and scripts that accept anything', async () => {
    const h = await build.serve();
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await h.app.inject({ url: '/market/transactions?location_id=50', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('UAE property');
    }
    const missing = await h.app.inject({ url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('every app route, dynamic ones too, answers 200; an unknown path gets the app with 404', async () => {
    const h = await build.serve();
    for (const url of [
      '/',
      '/rent',
      '/commercial/buy?location_id=50',
      '/new-projects',
      '/property/123',
      '/agents',
      '/agents/5',
      '/agents/99999999',
      '/brokers/9/',
      '/developers',
      '/developers/79ca4333-9975-4672-b05f-bb7329de75e9',
      '/new-projects/a759fec7-4d0f-4b6a-bda8-70dfc0096fd2',
      '/market',
      '/market/transactions?location_id=50',
      '/market/registry',
    ]) {
      const res = await h.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
    }
    for (const url of [
      '/no-such-page',
      '/no-such-page?x=1',
      '/property',
      '/agents/5/extra',
      '/market/nope',
      // A record's page whose id has a form no record of its kind has.
      '/property/abc',
      '/property/abc?lang=ar',
      '/agents/abc',
      '/brokers/12x',
      '/developers/not%20an%20id',
      '/new-projects/%3Cx%3E',
    ]) {
      const res = await h.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      // The SPA still renders its not-found view: the body is the app, not a plain text page.
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('UAE property');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await h.app.inject({ method: 'HEAD', url: '/no-such-page', headers: HTML });
    expect(head.statusCode).toBe(404);
  });

  it('no fallback for non-HTML requests, missing assets, /api, /media or /healthz paths', async () => {
    const h = await build.serve();
    const json = await h.app.inject({ url: '/buy', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const asset = await h.app.inject('/assets/missing-123.js');
    expect(asset.statusCode).toBe(404);
    const api = await h.app.inject({ url: '/api/unknown', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: 'not_found' });
    const media = await h.app.inject({ url: '/media/x.png', headers: HTML });
    expect(media.statusCode).toBe(404);
    expect(media.body).not.toContain('UAE property');
    const post = await h.app.inject({ method: 'POST', url: '/buy', headers: HTML });
    expect(post.statusCode).toBe(404);
  });

  it("sends the build's pre-compressed copy of an asset to a browser that accepts it", async () => {
    const h = await build.serve();
    const br = await h.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const plain = await h.app.inject('/assets/index-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('refuses path traversal with a code that says so (403 forbidden_path, not bad_request)', async () => {
    const h = await build.serve();
    for (const url of ['/assets/..%5c..%5cetc%5cpasswd', '/assets/x%00.js', '/assets/....//etc/passwd']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ success: false, error: 'forbidden_path', message: 'This path is not served.' });
    }
    for (const url of ['/assets/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('root:');
    }
  });
});

describe('without a build', () => {
  it('app routes get a helpful 503 page, the API still works', async () => {
    const h = await build.serve({ staticDir: build.path('nope') });
    const page = await h.app.inject({ url: '/buy', headers: HTML });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('npm run build');
    const root = await h.app.inject({ url: '/', headers: HTML });
    expect(root.statusCode).toBe(503);
    const api = await h.app.inject('/api/search-buy?location_id=50');
    expect(api.statusCode).toBe(200);
  });
});
