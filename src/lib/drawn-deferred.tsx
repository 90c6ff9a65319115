/**
 * A view drawn from a deferred copy of its props, for views that draw a query's answer at length
 * (a list of cards, a table, a sanitized description).
 *
 * Why: an answer reaches components through TanStack Query's external store
 * (`useSyncExternalStore`), and React draws a store's update at once, in one task it cannot slice,
 * with the effects of its last draw pulled in ahead of it. On a slow phone (4x) an agent's 25
 * listings arriving were one task of 120-160 ms, a directory's or a comparison's 60-160, input
 * blocked throughout.
 *
 * How: in the urgent draw the wrapper hands React the very element it drew last, so React skips
 * the view; the new props are drawn right after as a transition (`useDeferredValue`), in slices
 * between which the page answers input. Until then the view shows what it showed; a first draw is
 * not deferred.
 */
import { useDeferredValue, useMemo, type ComponentType, type JSX } from 'react';

export function drawnDeferred<P extends JSX.IntrinsicAttributes & object>(View: ComponentType<P>): ComponentType<P> {
  function Deferred(props: P) {
    const shown = useDeferredValue(props);
    return useMemo(() => <View {...shown} />, [shown]);
  }
  Deferred.displayName = `Deferred(${View.displayName ?? View.name})`;
  return Deferred;
}
