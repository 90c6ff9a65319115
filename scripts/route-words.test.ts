/**
 * Every page loads the words its code uses before it draws. A part's words (listings, market, ...)
 * are their own chunk, loaded for the parts src/shared/route-words.ts names for the page; a key of
 * a part the page did not name would show as the key itself. So: follow each route file's imports
 * (static and lazy, as the browser may reach them; not `import type`) through src, and find every
 * string that starts with a part's name and a dot (`'market.trends.title'`, `` `listings.${k}` ``).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_FILES, APP_ROUTE_PATHS } from '../src/shared/app-routes.gen.ts';
import { ROUTE_WORDS, WORD_PARTS, type WordPart } from '../src/shared/route-words.ts';

const SRC = path.resolve(import.meta.dirname, '../src');
/** `import x from './a'`, `export * from './a'`, `import './a'`, `import('./a')`; not `import type`. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
/** The words themselves and tests are not code a page runs; generated route lists name files (`'market.index.tsx'`), not words. */
const NOT_PAGE_CODE = /\/i18n\/resources\/|\.test\.tsx?$|\.gen\.ts$/;

/** Every source file reachable from `file` by its imports. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || NOT_PAGE_CODE.test(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), (m[1] ?? m[2])!);
    if (existsSync(target)) reachable(target, seen);
  }
  return seen;
}

/** The parts whose keys the files use, each with the first file that does. */
function partsUsed(files: Iterable<string>): Map<WordPart, string> {
  const used = new Map<WordPart, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const part of WORD_PARTS) {
      if (!used.has(part) && new RegExp(`['"\`]${part}\\.[a-zA-Z]`).test(text)) used.set(part, path.relative(SRC, file));
    }
  }
  return used;
}

const routeFile = (file: string) => path.join(SRC, 'routes', file);

describe('each page loads the words its code uses', () => {
  it.each(APP_ROUTE_PATHS)('%s names every part its code uses', (route) => {
    const used = partsUsed(reachable(routeFile(APP_ROUTE_FILES[route])));
    const missing = [...used].filter(([part]) => !ROUTE_WORDS[route].includes(part)).map(([part, file]) => `${part} (${file})`);
    expect(missing, `add to ROUTE_WORDS['${route}'] in src/shared/route-words.ts`).toEqual([]);
  });

  it('the frame every page shows (the root route) uses only the common words', () => {
    expect([...partsUsed(reachable(routeFile('__root.tsx')))]).toEqual([]);
  });

  it('the walk finds what it should (the check can fail)', () => {
    // The market overview's code uses market words, through the route's feature imports.
    const overview = partsUsed(reachable(routeFile(APP_ROUTE_FILES['/market/'])));
    expect(overview.get('market')).toMatch(/^features\/market\//);
    // The home page shows no part: its words are all common.
    expect([...partsUsed(reachable(routeFile(APP_ROUTE_FILES['/'])))]).toEqual([]);
  });
});
