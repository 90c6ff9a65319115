/** React's view of the saved items (store.ts): re-renders when they change, in this tab or another. */
import { useSyncExternalStore } from 'react';
import { isCompared, isFavourite } from './model.ts';
import { getState, subscribe, type SavedState } from './store.ts';

export function useSaved(): SavedState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** Whether a listing is saved (false until the stored record is read). */
export function useIsFavourite(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isFavourite(getState().data, id),
    () => false,
  );
}

/**
 * Whether a listing is on the compare list, and how many are: one subscription for both (a search
 * has a toggle on each of its 25 cards), its snapshot the two as one number, which a change to
 * either changes.
 */
export function useCompareState(id: string): { compared: boolean; count: number } {
  const packed = useSyncExternalStore(
    subscribe,
    () => {
      const { data } = getState();
      return data.compare.length * 2 + (isCompared(data, id) ? 1 : 0);
    },
    () => 0,
  );
  return { compared: packed % 2 === 1, count: Math.floor(packed / 2) };
}
