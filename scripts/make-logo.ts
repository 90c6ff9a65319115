/**
 * Makes public/logo.png, the header's logo and the page's icon, from public/favicon.svg (the one
 * drawing of it). A PNG because a browser draws an SVG image in a document of its own, made on the
 * page's main thread (the icon alone 50-60 ms at a 4x slower CPU), and both are on every page's
 * first paint. 96 px square: a 28 px logo on a screen of up to three device pixels per CSS pixel.
 * Run it after changing the drawing (`node --import tsx scripts/make-logo.ts`);
 * scripts/logo.test.ts fails until then.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

export const LOGO_SIZE = 96;
const PUBLIC = path.resolve(import.meta.dirname, '../public');
const FAVICON = path.join(PUBLIC, 'favicon.svg');
export const LOGO = path.join(PUBLIC, 'logo.png');

/** The favicon's drawing at the logo's size (a sharp pipeline, to write or to read as pixels). */
export function drawnLogo(): Sharp {
  // Drawn at the size itself (density), not drawn small and scaled up.
  return sharp(FAVICON, { density: (72 * LOGO_SIZE) / 32 }).resize(LOGO_SIZE, LOGO_SIZE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await drawnLogo().png({ compressionLevel: 9, palette: true }).toFile(LOGO);
  console.log(`wrote ${path.relative(process.cwd(), LOGO)}`);
}
