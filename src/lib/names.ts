/**
 * Names from the data, for any view: what `/api/names` says a location, agent or brokerage id is
 * called (learned by the server from the service's answers), never what a link says.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { KnownName, NamesAnswer } from '../contract/index.ts';
import { placeIdsOf, placeListText } from './place-list.ts';
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

/**
 * How often, and how many times, an id the data has not named yet is asked again: the answers the
 * page is loading right now (a search's listings, the store's transactions) may name it, and the
 * server learns from them as they pass.
 */
const UNKNOWN_RETRY_MS = 1500;
const UNKNOWN_RETRIES = 4;

/** The names of several ids of one kind, each asked as `useKnownName` asks one (one query per id). */
export function useKnownNames(kind: NamedKind, ids: readonly string[]): KnownNameState[] {
  const client = useQueryClient();
  const results = useQueries({
    queries: ids.map((id) => ({
      ...insightQuery('names', { [PARAM[kind]]: id }),
      refetchInterval: (query: { state: { data?: NamesAnswer; dataUpdateCount: number } }) =>
        query.state.data && !query.state.data[kind] && query.state.dataUpdateCount <= UNKNOWN_RETRIES ? UNKNOWN_RETRY_MS : false,
    })),
  });
  return results.map((names, i) => {
    const known = names.data?.[kind] ?? null;
    // Asked as often as the answers passing could name it. The observer's result has no count of
    // answers (the query's state has); reading when the last came makes each answer render again,
    // even one that says the same as the one before.
    const key = insightQuery('names', { [PARAM[kind]]: ids[i] }).queryKey;
    const answers = names.dataUpdatedAt ? (client.getQueryState(key)?.dataUpdateCount ?? 0) : 0;
    return { known, isPending: names.isPending, unknown: !known && answers > UNKNOWN_RETRIES };
  });
}

/**
 * The names of several places to say together: once each is named or known to be unknown (those
 * are said apart, never made into a name), the named ones; null before, or when none is named.
 */
export function namedTogether(states: readonly KnownNameState[]): string[] | null {
  if (!states.every((s) => s.known || s.unknown)) return null;
  const names = states.flatMap((s) => (s.known ? [s.known.name] : []));
  return names.length ? names : null;
}

/**
 * The name of one id. A search by area's `location_id` lists several places (`50,51,52`): they are
 * named together once each is ("Dubai Marina, JLT and 1 more", lib/place-list.ts), so a page's
 * title names them; a place of the list the data does not name is said by the search page itself.
 */
export function useKnownName(kind: NamedKind, id: string | undefined): KnownNameState {
  const ids = !id ? [] : kind === 'location' ? placeIdsOf(id) : [id];
  const states = useKnownNames(kind, ids);
  if (ids.length <= 1) return states[0] ?? { known: null, isPending: false, unknown: false };
  const names = namedTogether(states);
  return {
    known: names ? { name: placeListText(names), image: null, coordinates: null, details: null } : null,
    isPending: states.some((s) => s.isPending),
    unknown: false,
  };
}
