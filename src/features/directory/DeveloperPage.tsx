/**
 * A developer's page (`/developers/$developerId`): its profile as the developer lists give it
 * (logo, name, year established, projects online, description sanitised), the emirates whose lists
 * name it, and its projects in each. The service has neither a developer-by-id endpoint nor a
 * developer filter on new projects, so both are read from the lists, bounded (lib/developers.ts),
 * and each emirate's projects say how many projects they were found among.
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { isRecordId, type Developer, type DeveloperLocation, type NewProject } from '../../contract/index.ts';
import { AsSent } from '../../components/AsSent.tsx';
import { Img } from '../../components/Img.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { ErrorState, RecordNotFound, Skeleton } from '../../components/states.tsx';
import { PROJECT_PAGES_MAX, PROJECT_PAGES_STEP, useDeveloper, useDeveloperProjects, useEmirateLocationId } from '../../lib/developers.ts';
import { useDisplay } from '../../lib/display.ts';
import { formatDate, formatMoney, formatMonth } from '../../lib/format.ts';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { DEVELOPER_PAGES } from '../../shared/record-lookup.ts';
import { yearText, yearOf } from './DeveloperCard.tsx';

const route = getRouteApi('/developers_/$developerId');

export function DeveloperPage() {
  const { developerId } = route.useParams();
  const { t } = useTranslation();
  if (!isRecordId('developer', developerId)) {
    return (
      <RecordNotFound title={t('directory.developer.invalid')}>
        <Link to="/developers" className="font-medium text-brand-700 underline">
          {t('directory.developer.all')}
        </Link>
      </RecordNotFound>
    );
  }
  return <FoundDeveloper id={developerId} />;
}

function FoundDeveloper({ id }: { id: string }) {
  const { t } = useTranslation();
  const { location } = route.useSearch();
  // Deferred: the profile arriving is drawn in slices, not in the one task React gives a query's
  // update (src/lib/drawn-deferred.tsx says why).
  const found = useDeferredValue(useDeveloper(id, location));
  if (found.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label={t('directory.developer.loading')}>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (found.isError) return <ErrorState error={found.error} what={t('directory.developer.what')} onRetry={() => void found.refetch()} />;
  if (!found.data) {
    return (
      <RecordNotFound title={t('directory.developer.notFound')}>
        <p data-testid="developer-not-found">{t('directory.developer.notListed', { pages: DEVELOPER_PAGES })}</p>
        <Link to="/developers" className="font-medium text-brand-700 underline">
          {t('directory.developer.all')}
        </Link>
      </RecordNotFound>
    );
  }
  return <DeveloperProfile developer={found.data.developer} emirates={found.data.emirates} />;
}

function DeveloperProfile({ developer, emirates }: { developer: Developer; emirates: DeveloperLocation[] }) {
  const { t } = useTranslation();
  const year = yearOf(developer.established_since);
  const online = developer.num_projects_online;
  return (
    <article aria-labelledby="developer-title" className="space-y-6">
      <header className="space-y-3">
        <nav aria-label={t('directory.owner.breadcrumb')} className="text-sm">
          <ol className="flex flex-wrap gap-1 text-slate-600">
            <li>
              <Link to="/developers" className="text-brand-700 hover:underline">
                {t('directory.developer.directory')}
              </Link>
              <span aria-hidden="true"> ›</span>
            </li>
            <li aria-current="page" className="truncate">
              <AsSent>{developer.name}</AsSent>
            </li>
          </ol>
        </nav>
        <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
          <Img
            src={developer.logo_url ?? undefined}
            alt=""
            fallbackText={developer.name}
            className="h-20 w-32 shrink-0 rounded border border-slate-100 object-contain text-xl"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <h1 id="developer-title" className="text-2xl font-semibold">
              <AsSent>{developer.name}</AsSent>
            </h1>
            <dl className="space-y-1 text-sm">
              {year !== null && (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-slate-500">{t('directory.card.established')}</dt>
                  <dd data-testid="developer-established">
                    {yearText(year)}
                    <span className="sr-only"> ({formatDate(developer.established_since)})</span>
                  </dd>
                </div>
              )}
              {online !== null && online !== undefined && (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-slate-500">{t('directory.card.projectsOnline')}</dt>
                  <dd data-testid="developer-online">{t('directory.counts.projectsOnline', { count: online })}</dd>
                </div>
              )}
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-slate-500">{t('directory.developer.emirates')}</dt>
                <dd data-testid="developer-emirates">
                  {emirates.map((e) => t(valueKey('developerLocation', e))).join(t('directory.card.listSeparator'))}
                </dd>
              </div>
            </dl>
            <div translate="no" dir="auto">
              <SafeHtml html={developer.description} className="text-sm text-slate-700" />
            </div>
          </div>
        </div>
      </header>
      <section aria-labelledby="developer-projects-title" className="space-y-4">
        <h2 id="developer-projects-title" className="text-xl font-semibold">
          {t('directory.developer.projects')}
        </h2>
        <p className="text-sm text-slate-600">{t('directory.developer.projectsHow')}</p>
        {emirates.map((e) => (
          <EmirateProjects key={e} developer={developer} emirate={e} />
        ))}
      </section>
    </article>
  );
}

/** The developer's projects among an emirate's new projects, read a few pages per ask. */
function EmirateProjects({ developer, emirate }: { developer: Developer; emirate: DeveloperLocation }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(PROJECT_PAGES_STEP);
  const place = useEmirateLocationId(emirate);
  // Deferred, as the profile is: the rows arriving are drawn in slices.
  const projects = useDeferredValue(useDeveloperProjects(developer.name, place.id, pages));
  const emirateName = t(valueKey('developerLocation', emirate));
  const titleId = `projects-${emirate}`;
  let body;
  if (place.error) body = <ErrorState error={place.error} what={t('directory.developer.projectsWhat', { emirate: emirateName })} />;
  else if (place.id === null) body = <p className="text-sm text-slate-600">{t('directory.developer.noPlace', { emirate: emirateName })}</p>;
  else if (projects.isError) {
    body = (
      <ErrorState
        error={projects.error}
        what={t('directory.developer.projectsWhat', { emirate: emirateName })}
        onRetry={() => void projects.refetch()}
      />
    );
  } else if (!projects.data) body = <Skeleton className="h-24 w-full" />;
  else {
    const { matches, seen, ended } = projects.data;
    body = (
      <>
        <p className="text-sm text-slate-600" role="status" data-testid="developer-projects-sample">
          {t(ended ? 'directory.developer.foundAll' : 'directory.developer.foundAmong', {
            found: matches.length,
            seen,
            emirate: emirateName,
          })}
        </p>
        {matches.length > 0 && (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-labelledby={titleId}>
            {matches.map(({ record, page }) => (
              <li key={record.listing_id}>
                <ProjectRow project={record} from={{ location_id: place.id!, page: page > 1 ? page : undefined }} />
              </li>
            ))}
          </ul>
        )}
        {!ended && pages < PROJECT_PAGES_MAX && (
          <button
            type="button"
            disabled={projects.isFetching}
            onClick={() => setPages((p) => Math.min(PROJECT_PAGES_MAX, p + PROJECT_PAGES_STEP))}
            className="rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {projects.isFetching ? t('directory.developer.reading') : t('directory.developer.lookFurther', { emirate: emirateName })}
          </button>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="emirate-projects">
      <h3 id={titleId} className="font-semibold">
        {t('directory.developer.inEmirate', { emirate: emirateName })}
      </h3>
      {body}
    </section>
  );
}

/** One project, linked to its page (which finds it again on the same page of the same search). */
function ProjectRow({ project, from }: { project: NewProject; from: { location_id: string; page?: number } }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const price = project.effective_price ?? project.price_from;
  return (
    <article className="flex gap-3 rounded-md border border-slate-100 p-2" data-testid="developer-project">
      <Img src={project.images[0]} alt="" fallbackText={project.name} className="h-16 w-20 shrink-0 rounded object-cover" />
      <div className="min-w-0 text-sm">
        <h4 className="font-medium">
          <Link
            to="/new-projects/$projectId"
            params={{ projectId: project.listing_id }}
            search={from}
            className="text-brand-800 hover:underline"
          >
            <AsSent>{project.name}</AsSent>
          </Link>
        </h4>
        <p className="truncate text-slate-600">
          <AsSent>{project.location.full_name}</AsSent>
        </p>
        <p className="text-slate-700">
          {price ? t('listings.project.from', { price: formatMoney(price, display) }) : t('format.priceOnRequest')}
          {project.delivery_date && <> · {t('directory.developer.delivery', { month: formatMonth(project.delivery_date) })}</>}
        </p>
      </div>
    </article>
  );
}
