import { useEffect, useState } from 'react';

/**
 * The value, a task later: a render that changes it still shows the one before (or `initial`, at
 * first), and the new one is drawn in a render of its own, in a task after it, so the work it sets
 * off (a chart's drawing, a page's figures) is a task apart and the browser paints and takes input
 * between. React's `useDeferredValue` did this by rendering in slices; the renderer the app ships
 * (Preact, scripts/browser-renderer.ts) has no slices and draws a deferred value at once.
 */
export function useLaterValue<T>(value: T, initial: T = value): T {
  const [later, setLater] = useState(() => initial);
  useEffect(() => {
    if (Object.is(later, value)) return;
    const timer = setTimeout(() => setLater(() => value), 0);
    return () => clearTimeout(timer);
  }, [value, later]);
  return later;
}
