/**
 * A listing search page: location, filters, results with a map. Everything it shows comes from
 * the URL search, so reload, Back/Forward and a pasted link reproduce the view.
 */
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { LISTING_SEARCH_OF } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { LocationAutocomplete } from '../../components/LocationAutocomplete.tsx';
import { useNamedLocation, usePickLocation } from '../../components/location-name.ts';
import { clearedSearch, fromFormValues, hasFilters, type FilterValues } from './filter-form.ts';
import { queryOfSearch, type ListingSearch } from './route-search.ts';
import { searchPlaceIds, takesPlaces } from './listing-pages-query.ts';
import { PlacesField } from './PlacesField.tsx';
import { PlaceNames, UnknownPlaces } from './PlacesSearched.tsx';
import { SaveSearchButton } from '../../components/saved/SaveSearchButton.tsx';
import { DEAL_TABS, pageWords, type SearchPageConfig } from './search-pages.ts';
import { SearchFilters } from './SearchFilters.tsx';
import { SearchResults } from './SearchResults.tsx';
import { useDisplay } from '../../lib/display.ts';

/** The search of any of the five listing routes: a union, one member per route, as the router types it. */
type AnySearch = { [E in SearchPageConfig['endpoint']]: ListingSearch<E> }[SearchPageConfig['endpoint']];
export type SetSearch = (update: (prev: Record<string, unknown>) => Record<string, unknown>, opts?: { replace?: boolean }) => void;

/** A changed search starts again at page 1, without the pages "load more" added. */
const FIRST_PAGE = { page: undefined, pages: undefined } as const;

export function SearchPage({ config }: { config: SearchPageConfig }) {
  const search: AnySearch = useSearch({ from: config.path });
  const navigate = useNavigate();
  const { t } = useTranslation();
  const words = pageWords(config.page);
  const display = useDisplay();
  // Relative to the page's own route: the router runs the route's validateSearch over the result,
  // so a value no filter may hold is dropped. The reducer is typed as a record because the filter
  // form's query cannot be tied to one member of the five routes' union.
  const setSearch = useCallback<SetSearch>(
    (update, opts) => void navigate({ to: '.', search: update, replace: opts?.replace }),
    [navigate],
  );
  // The name from the data, never from the link.
  const place = useNamedLocation(search.location_id);
  // A search by area names several (`location_id=50,51,52`); its name above is theirs together.
  const placeIds = searchPlaceIds(search);
  const remember = usePickLocation();

  const apply = (values: FilterValues) => {
    const result = fromFormValues(config.endpoint, values, { location_id: search.location_id }, display);
    // The form's resolver ran the same check; this guard keeps a bad value out of the URL anyway.
    if (!result.ok) return;
    setSearch((prev) => ({ ...prev, ...clearedSearch(config.endpoint), ...result.query, ...FIRST_PAGE }));
  };
  const clear = () => setSearch((prev) => ({ ...prev, ...clearedSearch(config.endpoint), ...FIRST_PAGE }));
  const filtered = hasFilters(config.endpoint, search);

  return (
    <section aria-labelledby="search-title" className="space-y-4">
      {/* A phone fits "Properties for sale in Dubai Marina" on two lines: with a place, they are kept
          from the start, so its name arriving (asked of the server) does not push the page down. */}
      <h1 id="search-title" className={`text-2xl font-semibold ${search.location_id ? 'min-h-16 sm:min-h-0' : ''}`}>
        {words.title}
        {/* Only a place the data names: one it does not is said so above the page (LinkNotice.tsx). */}
        {/* Several places are named once the data names each ("Dubai Marina, JLT and 1 more"). */}
        {place?.name && (
          <span className="text-slate-500">
            {' '}
            <Trans
              i18nKey="listings.search.inPlace"
              values={{ place: place.name }}
              // The data's name keeps its own direction and is not translated.
              components={{ place: placeIds.length > 1 ? <PlaceNames ids={placeIds} /> : <bdi translate="no" /> }}
            />
          </span>
        )}
      </h1>
      {placeIds.length > 1 && <UnknownPlaces ids={placeIds} />}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <DealTabs path={config.path} locationId={search.location_id} />
        {placeIds.length < 2 && <PriceDropsLink endpoint={config.endpoint} locationId={search.location_id} />}
      </div>
      {takesPlaces(config.endpoint) ? (
        <PlacesField
          className="max-w-md"
          ids={placeIds}
          onChange={(ids) => setSearch((prev) => ({ ...prev, location_id: ids.length ? ids.join(',') : undefined, ...FIRST_PAGE }))}
        />
      ) : (
        <LocationAutocomplete
          className="max-w-md"
          value={place?.chosen ?? null}
          onChange={(picked) => {
            remember(picked);
            setSearch((prev) => ({ ...prev, location_id: picked?.id, ...FIRST_PAGE }));
          }}
        />
      )}
      <SearchFilters endpoint={config.endpoint} search={search} onApply={apply} onClear={clear} canClear={filtered} />
      {place && (
        <SaveSearchButton
          endpoint={config.endpoint}
          query={queryOfSearch(search)}
          locationName={place.name}
          title={t('listings.search.savedTitle', {
            title: words.title,
            place: place.name ?? t('listings.search.unnamedPlace', { id: place.id }),
          })}
        />
      )}
      {search.location_id ? (
        <SearchResults config={config} search={search} setSearch={setSearch} onClear={filtered ? clear : undefined} />
      ) : (
        <EmptyState title={words.choose}>{t('listings.search.startTyping')}</EmptyState>
      )}
    </section>
  );
}

/** To the place's new listings and price drops as Dar saw them (/market/changes), for listing searches. */
function PriceDropsLink({ endpoint, locationId }: { endpoint: SearchPageConfig['endpoint']; locationId: string | undefined }) {
  const { t } = useTranslation();
  const kind = endpoint === 'search-new-projects' ? undefined : LISTING_SEARCH_OF[endpoint];
  if (!kind || !locationId) return null;
  return (
    <Link
      to="/market/changes"
      search={{ location_id: locationId, search: kind, change: 'reduced' }}
      className="text-sm font-medium text-brand-800 underline"
    >
      {t('listings.search.priceDrops')}
    </Link>
  );
}

/** Buy | Rent (or For sale | For rent) tabs; switching keeps the location, not the filters. */
function DealTabs({ path, locationId }: { path: SearchPageConfig['path']; locationId: string | undefined }) {
  const { t } = useTranslation();
  const tabs = DEAL_TABS[path];
  if (!tabs) return null;
  return (
    <nav aria-label={t('listings.search.dealTabs')} className="inline-flex overflow-hidden rounded-md border border-slate-300 text-sm">
      {tabs.map((tab) => (
        <Link
          key={tab.path}
          to={tab.path}
          search={locationId ? { location_id: locationId } : {}}
          aria-current={tab.path === path ? 'page' : undefined}
          className={`px-4 py-1.5 font-medium ${tab.path === path ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
        >
          {t(`listings.search.tabs.${tab.label}`)}
        </Link>
      ))}
    </nav>
  );
}
