import { useSyncExternalStore } from 'react';

/**
 * The viewport width a server's first view is drawn for (src/prerender.tsx sets it per view): it
 * cannot measure the screen, so it draws for the kind of device the request says it comes from.
 */
let assumedWidth = 0;

/** Draw the server's next views for a viewport this wide (px). */
export function assumeViewportWidth(px: number): void {
  assumedWidth = px;
}

/** A `(min-width: Npx)` query against the assumed width; any other query does not match there. */
function matchesAssumed(query: string): boolean {
  const min = /^\(min-width:\s*(\d+)px\)$/.exec(query.trim());
  return min !== null && assumedWidth >= Number(min[1]);
}

/** Whether a CSS media query matches, kept current as the window changes size. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesAssumed(query),
  );
}
