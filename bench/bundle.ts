/**
 * Bundle budgets: gzip size of the JS the first route needs (the entry, everything it imports
 * statically, and the home route's own chunks) and of each lazily loaded chunk.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleFigures {
  firstRouteKB: number;
  firstRouteFiles: string[];
  lazyChunks: Array<{ file: string; src: string; kB: number }>;
}

export async function benchBundle(outDir = '.tmp/bench-dist'): Promise<BundleFigures> {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--manifest', '--outDir', outDir, '--logLevel', 'error'], { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipKB = (file: string) => gzipSync(readFileSync(join(outDir, file))).length / 1024;

  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const homeRoute = Object.keys(manifest).filter((k) => k.startsWith('src/routes/index.tsx'));
  const first = closure([...entries, ...homeRoute]);
  const firstFiles = [...first].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));

  const lazyChunks = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && !first.has(key) && c.file.endsWith('.js'))
    .map(([key, c]) => ({ file: c.file, src: c.src ?? key, kB: gzipKB(c.file) }))
    .sort((a, b) => b.kB - a.kB);

  return {
    firstRouteKB: firstFiles.reduce((sum, f) => sum + gzipKB(f), 0),
    firstRouteFiles: firstFiles,
    lazyChunks,
  };
}
