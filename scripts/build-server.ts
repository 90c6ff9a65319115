/**
 * Compiles the server into `dist-server/` for `npm start` / `npm run serve`, so production starts
 * plain JavaScript instead of transpiling TypeScript through tsx at every start. esbuild (already
 * in the tree through Vite and tsx) bundles our code, the contract and the shared modules it
 * imports into ESM files; packages in node_modules stay imports (`packages: 'external'`), as they
 * are installed beside it. Code splitting keeps the embedded gateway a separate chunk, loaded only
 * in embedded mode, as `server/index.ts`'s dynamic import intends. All chunks sit directly in
 * dist-server/, one level below the root, which server/project-root.ts relies on.
 */
import { build } from 'esbuild';

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
console.log(`server compiled into ${outdir}/`);
