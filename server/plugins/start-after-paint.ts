/**
 * A page whose first view the server drew asks for the app's code once that view has painted: its
 * entry script and modulepreloads become one list, `<meta name="dar-start">`, and its one script is
 * boot's (src/boot.ts, which says why).
 *
 * Not a search or listing page whose first answer is still to come (named in its HTML, to be
 * fetched at once): the code is what draws it, and the page keeps the script and preloads the
 * browser fetches beside the answer (page-html.ts).
 */
import { BOOT_ENTRY, type Manifest } from '../../src/shared/build-manifest.ts';
import { START_META } from '../../src/shared/first-view.ts';

// As Vite writes them, and the server adds its own (page-html.ts).
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Boot's built file (`/assets/boot-[hash].js`), or null in a build without it. */
export function bootScript(manifest: Manifest | null): string | null {
  const boot = manifest?.[BOOT_ENTRY];
  return boot?.isEntry ? `/${boot.file}` : null;
}

/** The page with its code named for boot to ask for; unchanged if it has no entry script as Vite writes it. */
export function startAfterPaint(html: string, boot: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const tags = `<meta name="${START_META}" content="${[entry, ...chunks].join(' ')}">\n    <script type="module" crossorigin src="${boot}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => tags);
}
