/**
 * Compiles the server into `dist-server/` for `npm start` / `npm run serve`, so production starts
 * plain JavaScript instead of transpiling TypeScript through tsx at every start. esbuild (already
 * in the tree through Vite and tsx) bundles our code, the contract and the shared modules it
 * imports into ESM files; packages in node_modules stay imports (`packages: 'external'`), as they
 * are installed beside it. Code splitting keeps the embedded gateway a separate chunk, loaded only
 * in embedded mode, as `server/index.ts`'s dynamic import intends. All chunks sit directly in
 * dist-server/, one level below the root, which server/project-root.ts relies on.
 */
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { openEmbedded } from '../server/store/db.ts';

const outdir = process.env.SERVER_OUT_DIR ?? 'dist-server';

await build({
  entryPoints: { index: 'server/index.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Maps for an operator who wants stack traces in source terms: NODE_OPTIONS=--enable-source-maps.
  // Not on by default: the bundle keeps our names and is readable as it is, and start-up stays lean.
  sourcesContent: false,
  logLevel: 'warning',
  chunkNames: '[name]-[hash]',
});
// The embedded store's thread is plain JavaScript loaded by URL beside the chunk that starts it
// (server/store/pglite-worker.js says why); esbuild does not follow `new URL(...)`, so it is copied.
copyFileSync('server/store/pglite-worker.js', `${outdir}/pglite-worker.js`);

// An empty embedded store, made once here so a server's first start copies it instead of running
// initdb, whose memory peak (about 800 MB) would otherwise be every new deployment's.
const made = mkdtempSync(join(tmpdir(), 'dar-store-template-'));
try {
  await (await openEmbedded(made)).close();
  rmSync(`${outdir}/store-template`, { recursive: true, force: true });
  cpSync(join(made, 'pglite'), `${outdir}/store-template`, { recursive: true });
} finally {
  rmSync(made, { recursive: true, force: true });
}
console.log(`server compiled into ${outdir}/`);
