/**
 * Whether an element has come near the viewport: false until it first does, then true for good.
 * Heavy drawings (charts) below the fold wait for it, so a page's first seconds on a slow phone
 * are spent on what is on screen (Lighthouse's total blocking time counts every long task).
 * Without IntersectionObserver (jsdom, old browsers) it is true at once.
 */
import { useCallback, useState, type RefCallback } from 'react';

/** How far ahead of the viewport drawing starts: enough for a chart to be drawn before it scrolls into view. */
const AHEAD = '200px 0px';

export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (el: T | null) => {
      if (!el || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
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
  return [ref, near];
}
