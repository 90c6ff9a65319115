/**
 * Names from the data, for any view: what `/api/names` says a location, agent or brokerage id is
 * called (learned by the server from the service's answers), never what a link says.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * How often, and how many times, an id the data has not named yet is asked again: the answers the
 * page is loading right now (a search's listings, the store's transactions) may name it, and the
 * server learns from them as they pass.
 */
const UNKNOWN_RETRY_MS = 1500;
const UNKNOWN_RETRIES = 4;

export function useKnownName(kind: NamedKind, id: string | undefined): KnownNameState {
  const options = insightQuery('names', { [PARAM[kind]]: id });
  const names = useQuery({
    ...options,
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && !query.state.data[kind] && query.state.dataUpdateCount <= UNKNOWN_RETRIES ? UNKNOWN_RETRY_MS : false,
  });
  const known = names.data?.[kind] ?? null;
  // Asked as often as the answers passing could name it. The observer's result has no count of
  // answers (the query's state has); reading when the last came makes each answer render again,
  // even one that says the same as the one before.
  const client = useQueryClient();
  const answers = names.dataUpdatedAt ? (client.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0;
  return { known, isPending: Boolean(id) && names.isPending, unknown: Boolean(id) && !known && answers > UNKNOWN_RETRIES };
}
