/**
 * Names from the data, for any view: what `/api/names` says a location, agent or brokerage id is
 * called (learned by the server from the service's answers), never what a link says.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { KnownName } from '../contract/index.ts';
import { insightQuery } from './insights.ts';

export type NamedKind = 'location' | 'agent' | 'broker';

const PARAM = { location: 'location_id', agent: 'agent_id', broker: 'broker_id' } as const;

export interface KnownNameState {
  /** The data's name, photo or logo, coordinates; null when the data never named this id. */
  known: KnownName | null;
  isPending: boolean;
  /** The data has not named this id, and the answers passing have not named it while we asked again. */
  unknown: boolean;
}

/** Whether a query is a names query (the re-ask waits for the others, the page's answers). */
const isNamesQuery = (key: readonly unknown[]) => key[0] === 'insights' && key[1] === 'names';

/**
 * The data's name for an id. An id the data has not named when first asked is asked once more,
 * when the answers the page was loading at that moment have landed (a search's listings, the
 * store's transactions may name it, and the server learns from them as they pass); never on a
 * timer. `reask: false` asks once: brokerages are named by the directory, never by the answers a
 * page loads, so asking again would only repeat the question (a results page asked 116 times for
 * 24 brokerages).
 */
export function useKnownName(kind: NamedKind, id: string | undefined, { reask = kind !== 'broker' } = {}): KnownNameState {
  const options = insightQuery('names', { [PARAM[kind]]: id });
  const names = useQuery({ ...options, enabled: Boolean(id) });
  const known = names.data?.[kind] ?? null;
  const client = useQueryClient();
  const unnamed = Boolean(id) && names.isSuccess && !known;
  // The id whose second chance is over (asked again, or nothing was loading to name it).
  const [settled, setSettled] = useState<string>();
  useEffect(() => {
    if (!unnamed || !id || settled === id) return;
    const loading = () => client.isFetching({ predicate: (q) => !isNamesQuery(q.queryKey) }) > 0;
    let waited = false;
    let done = false;
    const settle = () => {
      if (done) return;
      if (reask && loading()) {
        waited = true;
        return;
      }
      done = true;
      unsubscribe();
      if (!waited) {
        setSettled(id);
        return;
      }
      // One request however many views ask for this name.
      void client.refetchQueries({ queryKey: options.queryKey, exact: true }, { cancelRefetch: false }).finally(() => setSettled(id));
    };
    const unsubscribe = client.getQueryCache().subscribe(settle);
    queueMicrotask(settle);
    return unsubscribe;
  }, [unnamed, id, settled, reask, client, options.queryKey]);
  return {
    known,
    isPending: Boolean(id) && names.isPending,
    unknown: unnamed && settled === id && !names.isFetching,
  };
}
