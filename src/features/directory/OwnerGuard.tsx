import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/states.tsx';
import { OWNER_KINDS } from './kinds.ts';
import { isOwnerId, type OwnerKind } from './queries.ts';

/**
 * An owner page's id comes from the path, so a mistyped link can hold anything: say so and point
 * to the directory instead of asking the service about an id it cannot know.
 */
export function OwnerGuard({ kind, id, children }: { kind: OwnerKind; id: string; children: ReactNode }) {
  if (isOwnerId(kind, id)) return <>{children}</>;
  const { noun, directory } = OWNER_KINDS[kind];
  return (
    <EmptyState title={`That is not a valid ${noun} link`}>
      <Link to={directory.to} className="font-medium text-brand-700 underline">
        {directory.find}
      </Link>
    </EmptyState>
  );
}
