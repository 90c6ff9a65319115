/**
 * Whether an element has come near the viewport: false until it first does, then true for good.
 * Heavy drawings (charts) below the fold wait for it, so a page's first seconds on a slow phone
 * are spent on what is on screen (Lighthouse's total blocking time counts every long task).
 * Without IntersectionObserver (jsdom, old browsers) it is true at once.
 */
import { useCallback, useState, type RefCallback } from 'react';

/** How far ahead of the viewport drawing starts: enough for a chart to be drawn before it scrolls into view. */
const AHEAD = '200px 0px';

/**
 * The element's ref, whether it has come near, and its width in px at that moment (undefined
 * without an observer): the observer measures it anyway, so a drawing can fit its ticks to it
 * without forcing a layout.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean, number | undefined] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [width, setWidth] = useState<number>();
  const ref = useCallback(
    (el: T | null) => {
      if (!el || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.find((e) => e.isIntersecting);
          if (!entry) return;
          setWidth(entry.boundingClientRect.width);
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near, width];
}
