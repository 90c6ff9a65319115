/**
 * A new project's page (`/new-projects/$projectId`): everything its record gives (developer,
 * prices, delivery and sales-start dates, phase, bedrooms offered, type, place, photos) and a map
 * at its community. The service has no project-by-id endpoint, so the page reads the record from
 * the search its link names (a card's or a pin's: usually a page our server holds), a few pages
 * at most (lib/developers.ts), and says plainly when it is not there.
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { isRecordId, type NewProject } from '../../contract/index.ts';
import { AsSent } from '../../components/AsSent.tsx';
import { FactTile } from '../../components/FactTile.tsx';
import { Gallery } from '../../components/Gallery.tsx';
import { PlaceMap } from '../../components/map/MapPanel.tsx';
import { ErrorState, RecordNotFound, Skeleton } from '../../components/states.tsx';
import { communityOf, exactMatch } from '../../lib/address.ts';
import { emirateOfPlace, useDeveloperIdByName, useProject } from '../../lib/developers.ts';
import { PROJECT_LOOKUP_PAGES } from '../../shared/record-lookup.ts';
import { useDisplay } from '../../lib/display.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { apiQuery } from '../../lib/queries.ts';
import { projectPinPrice, projectPrice } from './map-points.ts';
import { offeredBedrooms, phaseLabel, typeLabel } from './project-fields.tsx';

const route = getRouteApi('/new-projects_/$projectId');

export function ProjectPage() {
  const { t } = useTranslation();
  const { projectId } = route.useParams();
  const search = route.useSearch();
  const valid = isRecordId('project', projectId);
  const found = useProject(valid ? projectId : '', search);
  const backToSearch = search.location_id ? (
    <Link to="/new-projects" search={{ location_id: search.location_id }} className="font-medium text-brand-700 underline">
      {t('listings.project.searchPlace')}
    </Link>
  ) : (
    <Link to="/new-projects" className="font-medium text-brand-700 underline">
      {t('listings.project.search')}
    </Link>
  );
  if (!valid || !search.location_id) {
    return (
      <RecordNotFound title={t('listings.project.notFound')}>
        <p>{t(valid ? 'listings.project.noPlace' : 'listings.project.badLink')}</p>
        {backToSearch}
      </RecordNotFound>
    );
  }
  if (found.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label={t('listings.project.loading')}>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (found.isError) return <ErrorState error={found.error} what={t('listings.project.what')} onRetry={() => void found.refetch()} />;
  if (!found.data.project) {
    return (
      <RecordNotFound title={t('listings.project.notFound')}>
        <p data-testid="project-not-found">{t('listings.project.notAmong', { count: found.data.read, pages: PROJECT_LOOKUP_PAGES })}</p>
        {backToSearch}
      </RecordNotFound>
    );
  }
  return <ProjectDetails project={found.data.project} />;
}

function ProjectDetails({ project }: { project: NewProject }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const place = project.location.full_name;
  const emirate = emirateOfPlace(place);
  const developerId = useDeveloperIdByName(project.developer_name, emirate).data;
  const price = project.effective_price ?? project.price_from;
  const launch = project.price_from && project.effective_price && project.price_from > project.effective_price ? project.price_from : null;
  return (
    <article aria-labelledby="project-title" className="space-y-6">
      <header className="space-y-1">
        <nav aria-label={t('listings.project.breadcrumb')} className="text-sm">
          <ol className="flex flex-wrap gap-1 text-slate-600">
            <li>
              <Link to="/new-projects" className="text-brand-700 hover:underline">
                {t('listings.project.newProjects')}
              </Link>
              <span aria-hidden="true"> ›</span>
            </li>
            <li aria-current="page" className="truncate">
              <AsSent>{project.name}</AsSent>
            </li>
          </ol>
        </nav>
        <p className="text-sm text-slate-500">
          <AsSent>{place}</AsSent>
        </p>
        <h1 id="project-title" className="text-2xl font-semibold">
          <AsSent>{project.name}</AsSent>
        </h1>
        <p className="text-2xl font-bold text-slate-900" data-testid="project-price">
          {price ? t('listings.project.from', { price: formatMoney(price, display) }) : t('format.priceOnRequest')}
          {launch !== null && (
            <span className="ms-3 text-base font-normal text-slate-500">
              {t('listings.project.launchWas', { price: formatMoney(launch, display) })}
            </span>
          )}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Gallery images={project.images} title={project.name} />
          <section aria-labelledby="project-facts-title">
            <h2 id="project-facts-title" className="mb-2 text-lg font-semibold">
              {t('listings.property.keyFacts')}
            </h2>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <FactTile label={t('listings.card.developer')} testId="project-developer">
                {project.developer_name ? (
                  developerId ? (
                    <Link
                      to="/developers/$developerId"
                      params={{ developerId }}
                      search={{ location: emirate }}
                      className="text-brand-800 underline"
                    >
                      <AsSent>{project.developer_name}</AsSent>
                    </Link>
                  ) : (
                    <AsSent>{project.developer_name}</AsSent>
                  )
                ) : (
                  '—'
                )}
              </FactTile>
              <FactTile label={t('listings.project.priceFrom')}>{formatMoney(price, display)}</FactTile>
              <FactTile label={t('listings.project.launchPrice')}>{formatMoney(project.price_from, display)}</FactTile>
              <FactTile label={t('listings.project.delivery')} testId="project-delivery">
                {formatDate(project.delivery_date)}
              </FactTile>
              <FactTile label={t('listings.project.salesStart')} testId="project-sales-start">
                {formatDate(project.sales_start_date)}
              </FactTile>
              <FactTile label={t('listings.card.phase')} testId="project-phase">
                {phaseLabel(project.construction_phase)}
              </FactTile>
              <FactTile label={t('listings.card.bedrooms')} testId="project-beds">
                {offeredBedrooms(project.bedrooms)}
              </FactTile>
              <FactTile label={t('listings.card.type')}>{project.property_type ? typeLabel(project.property_type) : '—'}</FactTile>
              <FactTile label={t('listings.project.id')}>
                <span dir="ltr" translate="no" className="break-all">
                  {project.listing_id}
                </span>
              </FactTile>
            </dl>
          </section>
        </div>
        <aside className="space-y-2" aria-labelledby="project-where-title">
          <h2 id="project-where-title" className="text-lg font-semibold">
            {t('listings.property.location')}
          </h2>
          <p className="text-sm text-slate-600">
            <AsSent>{place}</AsSent>
          </p>
          <ProjectMap project={project} />
        </aside>
      </div>
    </article>
  );
}

/** The project at its community (the record has no position of its own), said as such. */
function ProjectMap({ project }: { project: NewProject }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const community = communityOf(project.location.full_name);
  const places = useQuery({ ...apiQuery('autocomplete-location', { query: community ?? '' }), enabled: Boolean(community) });
  const at = community ? exactMatch(places.data?.data ?? [], community)?.coordinates : null;
  if (community && places.isPending) return <Skeleton className="h-64 w-full" />;
  if (!community || !at) return <p className="text-sm text-slate-500">{t('listings.project.noMap')}</p>;
  const point = {
    id: project.listing_id,
    lat: at.lat,
    lon: at.lon,
    price: projectPrice(project, display),
    label: projectPinPrice(project, display),
    title: project.name,
  };
  return (
    <>
      <div className="h-64 overflow-hidden rounded-lg border border-slate-200">
        <PlaceMap point={point} label={t('listings.property.mapOf', { place: project.location.full_name })} />
      </div>
      <p className="text-xs text-slate-500" data-testid="project-map-note">
        <Trans i18nKey="listings.project.mapNote" values={{ community }} components={{ place: <AsSent /> }} />
      </p>
    </>
  );
}
