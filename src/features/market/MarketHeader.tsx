/**
 * Title block shared by the market views: a way back to the overview (on the views below it), the
 * view's title and a line on where its figures come from.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';

export function MarketHeader({
  id,
  title,
  children,
  breadcrumb = true,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  /** The overview itself has no way back to show. */
  breadcrumb?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className="space-y-1">
      {breadcrumb && (
        <nav aria-label={t('market.header.breadcrumb')} className="text-sm">
          <Link to="/market" className="text-brand-700 hover:underline">
            {t('market.header.market')}
          </Link>
          <span aria-hidden="true" className="px-1 text-slate-400">
            /
          </span>
          <span aria-current="page" className="text-slate-600">
            {title}
          </span>
        </nav>
      )}
      <h1 id={id} className="text-2xl font-semibold">
        {title}
      </h1>
      {children && <p className="max-w-3xl text-sm text-slate-600">{children}</p>}
    </header>
  );
}

/** A figure with its label, for rows of headline numbers. */
export function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      {/* Letter-spacing would pull Arabic letters apart: joined scripts keep their own spacing. */}
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 rtl:tracking-normal">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {detail && <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}
