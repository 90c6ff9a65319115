/**
 * The results of a listing search: cards, paging and the map, with loading, empty and error
 * states. Cards and pins highlight each other. Wide screens show list and map side by side;
 * phones show one at a time with a toggle (kept in the URL as `view`).
 *
 * One paging model, "Load more" (use-listing-pages.ts): it counts the pages in the URL (`pages`),
 * so a copied link, a reload or Back shows the same cards, and it is offered only when the next
 * page is known to have results.
 */
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Listing, NewProject } from '../../contract/index.ts';
import { StaleNotice } from '../../components/StaleNotice.tsx';
import { CardSkeletons, EmptyState, ErrorState } from '../../components/states.tsx';
import { MapPanel } from '../../components/map/MapPanel.tsx';
import { pointsOf, resultId } from './map-points.ts';
import { useDisplay } from '../../lib/display.ts';
import type { ProjectSearch } from '../../shared/record-lookup.ts';
import { ResultsList, type ResultsListHandle } from './ResultsList.tsx';
import { FirstPageLink, Pager } from '../../components/Pager.tsx';
import { resultsStatus } from './results-status.ts';
import { ClearFiltersButton } from './ClearFiltersButton.tsx';
import { queryOfSearch, type ListingSearch } from './route-search.ts';
import { pageWords, type SearchPageConfig } from './search-pages.ts';
import type { SetSearch } from './SearchPage.tsx';
import { useListingPages } from './use-listing-pages.ts';
import { PlacesSearched } from './PlacesSearched.tsx';
import { useQuery } from '@tanstack/react-query';
import { insightQuery } from '../../lib/insights.ts';
import type { MapPoint, MapView } from '../../components/map/points.ts';
import { communityLabels, placesInView } from './area-search.ts';
import { takesPlaces } from './listing-pages-query.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

type Item = Listing | NewProject;
const NO_POINTS: MapPoint[] = [];
/** A listing search's project pins: none. */
const noProjectPoints = () => NO_POINTS;
/** Stable id readers per kind of card, so the pages hook's memo keeps across renders. */
const LISTING_ID = (item: Item) => resultId(item, 'listing');
const PROJECT_ID = (item: Item) => resultId(item, 'project');

interface Props {
  config: SearchPageConfig;
  search: ListingSearch<SearchPageConfig['endpoint']>;
  setSearch: SetSearch;
  /** Offered by the empty state to widen the search; absent when no filter is set. */
  onClear?: () => void;
}

export function SearchResults({ config, search, setSearch, onClear }: Props) {
  const router = useRouter();
  const { t } = useTranslation();
  const words = pageWords(config.page);
  const query = queryOfSearch(search);
  const start = (query as { page?: number }).page ?? 1;
  const setWanted = useCallback(
    (pages: number) => setSearch((prev) => ({ ...prev, pages: pages > 1 ? pages : undefined }), { replace: true }),
    [setSearch],
  );
  const { results, items, more, catchingUp, loadMore, places } = useListingPages<SearchPageConfig['endpoint'], Item>(
    config.endpoint,
    query,
    {
      wanted: search.pages ?? 1,
      setWanted,
      idOf: config.cards === 'listing' ? LISTING_ID : PROJECT_ID,
    },
  );
  const [active, setActive] = useState<string | null>(null);
  const listHandle = useRef<ResultsListHandle>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  const view = search.view ?? 'list';
  const showMap = wide || view === 'map';
  const showList = wide || view === 'list';

  const data = results.data;
  const display = useDisplay();
  const fitKey = JSON.stringify(query);
  const listingPoints = useMemo(
    () => (config.cards === 'listing' ? pointsOf(items, 'listing', display) : []),
    [items, config.cards, display],
  );
  // A project's page finds its record again in the search its card or pin came from.
  const projectSearch = useMemo<ProjectSearch>(
    () => (config.cards === 'project' ? (JSON.parse(fitKey) as ProjectSearch) : {}),
    [config.cards, fitKey],
  );
  // A page's config is the same on every render, so it calls the same hook each time.
  const useProjectPoints = config.cards === 'project' ? config.projects.usePoints : noProjectPoints;
  const projectPoints = useProjectPoints(items as NewProject[], projectSearch);
  const points = config.cards === 'listing' ? listingPoints : projectPoints;
  // "Only show what is on the map": the API has no bounding box, so the loaded results are
  // filtered by the ids the map reports in its view.
  const [onlyInView, setOnlyInView] = useState(false);
  const [inView, setInView] = useState<ReadonlySet<string> | null>(null);
  const filtering = onlyInView && inView !== null;
  const listed = useMemo(
    () => (filtering ? items.filter((item) => inView.has(resultId(item, config.cards))) : items),
    [filtering, inView, items, config.cards],
  );

  let list;
  if (results.isPending) {
    list = <CardSkeletons label={t('listings.results.loading', { what: words.noun })} />;
  } else if (results.isError && !items.length) {
    list = <ErrorState error={results.error} what={words.noun} onRetry={() => void results.refetch()} />;
  } else if (!items.length) {
    list =
      start > 1 ? (
        <EmptyState title={t('listings.results.pastEnd', { page: start })}>
          {t('listings.results.fewerPages')} <FirstPageLink>{t('listings.results.goFirst')}</FirstPageLink>
        </EmptyState>
      ) : (
        <EmptyState title={words.empty}>
          <p>{t('listings.results.widen')}</p>
          {onClear && <ClearFiltersButton onClear={onClear} look="primary" />}
        </EmptyState>
      );
  } else {
    list = (
      <div className="space-y-4">
        {filtering && !listed.length && (
          <EmptyState title={t('listings.results.noneInView')}>{t('listings.results.noneInViewHint')}</EmptyState>
        )}
        <ResultsList
          items={listed}
          cards={config.cards}
          label={t('listings.results.listLabel', { title: words.title })}
          active={active}
          onActive={setActive}
          handle={listHandle}
          projectSearch={projectSearch}
          ProjectCard={config.cards === 'project' ? config.projects.Card : undefined}
        />
        {results.isFetchNextPageError && (
          <ErrorState
            error={results.error}
            what={t('listings.results.more', { what: words.noun })}
            onRetry={() => void results.fetchNextPage()}
          />
        )}
        <Pager page={start} hasNext={more} loadMore={{ onLoadMore: loadMore, loading: catchingUp }} />
      </div>
    );
  }

  // The catalogue's places: community names on the map, and "Search this area" (not offered
  // where the server keeps no catalogue, or on a search of one place only).
  const catalogue = useQuery({ ...insightQuery('places', {}), enabled: showMap, staleTime: 3600_000 });
  const labels = useMemo(() => communityLabels(catalogue.data?.places ?? []), [catalogue.data]);
  const [areaNote, setAreaNote] = useState<{ ids: string; inView: number; count: number } | null>(null);
  const searchArea = (view: MapView) => {
    const found = placesInView(catalogue.data?.places ?? [], view);
    const ids = found.ids.join(',');
    setAreaNote({ ids, inView: found.inView, count: found.ids.length });
    if (ids) setSearch((prev) => ({ ...prev, location_id: ids, page: undefined, pages: undefined }));
  };
  // Said while the search is the one the view made (or when the view held no place).
  const areaSaid = areaNote && (areaNote.ids === '' || areaNote.ids === search.location_id) ? areaNote : null;

  const status = results.isSuccess
    ? resultsStatus({
        page: config.page,
        count: items.length,
        more,
        start,
        onMap: points.length,
        inView: filtering ? listed.length : undefined,
      })
    : '';

  return (
    <div className="space-y-3">
      {/* The cards' titles are level 3: this level 2 keeps the outline in order (axe heading-order). */}
      <h2 className="sr-only">{t('listings.results.heading')}</h2>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <p role="status" className="text-sm text-slate-600" data-testid="results-status">
            {status}
          </p>
          {areaSaid && (
            <p className="text-sm text-slate-700" data-testid="area-note">
              {areaSaid.count
                ? t('listings.places.fromArea', { count: areaSaid.count, inView: areaSaid.inView })
                : t('listings.places.noneInArea')}
            </p>
          )}
          {places && <PlacesSearched places={places} />}
          <StaleNotice data={data} />
          {points.length > 0 && (showMap || onlyInView) && (
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={onlyInView}
                onChange={(e) => setOnlyInView(e.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {t('listings.results.onlyInView')}
            </label>
          )}
        </div>
        {!wide && (
          <div
            role="group"
            aria-label={t('listings.results.showAs')}
            className="inline-flex shrink-0 overflow-hidden rounded-md border border-slate-300"
          >
            {(['list', 'map'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setSearch((prev) => ({ ...prev, view: v === 'list' ? undefined : v }), { replace: true })}
                className={`px-3 py-1.5 text-sm font-medium ${view === v ? 'bg-brand-700 text-white' : 'bg-white text-slate-700'}`}
              >
                {v === 'list' ? t('listings.results.list') : t('listings.results.map')}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        {showMap && (
          <MapPanel
            className="h-[60vh] overflow-hidden rounded-lg border border-slate-200 lg:sticky lg:top-20 lg:h-[calc(100vh-7rem)]"
            skipTo="results"
            skipLabel={t('listings.results.skipMap')}
            points={points}
            activeId={active}
            onActive={setActive}
            onReveal={(id) => listHandle.current?.reveal(id)}
            onOpen={(href) => void router.navigate({ href })}
            // Fit once the pages the URL asks for are in, not to the first of them.
            fitKey={catchingUp ? null : fitKey}
            onViewChange={onlyInView ? setInView : undefined}
            placeLabels={labels}
            onSearchArea={takesPlaces(config.endpoint) && catalogue.data?.places.length ? searchArea : undefined}
            label={t('listings.results.mapLabel', { what: words.noun })}
          />
        )}
        <div id="results" tabIndex={-1} className={showList ? 'min-w-0 focus:outline-none' : 'hidden'}>
          {showList && list}
        </div>
      </div>
    </div>
  );
}
