/**
 * Names from the data, for any view: what `/api/names` says a location, agent or brokerage id is
 * called (learned by the server from the service's answers), never what a link says.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { KnownName } from '../contract/index.ts';
import { placeIdsOf, placeListText } from './place-list.ts';
import { insightQuery } from './insights.ts';
import { askName, NAME_PARAM, type NamedKind } from './name-batch.ts';

export type { NamedKind };

export interface KnownNameState {
  /** The data's name, photo or logo, coordinates; null when the data never named this id. */
  known: KnownName | null;
  isPending: boolean;
  /** The data has not named this id, and the answers passing have not named it while we asked again. */
  unknown: boolean;
  /**
   * A place queued for collecting that the data service has not been asked about yet (the day's
   * budget waits): not named, and not known to be unknown either.
   */
  notAskedYet?: boolean;
}

interface NameOptions {
  /** Ask once more after the page's answers land (default: yes, but for brokerages). */
  reask?: boolean;
}

/** Whether a query is a names query (the re-ask waits for the others, the page's answers). */
const isNamesQuery = (key: readonly unknown[]) => key[0] === 'insights' && key[1] === 'names';
/** Keyed as `/api/names` of that id; asked together with the ids other views ask in the same task (name-batch.ts). */
const namesQuery = (kind: NamedKind, id: string) => ({
  ...insightQuery('names', { [NAME_PARAM[kind]]: id }),
  queryFn: () => askName(kind, id),
});

/**
 * The names of several ids of one kind, one query per id. An id the data has not named when first
 * asked is asked once more, when the answers the page was loading at that moment have landed (a
 * search's listings, the store's transactions may name it, and the server learns from them as
 * they pass); never on a timer. At once when nothing is loading then: an answer may have landed
 * while the question was on its way (a market view queues its place, which makes the place "not
 * asked yet" rather than unknown, routes/insights.ts). `reask: false` asks once: brokerages are named by the directory,
 * never by the answers a page loads (the server reads a place's directory in the background once
 * its listings showed brokerages it cannot name, server/store/broker-directory.ts), so asking
 * again at once would only repeat the question (a results page asked 116 times for 24
 * brokerages); the next visit finds the names.
 */
export function useKnownNames(kind: NamedKind, ids: readonly string[], { reask = kind !== 'broker' }: NameOptions = {}): KnownNameState[] {
  const client = useQueryClient();
  const results = useQueries({ queries: ids.map((id) => namesQuery(kind, id)) });
  // The ids whose second chance is over (asked again; brokerages have none).
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const waiting = ids.filter((id, i) => results[i]!.isSuccess && !results[i]!.data[kind] && !settled.has(id)).join(',');
  useEffect(() => {
    if (!waiting) return;
    const asked = waiting.split(',');
    const settle = (more: readonly string[]) => setSettled((prev) => new Set([...prev, ...more]));
    const loading = () => client.isFetching({ predicate: (q) => !isNamesQuery(q.queryKey) }) > 0;
    let done = false;
    const check = () => {
      if (done) return;
      if (reask && loading()) return;
      done = true;
      unsubscribe();
      if (!reask) {
        settle(asked);
        return;
      }
      // One request per id however many views ask for it.
      const again = asked.map((id) =>
        client.refetchQueries({ queryKey: namesQuery(kind, id).queryKey, exact: true }, { cancelRefetch: false }),
      );
      void Promise.allSettled(again).then(() => settle(asked));
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    queueMicrotask(check);
    return unsubscribe;
  }, [waiting, reask, client, kind]);
  return results.map((names, i) => {
    const known = names.data?.[kind] ?? null;
    // An answer lists only its own id there, and only while unnamed (lib/name-batch.ts).
    const notAskedYet = !!names.data?.notAskedYet?.[0];
    return {
      known,
      isPending: names.isPending,
      unknown: !known && !notAskedYet && names.isSuccess && settled.has(ids[i]!) && !names.isFetching,
      notAskedYet,
    };
  });
}

/**
 * The names of several places to say together: once each is named, known to be unknown or not
 * asked about yet (those are said apart, never made into a name), the named ones; null before, or
 * when none is named.
 */
export function namedTogether(states: readonly KnownNameState[]): string[] | null {
  if (!states.every((s) => s.known || s.unknown || s.notAskedYet)) return null;
  const names = states.flatMap((s) => (s.known ? [s.known.name] : []));
  return names.length ? names : null;
}

/**
 * The name of one id. A search by area's `location_id` lists several places (`50,51,52`): they are
 * named together once each is ("Dubai Marina, JLT and 1 more", lib/place-list.ts), so a page's
 * title names them; a place of the list the data does not name is said by the search page itself.
 */
export function useKnownName(kind: NamedKind, id: string | undefined, options: NameOptions = {}): KnownNameState {
  const ids = !id ? [] : kind === 'location' ? placeIdsOf(id) : [id];
  const states = useKnownNames(kind, ids, options);
  if (ids.length <= 1) return states[0] ?? { known: null, isPending: false, unknown: false };
  const names = namedTogether(states);
  return {
    known: names ? { name: placeListText(names), image: null, coordinates: null, details: null } : null,
    isPending: states.some((s) => s.isPending),
    unknown: false,
  };
}
