/**
 * One saved search: what it asks for, how many results are new since it was saved or last
 * opened, a link that opens it (and resets the count), and Remove.
 */
import { placeIdsOf } from '../../lib/place-list.ts';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { labelOf, toQueryString, toWire } from '../../contract/index.ts';
import { describeError } from '../../lib/api.ts';
import { formatAmount, formatArea, formatDate, formatNumber } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { VALUE_SETS, type ValueSet } from '../../lib/i18n/value-sets.ts';
import { useKnownName } from '../../lib/names.ts';
import { markSearchOpened, removeSearch } from '../../lib/saved/actions.ts';
import type { SavedSearch } from '../../lib/saved/model.ts';
import { describeNewSince, newSince } from '../../lib/saved/new-since.ts';
import { newestPageQuery, resultIds } from '../../lib/saved/queries.ts';
import { SEARCH_PATHS } from '../../lib/search-paths.ts';
import { endpointSearch, stringifySearchObject } from '../../lib/url-search.ts';

/** The key of any value set's label (each set with its own values). */
type AnyValueKey = { [S in ValueSet]: `values.${S}.${(typeof VALUE_SETS)[S][number]}` }[ValueSet];

type Param = keyof typeof import('../../lib/i18n/resources/en/saved.ts').saved.search.param;

/** The value set each filter's values come from, for their labels. */
const PARAM_SETS: Partial<Record<Param, ValueSet>> = {
  property_type: 'propertyType',
  completion_status: 'completionStatus',
  furnishing: 'furnishing',
  amenities: 'amenity',
  rent_frequency: 'rentFrequency',
  sort: 'sort',
};

/** One value of a filter in the reader's words: a value set's label, an amount, an area or a count. */
function valueText(t: TFunction, param: Param, value: string): string {
  const set = PARAM_SETS[param];
  if (set) return (VALUE_SETS[set] as readonly string[]).includes(value) ? t(`values.${set}.${value}` as AnyValueKey) : labelOf(value);
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  if (param === 'price_min' || param === 'price_max') return formatAmount(n, 'AED');
  if (param === 'area_min' || param === 'area_max') return formatArea(n, { unit: 'sqft' });
  return formatNumber(n);
}

/** What the search asks for besides its location: "Bedrooms: 2, 3 · Price max: AED 2,000,000". */
function filterSummary(t: TFunction, search: SavedSearch): string {
  const shown = toWire(search.endpoint, endpointSearch(search.endpoint, search.query), 'strip');
  const parts = Object.entries(shown)
    .filter(([key]) => key !== 'location_id')
    .map(([key, value]) => {
      const param = key as Param;
      const values = value.split(',').map((v) => valueText(t, param, v));
      return t('saved.search.filter', { name: t(`saved.search.param.${param}`), values: values.join(t('saved.search.valueSeparator')) });
    });
  return parts.length ? parts.join(t('saved.search.filterSeparator')) : t('saved.search.noFilters');
}

/** The search page's address for a saved search (defaults left out; the page names the location from the data). */
function hrefOf(search: SavedSearch): string {
  const shown = toWire(search.endpoint, endpointSearch(search.endpoint, search.query), 'strip');
  // A search by area keeps its places, in their order (the contract's parse reads one).
  if (several(search)) shown.location_id = search.query.location_id ?? '';
  return `${SEARCH_PATHS[search.endpoint]}${stringifySearchObject(shown)}`;
}

/** A search by area: several places. */
const several = (search: SavedSearch) => placeIdsOf(search.query.location_id ?? '').length > 1;

export function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  // A search saved before its place's name had arrived kept none: the data names it now.
  const named = useKnownName('location', search.locationName ? undefined : search.query.location_id);
  const placeName = search.locationName ?? named.known?.name ?? null;
  const router = useRouter();
  const first = useQuery(newestPageQuery(search.endpoint, search.query, 1));
  const firstIds = first.data ? resultIds(search.endpoint, first.data.data) : null;
  const step = firstIds ? newSince(search.seen, [firstIds]) : null;
  const needSecond = step !== null && !step.done;
  const second = useQuery({ ...newestPageQuery(search.endpoint, search.query, 2), enabled: needSecond });
  const secondIds = second.data ? resultIds(search.endpoint, second.data.data) : null;
  const result = firstIds && (!needSecond ? step : secondIds ? newSince(search.seen, [firstIds, secondIds]) : null);

  let count;
  if (result?.done) {
    count = (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${result.count ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}
        data-testid="new-count"
      >
        {describeNewSince(result.count, result.more)}
      </span>
    );
  } else if (first.isError || second.isError) {
    count = (
      <span className="text-xs text-amber-800">
        {t('saved.search.notCounted', { reason: describeError(first.error ?? second.error, t('saved.search.thisSearch')) })}
      </span>
    );
  } else {
    count = <span className="text-xs text-slate-600">{t('saved.search.counting')}</span>;
  }

  const href = hrefOf(search);
  // Named in the reader's words, with the place's name from the data (not the title kept at saving).
  const titleKey = `saved.search.title.${search.endpoint}` as const;
  const values = { location: placeName ?? t('saved.search.locationId', { id: search.query.location_id }) };
  const name = (
    <Trans i18nKey={titleKey} values={values} components={{ place: <bdi translate={placeName ? 'no' : undefined} dir="auto" /> }} />
  );
  const open = () => {
    // What the search shows now is no longer new.
    if (firstIds) void markSearchOpened(search.id, firstIds);
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="saved-search">
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-medium">
          <a
            href={href}
            onClick={(e) => {
              open();
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              void router.navigate({ href });
            }}
            className="text-brand-800 hover:underline"
          >
            {name}
          </a>
        </h3>
        <p className="text-sm text-slate-600">{filterSummary(t, search)}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {count}
          <span>{t('saved.search.since', { date: formatDate(search.openedAt) })}</span>
        </p>
        {/* A feed watches one place: a search by area (several places) has none. */}
        {search.endpoint !== 'search-new-projects' && !several(search) && (
          <p className="text-xs">
            {/* The canonical query only (and the feed's language): the feed keeps the search watched, and nothing personal leaves this browser. */}
            <a
              href={`/api/feeds/${search.endpoint}.atom?${[toQueryString(search.query), readingI18n().resolvedLanguage === 'ar' ? 'lang=ar' : ''].filter(Boolean).join('&')}`}
              type="application/atom+xml"
              className="text-brand-800 underline"
              data-testid="search-feed"
            >
              {t('saved.search.feed')}
            </a>
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => void removeSearch(search.id)}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
      >
        <Trans
          i18nKey="saved.search.remove"
          values={{ title: t(titleKey, values).replace(/<\/?place>/g, '') }}
          components={{ sr: <span className="sr-only" />, name: <bdi translate="no" /> }}
        />
      </button>
    </li>
  );
}
