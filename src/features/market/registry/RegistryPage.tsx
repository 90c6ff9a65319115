/**
 * /market/registry: Abu Dhabi registry sales. The service pages from 0; people see pages 1, 2, 3.
 * Its record fields are undocumented, so records render generically, and the charts appear only
 * when a price and a date (or district) field are recognised. The placeholder body
 * `{ success, message }` is shown as the notice it is.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { REGISTRY_MAX_SIZE, type QueryOf } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { StaleNotice } from '../../../components/StaleNotice.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { apiQuery } from '../../../lib/queries.ts';
import { useHasNextPage } from '../../../lib/use-has-next-page.ts';
import { FetchProgress, MarketHeader } from '../MarketHeader.tsx';
import { TEXT_TAGS } from '../names.tsx';
import { useCollectedPages } from '../use-collected-pages.ts';
import { recogniseFields, registryDistrictSpec, registryMonthlySpec } from './fields.ts';
import { RegistryFilters, registryFilterCount } from './RegistryFilters.tsx';
import { FilterSheet } from '../../../components/FilterSheet.tsx';
import { RegistryRecords } from './RegistryRecords.tsx';
import { useDisplay } from '../../../lib/display.ts';
import { Loading } from '../Loading.tsx';

const route = getRouteApi('/market/registry');
type Query = QueryOf<'get-registry-transactions'>;

/** The charts summarise up to this many pages of the largest size: the 500 most recent sales. */
const CHART_PAGES = 5;

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
 * Median sale price by month and by district, over a larger sample than one page: the charts
 * appear only when the records have a recognisable price and a date or district.
 */
function RegistryCharts({ query }: { query: Query }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const sample = useCollectedPages('get-registry-transactions', { ...query, page: undefined, size: REGISTRY_MAX_SIZE }, CHART_PAGES);
  if (sample.error) return <ErrorState error={sample.error} what={t('market.registry.sampleWhat')} onRetry={sample.refetch} />;
  if (!sample.settled) {
    return (
      <FetchProgress
        label={t('market.registry.gathering')}
        pages={sample.pages}
        maxPages={CHART_PAGES}
        records={sample.records.length}
        done={false}
      />
    );
  }
  const records = sample.records;
  const fields = recogniseFields(records);
  if (!fields.price || !(fields.date || fields.district)) {
    return <p className="text-sm text-slate-600">{t('market.registry.nothingToChart')}</p>;
  }
  const what = t(sample.complete ? 'market.registry.sampleAll' : 'market.registry.sampleRecent', { count: formatNumber(records.length) });
  const districts = fields.district ? new Set(records.map((r) => r[fields.district!])).size : 0;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {sample.stale && (
        <div className="lg:col-span-2">
          <StaleNotice mark={sample.stale} />
        </div>
      )}
      {fields.date && (
        <ChartFrame
          headingLevel={2}
          title={t('market.registry.monthlyTitle')}
          description={t('market.registry.monthlyDescription', { currency: display.currency, sample: what })}
          spec={registryMonthlySpec(records, { price: fields.price, date: fields.date })}
          height={300}
        />
      )}
      {fields.district && (
        <ChartFrame
          headingLevel={2}
          title={t('market.registry.districtTitle')}
          description={t('market.registry.districtDescription', {
            sample: what,
            districts:
              districts === 1
                ? t('market.registry.oneDistrict')
                : t('market.registry.topDistricts', { count: formatNumber(Math.min(12, districts)) }),
          })}
          spec={registryDistrictSpec(records, { price: fields.price, district: fields.district })}
          // One bar row of 28 px per district, so names never overlap.
          height={Math.max(220, 48 + 28 * Math.min(12, districts))}
        />
      )}
    </div>
  );
}
