import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { Developer } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { formatNumber } from '../../lib/format.ts';

/** The year of an ISO timestamp, in UTC (the service sends midnight UTC dates). */
function yearOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.getUTCFullYear();
}

/** A year in the reader's digits, with no thousands separator or direction mark ("2005", "٢٠٠٥"). */
const yearText = (year: number) => formatNumber(year).replace(/[^\d\u0660-\u0669]/g, '');

/**
 * A developer: logo, name, year established, projects online, the sanitised description, and a
 * link to the new projects of its emirate, where its projects are listed (named on each card).
 * The name and description are the service's words, shown as sent.
 */
export function DeveloperCard({ developer, emirate }: { developer: Developer; emirate?: { id: string; name: string } }) {
  const { t } = useTranslation();
  const year = yearOf(developer.established_since);
  const projects = developer.num_projects_online;
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="developer-card">
      <div className="flex items-start gap-3">
        <Img
          src={developer.logo_url ?? undefined}
          alt=""
          fallbackText={developer.name}
          className="h-14 w-24 shrink-0 rounded border border-slate-100 bg-white object-contain"
        />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <AsSent>{developer.name}</AsSent>
          </h3>
          <dl className="text-sm text-slate-600">
            {year !== null && (
              <div className="flex gap-1">
                <dt>{t('directory.card.established')}</dt>
                <dd>{yearText(year)}</dd>
              </div>
            )}
            {projects !== null && projects !== undefined && (
              <div className="flex gap-1">
                <dt className="sr-only">{t('directory.card.projectsOnline')}</dt>
                <dd>{t('directory.counts.projectsOnline', { count: projects })}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <div translate="no" dir="auto">
        <SafeHtml html={developer.description} className="text-sm text-slate-700" />
      </div>
      {emirate && (
        <p className="mt-auto text-sm">
          <Link to="/new-projects" search={{ location_id: emirate.id }} className="font-medium text-brand-800 hover:underline">
            {t('directory.developers.newProjects', { emirate: emirate.name })}
            <span className="sr-only">
              <Trans
                i18nKey="directory.developers.among"
                values={{ developer: developer.name }}
                components={{ name: <bdi translate="no" /> }}
              />
            </span>
          </Link>
        </p>
      )}
    </article>
  );
}
