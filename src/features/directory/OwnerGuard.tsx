import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/states.tsx';
import { isOwnerId, type OwnerKind } from './queries.ts';

const DIRECTORY = {
  agent: { to: '/agents', noun: 'agent', find: 'Find an agent' },
  broker: { to: '/brokers', noun: 'brokerage', find: 'Find a brokerage' },
} as const;

/**
 * An owner page's id comes from the path, so a mistyped link can hold anything: say so and point
 * to the directory instead of asking the service about an id it cannot know.
 */
export function OwnerGuard({ kind, id, children }: { kind: OwnerKind; id: string; children: ReactNode }) {
  if (isOwnerId(kind, id)) return <>{children}</>;
  const d = DIRECTORY[kind];
  return (
    <EmptyState title={`That is not a valid ${d.noun} link`}>
      <Link to={d.to} className="font-medium text-brand-700 underline">{d.find}</Link>
    </EmptyState>
  );
}
