import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { RecordNotFound } from '../../components/states.tsx';
import { OWNER_KINDS } from './kinds.ts';
import { isOwnerId, type OwnerKind } from './queries.ts';

/**
 * An owner page's id comes from the path, so a mistyped link can hold anything: say so and point
 * to the directory instead of asking the service about an id it cannot know.
 */
export function OwnerGuard({ kind, id, children }: { kind: OwnerKind; id: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (isOwnerId(kind, id)) return <>{children}</>;
  return (
    // The page's heading, as on every record's not-found page (the server answers it with 404).
    <RecordNotFound title={t(`directory.owner.${kind}.invalid`)}>
      <Link to={OWNER_KINDS[kind].directory} className="font-medium text-brand-700 underline">
        {t(`directory.owner.${kind}.find`)}
      </Link>
    </RecordNotFound>
  );
}
