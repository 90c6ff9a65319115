/**
 * Bundle budgets, read from Vite's manifest (`build.manifest`) so that no chunk is missed:
 * - first route: the entry, every chunk it imports statically, and the home route's chunks
 *   (goal <= 150 KB gzip);
 * - each route: the JS a navigation to it fetches beyond the entry (its chunk and every chunk that
 *   imports, transitively), and then each lazy load inside it (a dynamic import reached from those
 *   chunks, such as the map: ResultsMap plus the shared `leaflet-base` chunk), each counted with
 *   ALL the chunks it pulls in that the route has not loaded yet (goal <= 120 KB gzip each).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Report } from './report.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const BUNDLE_DIR = '.tmp/bench-dist';
const GOAL = { firstRouteKB: 150, lazyKB: 120 };

export interface LazyLoad {
  /** The dynamic import's source module. */
  src: string;
  /** JS files it fetches that the route had not loaded. */
  files: string[];
  kB: number;
}

export interface RouteFigures {
  route: string;
  files: string[];
  kB: number;
  lazy: LazyLoad[];
}

export interface BundleFigures {
  first: { files: string[]; kB: number };
  routes: RouteFigures[];
}

/** Every manifest key the given keys load statically (themselves included). */
function staticClosure(m: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !m[key]) continue;
    into.add(key);
    staticClosure(m, m[key].imports ?? [], into);
  }
  return into;
}

/** Dynamic imports made by any chunk of the set. */
const dynamicOf = (m: Manifest, keys: Iterable<string>) => [...new Set([...keys].flatMap((k) => m[k]?.dynamicImports ?? []))];

export function analyseManifest(m: Manifest, sizeKB: (file: string) => number): BundleFigures {
  const js = (keys: Iterable<string>) => [...keys].map((k) => m[k]!.file).filter((f) => f.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((s, f) => s + sizeKB(f), 0);

  const entries = Object.keys(m).filter((k) => m[k]!.isEntry);
  const entryLoad = staticClosure(m, entries);
  const routeKeys = dynamicOf(m, entryLoad)
    .filter((k) => k.startsWith('src/routes/'))
    .sort();
  const home = routeKeys.filter((k) => k.startsWith('src/routes/index.tsx'));
  const firstFiles = js(staticClosure(m, [...entries, ...home]));

  const routes = routeKeys.map((key): RouteFigures => {
    const loaded = staticClosure(m, [key], new Set(entryLoad));
    const own = [...loaded].filter((k) => !entryLoad.has(k));
    // Lazy loads inside the route, each with what it adds; a lazy chunk's own lazy imports
    // (charts inside a lazily loaded panel) count as further loads.
    const lazy: LazyLoad[] = [];
    const seen = new Set<string>();
    const queue = dynamicOf(m, loaded).filter((k) => !k.startsWith('src/routes/'));
    while (queue.length) {
      const dyn = queue.shift()!;
      if (seen.has(dyn) || loaded.has(dyn)) continue;
      seen.add(dyn);
      const adds = [...staticClosure(m, [dyn])].filter((k) => !loaded.has(k));
      lazy.push({ src: m[dyn]?.src ?? dyn, files: js(adds), kB: sum(js(adds)) });
      queue.push(...dynamicOf(m, adds).filter((k) => !k.startsWith('src/routes/')));
    }
    const ownFiles = js(own);
    return { route: key.replace(/\?.*$/, ''), files: ownFiles, kB: sum(ownFiles), lazy };
  });
  return { first: { files: firstFiles, kB: sum(firstFiles) }, routes };
}

/** Build directories built by this run: a build left from an earlier run may predate the sources. */
const builtThisRun = new Map<string, Manifest>();

/** The app built into `outDir` by this run (built now unless a section of this run built it). */
export function buildForBench(outDir = BUNDLE_DIR): Manifest {
  const built = builtThisRun.get(outDir);
  if (built) return built;
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--manifest', '--outDir', outDir, '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  builtThisRun.set(outDir, manifest);
  return manifest;
}

export function bench(r: Report, outDir = BUNDLE_DIR): void {
  const manifest = buildForBench(outDir);
  const sizes = new Map<string, number>();
  const gzipKB = (file: string) => {
    let kB = sizes.get(file);
    if (kB === undefined) sizes.set(file, (kB = gzipSync(readFileSync(join(outDir, file))).length / 1024));
    return kB;
  };
  const b = analyseManifest(manifest, gzipKB);
  r.figure(`first route (entry + home, ${b.first.files.length} files)`, b.first.kB, 'KB', { max: GOAL.firstRouteKB });
  for (const route of b.routes) {
    const name = route.route.replace(/^src\/routes\//, '');
    r.figure(`${name}: on navigation (${route.files.length} files)`, route.kB, 'KB', { max: GOAL.lazyKB });
    for (const l of route.lazy) {
      const chunkNames = l.files.map((f) => f.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')).join(' + ');
      r.figure(`  + lazy ${chunkNames}`, l.kB, 'KB', { max: GOAL.lazyKB });
    }
  }
  const total = [...sizes.keys()].filter((f) => f.endsWith('.js')).reduce((s, f) => s + sizes.get(f)!, 0);
  r.note(`${sizes.size} JS files counted, ${total.toFixed(1)} KB gzip in all; sizes are gzip (level 6) of the built files`);
}
