import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { appRoutesPlugin } from './scripts/app-routes-plugin.ts';

// In development the browser still calls only our server: Vite forwards these paths to it.
const serverUrl = `http://127.0.0.1:${process.env.DEV_SERVER_PORT ?? 8080}`;
const forwarded = ['/api', '/media', '/config.json', '/fx-rates.json', '/healthz'];

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      // The same route list for the server (unknown paths answer 404): see the plugin.
      plugins: [appRoutesPlugin('src/shared/app-routes.gen.ts')],
    }),
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every sizeable asset (JS, CSS, the basemap), which the server
    // sends to browsers that accept them without compressing on each request.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(js|css|json|svg|html)$/ }),
  ],
  // The server's first views (`vite build --ssr src/prerender.tsx`, into the build's `.ssr/`): one
  // bundle with its libraries, so a build served from anywhere finds them.
  ssr: { noExternal: true },
  // React's production renderer there too, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  // Nothing server-side (keys, gateway host) may reach the bundle: expose no env prefix at all
  // beyond Vite's own.
  envPrefix: 'PUBLIC_',
  server: { proxy: Object.fromEntries(forwarded.map((p) => [p, serverUrl])) },
  build: isSsrBuild
    ? // One file: the server loads a new build's bundle beside the old (by its own URL), and chunks
      // importing the entry by its plain URL would share state with neither.
      { copyPublicDir: false, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        sourcemap: false,
        // dist/.vite/manifest.json: which chunks each route needs, so the server preloads them from the
        // page's HTML (server/plugins/page-html.ts) and the bundle budget counts them.
        manifest: true,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          // Boot: the one script of a page drawn whole by the server, which asks for the rest once
          // the page has painted (src/boot.ts, server/plugins/start-after-paint.ts).
          input: { index: 'index.html', boot: 'src/boot.ts' },
          output: {
            // A chunk of code is named by its hash alone: the entry lists about 90 of them (Vite's
            // preloads for the routes and lazy parts), and their names were 0.8 KB gzip of every
            // page's first load. The manifest says which is which. Words keep a name, for what
            // they are (`words-ar-market-*.js`, Arabic's common `ar-*.js`).
            chunkFileNames: (chunk) => {
              const facade = chunk.facadeModuleId ?? '';
              const part = /\/i18n\/resources\/(en|ar)\/(\w+)\.ts$/.exec(facade);
              if (part) return `assets/words-${part[1]}-${part[2]}-[hash].js`;
              if (facade.endsWith('/i18n/resources/ar.ts')) return 'assets/ar-[hash].js';
              return 'assets/[hash].js';
            },
            codeSplitting: {
              // What every page loads at start is one file, not thirty small ones: over HTTP/1.1 a
              // browser fetches six at a time, and the route's own chunk and its chart waited behind.
              // The entry (index.html and its script) stays the entry chunk, as the manifest knows it.
              // Boot (src/boot.ts) is an entry of its own, loaded alone before the rest.
              groups: [
                { name: 'app', tags: ['$initial'], test: (id) => !/\/(index\.html|src\/main\.tsx|src\/boot\.ts)$/.test(id) },
                // React's renderer, which the entry imports once it runs (src/main.tsx), is a file of its own.
                { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\// },
              ],
            },
          },
        },
      },
}));
