import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { Developer, DeveloperLocation } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { formatNumber } from '../../lib/format.ts';

/** The year of an ISO timestamp, in UTC (the service sends midnight UTC dates). */
export function yearOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.getUTCFullYear();
}

/** A year in the reader's digits, with no thousands separator or direction mark ("2005", "٢٠٠٥"). */
export const yearText = (year: number) => formatNumber(year).replace(/[^\d\u0660-\u0669]/g, '');

/**
 * A developer: logo, name, year established, projects online, the sanitised description, and a
 * link to its own page (profile and projects; the emirate it is listed in is read first there).
 * The name and description are the service's words, shown as sent.
 */
export function DeveloperCard({ developer, emirate }: { developer: Developer; emirate: DeveloperLocation }) {
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
            <Link
              to="/developers/$developerId"
              params={{ developerId: developer.id }}
              search={{ location: emirate }}
              className="hover:underline"
            >
              <AsSent>{developer.name}</AsSent>
            </Link>
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
      <p className="mt-auto text-sm">
        <Link
          to="/developers/$developerId"
          params={{ developerId: developer.id }}
          search={{ location: emirate }}
          className="font-medium text-brand-800 hover:underline"
        >
          {t('directory.developers.profile')}
          <span className="sr-only">
            {' '}
            <AsSent>{developer.name}</AsSent>
          </span>
        </Link>
      </p>
    </article>
  );
}
