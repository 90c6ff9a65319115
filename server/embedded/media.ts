/**
 * Generated images, so the product shows pictures offline. Every image is a pure function of its
 * path below the media base URL, drawn as SVG:
 *   listing/<listingId>/<n>[-<shape>].jpg
 *                                    property photo (416x272, like the portal's thumbnails) of a
 *                                    tower, a house or a plot, as the listing's type is built
 *   project/<uuid>/<n>.jpg           new-project render
 *   agent/<agentId>/<INITIALS>.jpg   agent avatar
 *   broker/<brokerId>/<INITIALS>.jpg brokerage logo
 *   developer/<slug>/<INITIALS>.jpg  developer logo
 *
 * The records name JPEGs, as the real service's do (`…/416x272.jpg`), and the drawing is turned into
 * one here (sharp, off the event loop; kept in memory by path). Why not serve the SVG: a browser
 * draws each SVG image in a document of its own, made on the page's main thread (13-26 ms each at a
 * 4x slower CPU, five to eight on a search or directory page), where a JPEG is decoded off it; with
 * SVG the stand-in would slow its own pages in a way live mode never does. The same paths ending in
 * `.svg` still answer with the drawing itself: records and saved items from before keep their
 * pictures.
 */
import { LRUCache } from 'lru-cache';
import { hash32 } from './random.ts';

export interface Media {
  contentType: string;
  body: string | Buffer;
}

const SVG = 'image/svg+xml; charset=utf-8';
const JPEG = 'image/jpeg';
const SKIES = [
  ['#8ec5fc', '#e0c3fc'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#ffecd2', '#fcb69f'],
];
const FACADES = ['#e8e1d5', '#d9d4cc', '#c9d6df', '#f0e6d8', '#dcd3c4', '#b8c6db'];
const BRAND = ['#0f4c81', '#7a1f3d', '#1f6f5c', '#b3541e', '#3d3b8e', '#5c3c10', '#0b6e99', '#8e2c48'];

const esc = (s: string) => s.replace(/[^A-Z0-9]/g, '');

/** What a photo shows: a building of flats or offices, a house (villa, townhouse), or open land. */
export type PhotoShape = 'tower' | 'house' | 'plot';
const HOUSE_TYPES = new Set(['villa', 'townhouse', 'bungalow', 'compound']);
const PLOT_TYPES = new Set(['land', 'farm']);

/** The shape a listing's photos show, by its property type (a villa is never shown as a tower). */
export function photoShapeOf(propertyType: string): PhotoShape {
  return HOUSE_TYPES.has(propertyType) ? 'house' : PLOT_TYPES.has(propertyType) ? 'plot' : 'tower';
}

/** A photo: of the shape asked for, or (a project's render, an older address) one the key picks. */
function propertyPhoto(key: string, n: number, shape?: PhotoShape): string {
  const h = hash32(key, n);
  const [top, bottom] = SKIES[h % SKIES.length]!;
  const facade = FACADES[(h >>> 3) % FACADES.length]!;
  const drawn = shape ?? (((h >>> 7) & 3) !== 0 ? 'tower' : 'house');
  const shapes: string[] = [];
  if (drawn === 'plot') {
    // Open land: a fenced sand plot.
    shapes.push(`<rect x="70" y="196" width="276" height="26" fill="#e6d3a8" stroke="#a1887f" stroke-dasharray="6 4"/>`);
    for (let x = 70; x <= 346; x += 23) shapes.push(`<rect x="${x}" y="186" width="3" height="36" fill="#a1887f"/>`);
  } else if (drawn === 'tower') {
    const x = 120 + ((h >>> 9) % 90);
    const w = 90 + ((h >>> 13) % 60);
    const top = 30 + ((h >>> 17) % 60);
    shapes.push(`<rect x="${x}" y="${top}" width="${w}" height="${222 - top}" fill="${facade}" stroke="#9aa5b1"/>`);
    for (let y = top + 12; y < 210; y += 16) {
      for (let wx = x + 8; wx < x + w - 10; wx += 16)
        shapes.push(`<rect x="${wx}" y="${y}" width="9" height="9" fill="#5b7a99" opacity="0.75"/>`);
    }
    shapes.push(`<rect x="${x - 60}" y="150" width="50" height="72" fill="${FACADES[(h >>> 21) % FACADES.length]}" stroke="#9aa5b1"/>`);
  } else {
    shapes.push(`<rect x="110" y="120" width="200" height="102" fill="${facade}" stroke="#9aa5b1"/>`);
    shapes.push(`<polygon points="96,124 210,62 324,124" fill="#8d6e63"/>`);
    shapes.push(`<rect x="190" y="165" width="36" height="57" fill="#6d4c41"/>`);
    shapes.push(
      `<rect x="130" y="140" width="40" height="30" fill="#5b7a99" opacity="0.8"/><rect x="250" y="140" width="40" height="30" fill="#5b7a99" opacity="0.8"/>`,
    );
    shapes.push(`<rect x="60" y="205" width="300" height="17" fill="#4fc3f7" opacity="0.7"/>`);
  }
  const palmX = 40 + ((h >>> 11) % 320);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="416" height="272" viewBox="0 0 416 272" role="img" aria-label="Property photo ${n}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="416" height="272" fill="url(#s)"/><circle cx="${340 - ((h >>> 5) % 200)}" cy="46" r="20" fill="#fff3b0" opacity="0.9"/>` +
    `<rect y="222" width="416" height="50" fill="#d7c49e"/>${shapes.join('')}` +
    `<rect x="${palmX}" y="170" width="5" height="52" fill="#795548"/><ellipse cx="${palmX + 2}" cy="168" rx="22" ry="7" fill="#388e3c"/>` +
    `<text x="404" y="262" font-family="sans-serif" font-size="11" text-anchor="end" fill="#37474f">${n}</text></svg>`
  );
}

function avatar(id: string, letters: string): string {
  const h = hash32('agent', id);
  const bg = BRAND[h % BRAND.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${letters}">` +
    `<rect width="200" height="200" fill="${bg}"/><circle cx="100" cy="78" r="38" fill="#ffffff" opacity="0.25"/>` +
    `<path d="M30 200c8-46 38-68 70-68s62 22 70 68z" fill="#ffffff" opacity="0.25"/>` +
    `<text x="100" y="92" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text></svg>`
  );
}

function logo(kind: string, id: string, letters: string): string {
  const h = hash32(kind, id);
  const fg = BRAND[h % BRAND.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="178" height="98" viewBox="0 0 178 98" role="img" aria-label="${letters}">` +
    `<rect width="178" height="98" fill="#ffffff"/><rect x="8" y="8" width="162" height="82" rx="10" fill="none" stroke="${fg}" stroke-width="3"/>` +
    `<path d="M28 66 L48 36 L68 66 Z" fill="${fg}"/><text x="112" y="62" font-family="Georgia, serif" font-size="34" font-weight="700" text-anchor="middle" fill="${fg}">${letters}</text></svg>`
  );
}

/** The picture a path names, as SVG, and the format the path asks for; null for a path no record names. */
export function drawMedia(path: string): { svg: string; format: 'svg' | 'jpg' } | null {
  const named = /^(.+)\.(svg|jpg)$/.exec(cleanPath(path));
  const svg = named ? drawPicture(named[1]!) : null;
  return svg === null ? null : { svg, format: named![2] === 'jpg' ? 'jpg' : 'svg' };
}

const cleanPath = (path: string) => path.split('?')[0]!.replace(/^\/+/, '');

function drawPicture(picture: string): string | null {
  let m = /^listing\/(\d{1,12})\/(\d{1,2})(?:-(tower|house|plot))?$/.exec(picture);
  if (m) return propertyPhoto(`listing:${m[1]}`, Number(m[2]), m[3] as PhotoShape | undefined);
  m = /^project\/([0-9a-f-]{36})\/(\d{1,2})$/.exec(picture);
  if (m) return propertyPhoto(`project:${m[1]}`, Number(m[2]));
  m = /^agent\/(\d{1,12})\/([A-Z0-9]{1,2})$/.exec(picture);
  if (m) return avatar(m[1]!, esc(m[2]!));
  m = /^(broker|developer)\/([a-z0-9-]{1,120})\/([A-Z0-9]{1,2})$/.exec(picture);
  if (m) return logo(m[1]!, m[2]!, esc(m[3]!));
  return null;
}

/** JPEG quality: 75 keeps a photo at 5-10 KB, near the portal's thumbnails. */
const QUALITY = 75;

/**
 * The JPEGs made so far, by path: a photo takes 2-12 ms to make (on libuv's threads), and a page's
 * few are asked again by every reader. 16 MB holds about two thousand; a request for one being made
 * waits for that one.
 */
const jpegs = new LRUCache<string, Buffer, string>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (jpeg) => jpeg.length,
  fetchMethod: async (_path, _stale, { context: svg }) => {
    // Loaded with the first picture (warmMedia, once the server listens), not with this module: the
    // embedded gateway starts without waiting for libvips.
    const { default: sharp } = await import('sharp');
    return sharp(Buffer.from(svg)).jpeg({ quality: QUALITY }).toBuffer();
  },
});

/**
 * Loads the encoder and makes one picture (with text, so the fonts are read too): a fresh server's
 * first page then does not wait for them, about 240 ms here. Called once the server listens; gives
 * the picture it made (null if it could not: the first page will then try again).
 */
export function warmMedia(): Promise<Media | null> {
  return renderMedia('agent/1/AB.jpg').catch(() => null);
}

/** The image a path names, in the format it asks for; null for a path no record names. */
export async function renderMedia(path: string): Promise<Media | null> {
  const drawn = drawMedia(path);
  if (!drawn) return null;
  if (drawn.format === 'svg') return { contentType: SVG, body: drawn.svg };
  const jpeg = await jpegs.fetch(cleanPath(path), { context: drawn.svg });
  return jpeg ? { contentType: JPEG, body: jpeg } : null;
}
