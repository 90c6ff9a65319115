/**
 * A view drawn from deferred props: an external store's update (how a query's answer arrives) is
 * drawn by React at once for the page around the view, while the view keeps what it showed and
 * draws the new props right after, in a transition. Chromium, with React's own scheduling (no
 * `act`), so the order of the two draws is the browser's.
 */
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { drawnDeferred } from './drawn-deferred.tsx';

/** A store like TanStack Query's: React reads it through `useSyncExternalStore`. */
function createStore(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: number) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('drawnDeferred', () => {
  it('draws a store update around the view at once, and the view right after', async () => {
    const store = createStore(1);
    const viewDraws: number[] = [];
    const View = drawnDeferred(function Count({ count }: { count: number }) {
      viewDraws.push(count);
      return <p data-testid="view">view {count}</p>;
    });
    function Page() {
      const count = useSyncExternalStore(store.subscribe, store.get);
      return (
        <>
          <p data-testid="page">page {count}</p>
          <View count={count} />
        </>
      );
    }
    const screen = await render(<Page />);
    // A first draw is not deferred.
    await expect.element(screen.getByTestId('view')).toHaveTextContent('view 1');
    expect(viewDraws).toEqual([1]);

    store.set(2);
    // The store's update is drawn in a microtask; the view's draw waits for a task of its own.
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByTestId('page').element().textContent).toBe('page 2');
    expect(screen.getByTestId('view').element().textContent).toBe('view 1');
    await expect.element(screen.getByTestId('view')).toHaveTextContent('view 2');
    // The view was not drawn again with its old props on the way.
    expect(viewDraws).toEqual([1, 2]);
  });
});
