import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { Img } from '../../components/Img.tsx';
import { OWNER_KINDS } from './kinds.ts';
import type { OwnerKind } from './queries.ts';

interface Props {
  /** Whose profile: its directory (the breadcrumb) and the picture's shape. */
  kind: OwnerKind;
  title: string;
  /** The owner's real name when known: its initials stand in for a missing picture. */
  name?: string;
  image?: string;
  subtitle?: string;
  children?: ReactNode;
}

/**
 * The top of an agent's or a brokerage's page: breadcrumb, picture, name and known facts. The
 * name and subtitle are the data's words; the row mirrors right to left (flex, logical spacing).
 */
export function ProfileHeader({ kind, title, name, image, subtitle, children }: Props) {
  const { t } = useTranslation();
  const { directory, imageShape } = OWNER_KINDS[kind];
  // A name from the data keeps its own direction; "Agent 123" is ours, in the reader's language.
  const heading = name ? <AsSent>{title}</AsSent> : title;
  return (
    <header className="space-y-3">
      <nav aria-label={t('directory.owner.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-1 text-slate-600">
          <li>
            <Link to={directory} className="text-brand-700 hover:underline">
              {t(`directory.owner.${kind}.directory`)}
            </Link>
            {/* A mirrored glyph: it points along the reading direction by itself. */}
            <span aria-hidden="true"> ›</span>
          </li>
          <li aria-current="page" className="truncate">
            {heading}
          </li>
        </ol>
      </nav>
      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
        <Img
          src={image}
          alt=""
          fallbackText={name}
          className={
            imageShape === 'round'
              ? 'h-24 w-24 shrink-0 rounded-full object-cover text-2xl'
              : 'h-20 w-32 shrink-0 rounded border border-slate-100 object-contain text-xl'
          }
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div>
            <h1 className="text-2xl font-semibold">{heading}</h1>
            {subtitle && (
              <p className="text-slate-600">
                <AsSent>{subtitle}</AsSent>
              </p>
            )}
          </div>
          {children}
        </div>
      </div>
    </header>
  );
}

/** A term/definition row of a profile's facts; nothing when the value is unknown. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
