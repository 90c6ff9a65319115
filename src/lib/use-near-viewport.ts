/**
 * Whether an element has come near the viewport: false until it first does, then true for good.
 * Heavy drawings (charts) below the fold wait for it, so a page's first seconds on a slow phone
 * are spent on what is on screen (Lighthouse's total blocking time counts every long task).
 * Without IntersectionObserver (jsdom, old browsers) it is true at once; on the server, never.
 */
import { useCallback, useState, type RefCallback } from 'react';

/** How far ahead of the viewport drawing starts: enough for a chart to be drawn before it scrolls into view. */
const AHEAD = '200px 0px';

/**
 * The element's ref, whether it has come near, and its width in px from then on (undefined
 * without the observers). The observers measure it anyway, so a drawing can fit its ticks to it
 * without forcing a layout; a turned phone or a resized window re-fits it.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean, number | undefined] {
  // On the server (a page's first view: src/prerender.tsx) nothing is near: a drawing is fitted to
  // its box's width, which only the browser measures.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' && typeof window !== 'undefined');
  const [width, setWidth] = useState<number>();
  const ref = useCallback((el: T | null) => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let resize: ResizeObserver | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((e) => e.isIntersecting);
        if (!entry) return;
        setWidth(Math.round(entry.boundingClientRect.width));
        setNear(true);
        observer.disconnect();
        if (typeof ResizeObserver === 'undefined') return;
        resize = new ResizeObserver((changes) => {
          const now = changes[0]?.contentRect.width;
          if (now) setWidth(Math.round(now));
        });
        resize.observe(el);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      resize?.disconnect();
    };
  }, []);
  return [ref, near, width];
}
