/**
 * /market/registry: Abu Dhabi registry sales. The service pages from 0; people see pages 1, 2, 3.
 * Its record fields are undocumented, so records render generically, and the charts appear only
 * when a price and a date (or district) field are recognised. The placeholder body
 * `{ success, message }` is shown as the notice it is.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '../../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../../lib/i18n/react.ts';
import type { QueryOf } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { insightQuery } from '../../../lib/insights.ts';
import { apiQuery } from '../../../lib/queries.ts';
import { useHasNextPage } from '../../../lib/use-has-next-page.ts';
import { MarketHeader } from '../MarketHeader.tsx';
import { TEXT_TAGS } from '../names.tsx';
import { recogniseFields } from '../../../shared/registry-fields.ts';
import { registryDistrictSpec, registryMonthlySpec } from './fields.ts';
import { RegistryFilters, registryFilterCount } from './RegistryFilters.tsx';
import { FilterSheet } from '../../../components/FilterSheet.tsx';
import { RegistryRecords } from './RegistryRecords.tsx';
import { RegistryCsvLink } from './RegistryCsvLink.tsx';
import { pageCountText } from '../../../components/page-count.ts';
import { useDisplay } from '../../../lib/display.ts';
import { Loading } from '../Loading.tsx';

const route = getRouteApi('/market/registry');
type Query = QueryOf<'get-registry-transactions'>;

export function RegistryPage() {
  const { t } = useTranslation();
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const registry = useQuery(apiQuery('get-registry-transactions', query));
  const change = (patch: Partial<Query>) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });
  const page = query.page ?? 0;
  // A full page may be the last one: the next page is asked for, as the directories do.
  const hasNext = useHasNextPage('get-registry-transactions', query, registry.isSuccess ? (registry.data.data?.length ?? 0) : undefined);

  return (
    <section aria-labelledby="registry-title" className="space-y-5">
      <MarketHeader id="registry-title" title={t('market.registry.title')}>
        {t('market.registry.intro')}
      </MarketHeader>
      <FilterSheet activeCount={registryFilterCount(query)}>
        <RegistryFilters query={query} onChange={change} />
      </FilterSheet>
      {registry.isPending ? (
        <Loading label={t('market.registry.loading')} className="h-80 w-full" />
      ) : registry.isError ? (
        <ErrorState error={registry.error} what={t('market.registry.errorWhat')} onRetry={() => void registry.refetch()} />
      ) : !registry.data.data ? (
        <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          {registry.data.message ? (
            <Trans i18nKey="market.registry.noRecordsMessage" values={{ message: registry.data.message }} components={TEXT_TAGS} />
          ) : (
            t('market.registry.noRecords')
          )}
        </p>
      ) : registry.data.data.length === 0 ? (
        <EmptyState title={page > 0 ? t('market.registry.emptyPageTitle') : t('market.registry.emptyTitle')}>
          {page > 0 ? t('market.registry.emptyPageHint') : t('market.registry.emptyHint')}
        </EmptyState>
      ) : (
        <>
          <RegistryCharts query={query} />
          {/* The service gives no total: the records on this page, and what is known of the next. */}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" data-testid="registry-count" className="text-sm text-slate-700">
              {pageCountText(t, t('market.registry.counted', { count: registry.data.data.length }), page + 1, hasNext)}
            </p>
            <RegistryCsvLink records={registry.data.data} page={page + 1} />
          </div>
          <RegistryRecords
            records={registry.data.data}
            fields={recogniseFields(registry.data.data)}
            caption={t('market.registry.caption', { page: formatNumber(page + 1) })}
          />
        </>
      )}
      {/* The service counts pages from 0; the pager shows them as 1, 2, 3. */}
      <Pager page={page} firstPage={0} hasNext={hasNext} label={t('market.registry.pages')} />
    </section>
  );
}

/**
 * Median sale price by month and by district, from every registry sale our store keeps for these
 * filters (one request: the server reads the registry at most daily and keeps what it read, so
 * the months run as far back as it has kept).
 */
function RegistryCharts({ query }: { query: Query }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const summary = useQuery(
    insightQuery('insights/registry', {
      district: query.district,
      propertyType: query.propertyType,
      fromDate: query.fromDate,
      toDate: query.toDate,
    }),
  );
  if (summary.isPending) return <Loading label={t('market.registry.loadingCharts')} className="h-72 w-full" />;
  if (summary.isError)
    return <ErrorState error={summary.error} what={t('market.registry.sampleWhat')} onRetry={() => void summary.refetch()} />;
  const { monthly, byDistrict, coverage, stale } = summary.data;
  if (coverage.records === 0 || (monthly.length === 0 && byDistrict.length === 0)) {
    return <p className="text-sm text-slate-600">{t('market.registry.nothingToChart')}</p>;
  }
  const what = t('market.registry.sampleHeld', {
    count: formatNumber(coverage.records),
    from: formatDate(coverage.oldest),
    to: formatDate(coverage.newest),
  });
  const districts = byDistrict.length;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {stale && (
        <p role="status" className="text-sm text-amber-800 lg:col-span-2">
          {t('market.registry.staleNote', { synced: coverage.syncedAt ? formatDate(coverage.syncedAt) : t('market.registry.never') })}
        </p>
      )}
      {monthly.length > 0 && (
        <ChartFrame
          headingLevel={2}
          title={t('market.registry.monthlyTitle')}
          description={t('market.registry.monthlyDescription', { currency: display.currency, sample: what })}
          spec={registryMonthlySpec(monthly)}
          height={300}
        />
      )}
      {districts > 0 && (
        <ChartFrame
          headingLevel={2}
          title={t('market.registry.districtTitle')}
          description={t('market.registry.districtDescription', {
            sample: what,
            districts:
              districts === 1 ? t('market.registry.oneDistrict') : t('market.registry.topDistricts', { count: formatNumber(districts) }),
          })}
          spec={registryDistrictSpec(byDistrict)}
          // One bar row of 28 px per district, so names never overlap.
          height={Math.max(220, 48 + 28 * districts)}
        />
      )}
    </div>
  );
}
