import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Img } from '../../components/Img.tsx';

interface Props {
  /** Back to the directory this profile belongs to. */
  directory: { to: '/agents' | '/brokers'; label: string };
  title: string;
  /** The owner's real name when known: its initials stand in for a missing picture. */
  name?: string;
  image?: string;
  imageShape: 'round' | 'logo';
  subtitle?: string;
  children?: ReactNode;
}

/** The top of an agent's or a brokerage's page: breadcrumb, picture, name and known facts. */
export function ProfileHeader({ directory, title, name, image, imageShape, subtitle, children }: Props) {
  return (
    <header className="space-y-3">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-1 text-slate-600">
          <li>
            <Link to={directory.to} className="text-brand-700 hover:underline">
              {directory.label}
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li aria-current="page" className="truncate">
            {title}
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
            <h1 className="text-2xl font-semibold">{title}</h1>
            {subtitle && <p className="text-slate-600">{subtitle}</p>}
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
