/**
 * What differs between the directory pages, as data: the two kinds of listing owner that have a
 * page (`/agents/$agentId`, `/brokers/$brokerId`), and the two two-view directories. Their words
 * are in the `directory` resource section, under the kind's name.
 */
import { AGENT_SORT, BROKER_SORT } from '../../contract/index.ts';
import { defaultParam } from '../../lib/url-search.ts';
import type { OwnerKind } from './queries.ts';

export const OWNER_KINDS = {
  agent: {
    directory: '/agents',
    imageShape: 'round',
    /** The sort the service applies to the listings when none is given (from the contract). */
    defaultSort: defaultParam('agent-properties', 'sort'),
  },
  broker: {
    directory: '/brokers',
    imageShape: 'logo',
    defaultSort: defaultParam('broker-properties', 'sort'),
  },
} as const satisfies Record<OwnerKind, unknown>;

/** The two-view directories: their heading's id, what they list, and their sort. */
export const DIRECTORY_KINDS = {
  agents: {
    id: 'agents-title',
    noun: 'agents',
    sorts: AGENT_SORT,
    defaultSort: defaultParam('search-agents', 'sort'),
  },
  brokers: {
    id: 'brokers-title',
    noun: 'brokerages',
    sorts: BROKER_SORT,
    defaultSort: defaultParam('search-brokers', 'sort'),
  },
} as const;

export type DirectoryKind = keyof typeof DIRECTORY_KINDS;
/** What a list of directory results holds: the key of its words in `directory.list.*`. */
export type ListNoun = 'agents' | 'brokerages' | 'developers' | 'listings';
