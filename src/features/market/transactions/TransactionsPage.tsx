/**
 * /market/transactions: what sold or rented in a location. Statistics come from samples gathered
 * page by page (newest first, up to a cap) so they do not depend on the table's sort; the table
 * shows the service's pages in the chosen order; the CSV holds the records fetched for it.
 */
import { getRouteApi } from '@tanstack/react-router';
import {
  TRANSACTION_PERIODS, labelOf, type QueryOf, type TransactionPeriod,
} from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states.tsx';
import { formatBeds } from '../../../lib/format.ts';
import { LocationAutocomplete } from '../../../components/LocationAutocomplete.tsx';
import { FetchProgress, MarketHeader } from '../MarketHeader.tsx';
import { useCollectedPages } from '../use-collected-pages.ts';
import {
  byBedroomsSpec, momentum, monthlySpec, scatterSpec, summarise, withinPeriod, yieldByBedrooms,
} from './analysis.ts';
import { CsvExport } from './CsvExport.tsx';
import { ANALYSIS_MAX_PAGES, DEFAULT_PERIOD, DEFAULT_TRANSACTION_TYPE, transactionQuery } from './query.ts';
import { RecordsTable } from './RecordsTable.tsx';
import { SummaryFigures } from './SummaryFigures.tsx';
import { TransactionFilters } from './TransactionFilters.tsx';
import { YieldTable } from './YieldTable.tsx';

const route = getRouteApi('/market/transactions');
type Query = QueryOf<'get-get-transactions'>;

export function TransactionsPage() {
  const { location_name, ...search } = route.useSearch();
  const navigate = route.useNavigate();
  const query = transactionQuery(search);
  const location = query.location_id ? { id: query.location_id, name: location_name ?? `Location ${query.location_id}` } : null;
  // Any change of filters starts the records again from their first page.
  const change = (patch: Partial<Query> & { location_name?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });

  return (
    <section aria-labelledby="tx-title" className="space-y-5">
      <MarketHeader id="tx-title" title="Transactions">
        Sales and rentals recorded for a location. Transactions carry no size, so prices are whole-unit totals; rents are yearly.
      </MarketHeader>
      <LocationAutocomplete
        className="max-w-md"
        value={location}
        onChange={(picked) => change({ location_id: picked?.id, location_name: picked?.name })}
      />
      <TransactionFilters query={query} onChange={change} />
      {!query.location_id ? (
        <EmptyState title="Choose a location to see its transactions">Start typing a community or tower, e.g. Dubai Marina.</EmptyState>
      ) : (
        <Analysis query={query} locationName={location?.name ?? ''} />
      )}
    </section>
  );
}

function Analysis({ query, locationName }: { query: Query; locationName: string }) {
  const type = query.transaction_type ?? DEFAULT_TRANSACTION_TYPE;
  const period = query.period ?? DEFAULT_PERIOD;
  // Every page is a request to a metered service, so the statistics rest on as few samples as
  // possible: 12 months of each kind, newest first (a capped sample is the most recent), from
  // which every shorter period is cut here rather than fetched again. They ignore the table's
  // sort and page.
  const year: Query = { location_id: query.location_id, property_type: query.property_type, sort: 'newest', period: '1y' };
  // All bedroom counts of both kinds, for prices by bedrooms and yields.
  const sold = useCollectedPages('get-get-transactions', { ...year, transaction_type: 'sold' }, ANALYSIS_MAX_PAGES);
  const rented = useCollectedPages('get-get-transactions', { ...year, transaction_type: 'rented' }, ANALYSIS_MAX_PAGES);
  const ofType = type === 'sold' ? sold : rented;
  // With a bedroom filter, one more sample of the chosen kind; without, it is the one above.
  const filtered = useCollectedPages('get-get-transactions', { ...year, transaction_type: type, bedrooms: query.bedrooms }, ANALYSIS_MAX_PAGES, query.bedrooms !== undefined);
  const chosen = query.bedrooms === undefined ? ofType : filtered;
  const asOf = new Date();
  const byPeriod = Object.fromEntries(TRANSACTION_PERIODS.map((p) => [p, withinPeriod(chosen, p, asOf)])) as Record<TransactionPeriod, ReturnType<typeof withinPeriod>>;
  const sample = byPeriod[period];
  const ofTypeInPeriod = withinPeriod(ofType, period, asOf);
  const soldInPeriod = withinPeriod(sold, period, asOf);
  const rentedInPeriod = withinPeriod(rented, period, asOf);

  const samples = query.bedrooms === undefined ? [sold, rented] : [sold, rented, filtered];
  const pages = samples.reduce((n, s) => n + s.pages, 0);
  const records = samples.reduce((n, s) => n + s.records.length, 0);
  const what = `${labelOf(type).toLowerCase()} transactions`;
  const filtersText = [query.property_type && labelOf(query.property_type).toLowerCase(), query.bedrooms !== undefined && formatBeds(query.bedrooms).toLowerCase()]
    .filter(Boolean).join(', ');

  const failed = samples.find((s) => s.error);
  if (failed) return <ErrorState error={failed.error} what="transactions" onRetry={() => samples.forEach((s) => s.error && s.refetch())} />;
  // Samples that ended early no longer count toward the cap, so the bar tracks the real work left.
  const maxPages = samples.reduce((n, s) => n + (s.settled ? s.pages : ANALYSIS_MAX_PAGES), 0);
  // Figures wait for every sample: numbers that shift while pages arrive would mislead, and
  // redrawing hundreds of points per page would slow the gathering down.
  if (!samples.every((s) => s.settled)) {
    return (
      <div className="space-y-3">
        <FetchProgress label="Gathering transactions for the statistics" pages={pages} maxPages={maxPages} records={records} done={false} />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {sample.records.length === 0 ? (
        <EmptyState title={`No ${what} in the last ${labelOf(period).toLowerCase()}`}>Try a longer period or fewer filters.</EmptyState>
      ) : (
        <>
          <SummaryFigures
            summary={summarise(sample.records, type)}
            momentum={momentum(byPeriod, type)}
            type={type}
            complete={sample.complete}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartFrame
              title={type === 'sold' ? 'Prices by date' : 'Yearly rents by date'}
              description={`Each ${type === 'sold' ? 'sale' : 'rental'} in ${locationName}${filtersText ? ` (${filtersText})` : ''} over the last ${labelOf(period).toLowerCase()}, as a point: date across, AED up.`}
              spec={scatterSpec(sample.records, type)}
              height={300}
            />
            <ChartFrame
              title="Monthly median and volume"
              description={`The median ${type === 'sold' ? 'price' : 'yearly rent'} of each month as a line (AED, left axis), and the number of transactions as bars (right axis).`}
              spec={monthlySpec(sample.records, type)}
              height={300}
            />
          </div>
        </>
      )}
      <ChartFrame
        title={type === 'sold' ? 'Prices by bedrooms' : 'Yearly rents by bedrooms'}
        description={`Lower quartile, median and upper quartile per bedroom count, all bedroom counts of ${locationName}${query.property_type ? `, ${labelOf(query.property_type).toLowerCase()}` : ''}, last ${labelOf(period).toLowerCase()}.`}
        spec={byBedroomsSpec(ofTypeInPeriod.records, type)}
        height={280}
      />
      <YieldTable rows={yieldByBedrooms(soldInPeriod.records, rentedInPeriod.records)} complete={soldInPeriod.complete && rentedInPeriod.complete} />
      <section aria-labelledby="records-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="records-title" className="text-lg font-semibold">Records</h2>
          <CsvExport query={{ ...query, page: undefined }} locationName={locationName} />
        </div>
        <RecordsTable query={query} />
      </section>
    </div>
  );
}

