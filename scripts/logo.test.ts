/** The header's logo (public/logo.png) is the favicon's drawing (scripts/make-logo.ts says why a PNG). */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO, LOGO_SIZE, drawnLogo } from './make-logo.ts';

describe('the header logo', () => {
  it('is the favicon drawn at its size (after a change to the favicon: node --import tsx scripts/make-logo.ts)', async () => {
    const kept = await sharp(LOGO).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const drawn = await drawnLogo().ensureAlpha().raw().toBuffer();
    expect([kept.info.width, kept.info.height]).toEqual([LOGO_SIZE, LOGO_SIZE]);
    // The PNG keeps a palette, so its pixels are near the drawing's, not equal to them; a clear
    // pixel's colour is no part of the picture, so colours are weighed by their opacity.
    let off = 0;
    for (let i = 0; i < drawn.length; i += 4) {
      const [a, b] = [drawn[i + 3]!, kept.data[i + 3]!];
      off += Math.abs(a - b);
      for (let c = 0; c < 3; c++) off += Math.abs((drawn[i + c]! * a - kept.data[i + c]! * b) / 255);
    }
    expect(off / drawn.length).toBeLessThan(1);
  });
});
