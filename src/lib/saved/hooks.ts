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

/** Whether a listing is on the compare list, and how many are. */
export function useCompareState(id: string): { compared: boolean; count: number } {
  const compared = useSyncExternalStore(
    subscribe,
    () => isCompared(getState().data, id),
    () => false,
  );
  const count = useSyncExternalStore(
    subscribe,
    () => getState().data.compare.length,
    () => 0,
  );
  return { compared, count };
}
