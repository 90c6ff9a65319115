/**
 * What differs between the directory pages, as data: the two kinds of listing owner that have a
 * page (`/agents/$agentId`, `/brokers/$brokerId`), and the copy of the two two-view directories.
 */
import { defaultParam } from '../../lib/url-search.ts';
import type { OwnerKind } from './queries.ts';
import type { DirectoryCopy } from './TwoViewDirectory.tsx';

export const OWNER_KINDS = {
  agent: {
    noun: 'agent',
    directory: { to: '/agents', label: 'Agents', find: 'Find an agent' },
    imageShape: 'round',
    /** The sort the service applies to the listings when none is given (from the contract). */
    defaultSort: defaultParam('agent-properties', 'sort'),
  },
  broker: {
    noun: 'brokerage',
    directory: { to: '/brokers', label: 'Brokerages', find: 'Find a brokerage' },
    imageShape: 'logo',
    defaultSort: defaultParam('broker-properties', 'sort'),
  },
} as const satisfies Record<OwnerKind, unknown>;

export const DIRECTORY_COPY = {
  agents: {
    id: 'agents-title',
    title: 'Find an agent',
    intro: 'Agents by area and specialisation, with their brokerage and how many properties they list.',
    filtersLabel: 'Agent filters',
    detailedHint: 'Detailed adds phone, languages, nationality and a brokerage link.',
    what: 'agents',
    noticeWhat: 'agent',
  },
  brokers: {
    id: 'brokers-title',
    title: 'Find a brokerage',
    intro: 'Brokerages by area, with their office and how many properties they list.',
    filtersLabel: 'Brokerage filters',
    detailedHint: 'Detailed adds phone and a description.',
    what: 'brokerages',
    noticeWhat: 'brokerage',
  },
} as const satisfies Record<string, DirectoryCopy>;
