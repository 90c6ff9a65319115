/**
 * The two kinds of listing owner that have a page (`/agents/$agentId`, `/brokers/$brokerId`):
 * what the shared page, its guard and its header say and link to for each.
 */
import { defaultParam } from '../../lib/url-search.ts';
import type { OwnerKind } from './queries.ts';

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
