/**
 * A page sent with its first view names its code for boot to ask for after the paint: the entry
 * first, then the chunks in the order the page named them, and no script or preload the browser
 * would fetch first.
 */
import { describe, expect, it } from 'vitest';
import { bootScript, startAfterPaint } from './start-after-paint.ts';

const PAGE = `<!doctype html><html><head>
    <link rel="preload" as="image" fetchpriority="high" href="/media/1.svg">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
    <link rel="modulepreload" crossorigin href="/assets/words-en-listings-1.js">
    <link rel="modulepreload" crossorigin href="/assets/buy-1.js">
  </head><body><div id="root"></div></body></html>`;

describe('startAfterPaint', () => {
  it('names the entry and then each chunk in order for boot, and boot is the one script', () => {
    const html = startAfterPaint(PAGE, '/assets/boot-1.js');
    expect(/<meta name="dar-start" content="([^"]*)">/.exec(html)?.[1]?.split(' ')).toEqual([
      '/assets/index-1.js',
      '/assets/app-1.js',
      '/assets/words-en-listings-1.js',
      '/assets/buy-1.js',
    ]);
    expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/boot-1.js']);
    expect(html).not.toContain('modulepreload');
    // What the first paint needs stays: the stylesheet, and the photo named first.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(html.indexOf('/media/1.svg')).toBeLessThan(html.indexOf('boot-1.js'));
  });

  it('leaves a page without an entry script as Vite writes it unchanged', () => {
    const odd = PAGE.replace('<script type="module" crossorigin src="/assets/index-1.js"></script>', '');
    expect(startAfterPaint(odd, '/assets/boot-1.js')).toBe(odd);
  });

  it("finds boot's file in the manifest; a build without it has none", () => {
    expect(bootScript({ 'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true } })).toBe('/assets/boot-1.js');
    expect(bootScript({ 'index.html': { file: 'assets/index-1.js', isEntry: true } })).toBeNull();
    expect(bootScript(null)).toBeNull();
  });
});
