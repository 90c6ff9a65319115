/**
 * The renderer the browser runs: Preact, through its React-compatible layer, in place of
 * react-dom. The code is written, typed and linted against React's API (`react`, `@types/react`);
 * only the browser's bundles (the build, the dev server, the dom and browser test tiers) resolve
 * those imports to Preact. The server's first views (src/prerender.tsx) stay on react-dom/server:
 * the browser draws over them rather than hydrating (docs/page-speed.md), so the two renderers
 * never have to agree node for node.
 *
 * Why: react-dom's client is 61 KB gzip of the first route's 155 (`/`) and 200 (`/buy`); Preact
 * with its compat layer is about 5. Its compat layer covers what this app and its libraries use
 * (hooks including `use` and `useEffectEvent`, Suspense and lazy, portals, `flushSync`, bubbling
 * focus events, `onChange` on inputs). What it does not do is render in slices: a transition or a
 * deferred value is drawn at once (docs/page-speed.md says what that costs and what it gains).
 */
import type { AliasOptions } from 'vite';

export const browserRendererAliases: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Testing Library's `act` where React has none of its own.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
