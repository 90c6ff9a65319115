/**
 * /market/transactions: what sold or rented in a location. The server computes every figure from
 * its market store (`/api/insights/transactions`) and pages the records
 * (`/api/insights/transaction-records`): two requests for the whole view, whatever the location's
 * size. Sections keep their size while they load, so nothing jumps when the figures arrive.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { labelOf, type InsightCoverage, type TransactionInsights } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states.tsx';
import { formatBeds, formatDate, formatNumber } from '../../../lib/format.ts';
import { insightQuery, insightUrl } from '../../../lib/insights.ts';
import { LocationAutocomplete } from '../../../components/LocationAutocomplete.tsx';
import { useNamedLocation, usePickLocation } from '../../../components/location-name.ts';
import { MarketHeader } from '../MarketHeader.tsx';
import { byBedroomsSpec, monthlySpec } from './analysis.ts';
import { analysisQuery, type RecordsSearch } from './query.ts';
import { RecordsTable } from './RecordsTable.tsx';
import { SummaryFigures } from './SummaryFigures.tsx';
import { TransactionFilters, transactionFilterCount } from './TransactionFilters.tsx';
import { FilterSheet } from '../../../components/FilterSheet.tsx';
import { YieldTable } from './YieldTable.tsx';
import { useDisplay } from '../../../lib/display.ts';

const route = getRouteApi('/market/transactions');
const CHART_HEIGHT = 300;

export function TransactionsPage() {
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const place = useNamedLocation(query.location_id);
  const remember = usePickLocation();
  // Any change of filters starts the records again from their first page.
  const change = (patch: Partial<RecordsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });
  const insights = useQuery({ ...insightQuery('insights/transactions', analysisQuery(query)), enabled: Boolean(query.location_id) });
  // The figures and charts render as a background (time-sliced) render when the answer arrives,
  // so drawing them never blocks the page's input for long: the skeleton stays until they are ready.
  const shown = useDeferredValue(insights.data);
  const client = useQueryClient();
  // Refresh asks again for everything the store answers (figures and records), not just the figures.
  const refresh = () => void client.invalidateQueries({ queryKey: ['insights'] });

  return (
    <section aria-labelledby="tx-title" className="space-y-5">
      <MarketHeader id="tx-title" title="Transactions">
        Sales and rentals recorded for a location, kept by our server as they are registered, so history grows past the service's 12 months.
        Transactions carry no size, so prices are whole-unit totals; rents are yearly.
      </MarketHeader>
      <LocationAutocomplete
        className="max-w-md"
        value={place && { id: place.id, name: place.label }}
        onChange={(picked) => {
          remember(picked);
          change({ location_id: picked?.id });
        }}
      />
      <FilterSheet activeCount={transactionFilterCount(query)}>
        <TransactionFilters query={query} periods={insights.data?.periods} onChange={change} />
      </FilterSheet>
      {!query.location_id ? (
        <EmptyState title="Choose a location to see its transactions">Start typing a community or tower, e.g. Dubai Marina.</EmptyState>
      ) : insights.isError ? (
        <ErrorState error={insights.error} what="transactions" onRetry={() => void insights.refetch()} />
      ) : !shown ? (
        <AnalysisSkeleton />
      ) : (
        <Analysis data={shown} query={query} locationName={place?.label ?? ''} onRefresh={refresh} refreshing={insights.isFetching} />
      )}
    </section>
  );
}

/** The figures' places, at their final sizes, while the server answers. */
function AnalysisSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">Loading the figures…</span>
      <Skeleton className="h-5 w-2/3" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[92px]" />
        ))}
      </div>
      <Skeleton className="h-[196px] w-full" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-[410px]" />
        <Skeleton className="h-[410px]" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function syncedText(c: InsightCoverage): string {
  return c.syncedAt
    ? new Date(c.syncedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'
    : 'never';
}

/** Where the figures come from: the store's range, its age, and whether it is still collecting. */
function CoverageNote({ data, onRefresh, refreshing }: { data: TransactionInsights; onRefresh: () => void; refreshing: boolean }) {
  const c = data.coverage[data.type];
  const what = data.type === 'sold' ? 'sale' : 'rental';
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="coverage">
      <p>
        {c.from ? `Every ${what} the data service lists from ${formatDate(c.from)}` : `The most recent ${what}s`}, {formatNumber(c.records)}{' '}
        held; last read from the data service {syncedText(c)}.
      </p>
      {!c.complete && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-amber-800">
          Still collecting older {what}s in the background: these figures cover the most recent ones so far.
          <button
            type="button"
            className="rounded border border-amber-700 px-2 py-0.5 font-medium"
            onClick={onRefresh}
            disabled={refreshing}
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        </p>
      )}
      {data.stale &&
        (data.stale.code === 'upstream_budget' ? (
          <p role="status" className="text-amber-800">
            {data.stale.message}, last read at {syncedText(c)}.
          </p>
        ) : (
          <p role="alert" className="text-amber-800">
            The data service could not be reached just now ({data.stale.message}), so these figures are from what our server held at{' '}
            {syncedText(c)}.
          </p>
        ))}
    </div>
  );
}

function Analysis({
  data,
  query,
  locationName,
  onRefresh,
  refreshing,
}: {
  data: TransactionInsights;
  query: RecordsSearch;
  locationName: string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const display = useDisplay();
  const type = data.type;
  const period = data.period.period;
  const periodText = labelOf(period).toLowerCase();
  const what = `${labelOf(type).toLowerCase()} transactions`;
  const filtersText = [
    query.property_type && labelOf(query.property_type).toLowerCase(),
    query.bedrooms !== undefined && formatBeds(query.bedrooms >= 7 ? '7+' : query.bedrooms).toLowerCase(),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="space-y-5">
      <CoverageNote data={data} onRefresh={onRefresh} refreshing={refreshing} />
      {data.summary.count === 0 ? (
        <EmptyState title={`No ${what} in the last ${periodText}`}>Try a longer period or fewer filters.</EmptyState>
      ) : (
        <SummaryFigures summary={data.summary} momentum={data.momentum} type={type} complete={data.period.complete} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFrame
          headingLevel={2}
          title="Monthly median and volume"
          description={`The median ${type === 'sold' ? 'price' : 'yearly rent'} of each month in ${locationName}${filtersText ? ` (${filtersText})` : ''} as a line (${display.currency}, left axis), and the number of transactions as bars (right axis), ${period === 'all' ? 'everything held' : `last ${periodText}`}.`}
          spec={monthlySpec(data.monthly, type)}
          height={CHART_HEIGHT}
          emptyText="No transactions to chart."
        />
        <ChartFrame
          headingLevel={2}
          title={type === 'sold' ? 'Prices by bedrooms' : 'Yearly rents by bedrooms'}
          description={`Lower quartile, median and upper quartile per bedroom count, all bedroom counts of ${locationName}${query.property_type ? `, ${labelOf(query.property_type).toLowerCase()}` : ''}, ${period === 'all' ? 'everything held' : `last ${periodText}`}.`}
          spec={byBedroomsSpec(data.byBedrooms)}
          height={CHART_HEIGHT}
          emptyText="No transactions to chart."
        />
      </div>
      <YieldTable rows={data.yields} complete={data.yieldsComplete} />
      <section aria-labelledby="records-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="records-title" className="text-lg font-semibold">
            Records
          </h2>
          <a
            href={insightUrl('insights/transactions.csv', { ...analysisQuery(query), sort: query.sort, currency: display.currency })}
            download
            className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
          >
            Download CSV
          </a>
        </div>
        <RecordsTable query={query} />
      </section>
    </div>
  );
}
