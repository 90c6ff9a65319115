/**
 * /market: choose a location once and see its summary at once: the monthly median price as a small
 * chart, the median price and volume of the last 12 months, the gross yield, and links to the full
 * views carrying the location's id. Two requests (the figures from the store, the name).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { ChartFrame } from '../../components/charts/ChartFrame.tsx';
import { ErrorState, Skeleton } from '../../components/states.tsx';
import { formatMoney, formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { useDisplay } from '../../lib/display.ts';
import { insightQuery } from '../../lib/insights.ts';
import { LocationAutocomplete } from '../../components/LocationAutocomplete.tsx';
import { useNamedLocation, usePickLocation, type NamedLocation } from '../../components/location-name.ts';
import { Figure } from './MarketHeader.tsx';
import { monthlySpec } from './transactions/analysis.ts';
import { DEFAULT_TRANSACTION_TYPE, overviewQuery } from './transactions/query.ts';

const route = getRouteApi('/market/');

export function MarketOverview() {
  const { location_id } = route.useSearch();
  const navigate = route.useNavigate();
  const place = useNamedLocation(location_id);
  const remember = usePickLocation();
  const search = location_id ? { location_id } : {};

  return (
    <section aria-labelledby="market-title" className="space-y-6">
      <header className="space-y-1">
        <h1 id="market-title" className="text-2xl font-semibold">
          Market
        </h1>
        <p className="max-w-3xl text-sm text-slate-600">
          What prices do, what really sold and rented, and what the Abu Dhabi registry recorded.
        </p>
      </header>
      <LocationAutocomplete
        className="max-w-md"
        value={place && { id: place.id, name: place.label }}
        onChange={(picked) => {
          remember(picked);
          void navigate({ search: picked ? { location_id: picked.id } : {} });
        }}
      />
      {place && <LocationSummary place={place} />}
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Market analyses">
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            <Link to="/market/trends" search={search} className="text-brand-700 hover:underline">
              Price trend
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Twelve months of community and tower price levels per bedroom category, and the tower&apos;s premium or discount.
          </p>
        </li>
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            <Link to="/market/transactions" search={search} className="text-brand-700 hover:underline">
              Transactions
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            What sold and rented: medians, spread, momentum, prices by bedrooms, gross yields and the records as CSV.
          </p>
        </li>
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            <Link to="/market/registry" className="text-brand-700 hover:underline">
              Abu Dhabi registry
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Sales recorded by the Abu Dhabi real estate registry, by district, property type and date.
          </p>
        </li>
      </ul>
      {!place && (
        <p className="text-sm text-slate-600">Choose a location to see its summary and open the price trend and transactions for it.</p>
      )}
    </section>
  );
}

/** The location's last 12 months at a glance, at a fixed size while it loads. */
function LocationSummary({ place }: { place: NamedLocation }) {
  const display = useDisplay();
  const insights = useQuery(insightQuery('insights/transactions', overviewQuery(place.id)));
  if (insights.isError)
    return <ErrorState error={insights.error} what={`the summary of ${place.label}`} onRetry={() => void insights.refetch()} />;
  if (!insights.data) {
    return (
      <div role="status" className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <span className="sr-only">Loading the summary of {place.label}…</span>
        <div className="grid grid-cols-2 gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-[92px]" />
          ))}
        </div>
        <Skeleton className="h-[290px]" />
      </div>
    );
  }
  const d = insights.data;
  const sold = d.coverage.sold;
  return (
    <section aria-labelledby="summary-title" className="space-y-3">
      <h2 id="summary-title" className="text-lg font-semibold">
        {place.label}: the last 12 months
      </h2>
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <dl className="grid grid-cols-2 content-start gap-3">
          <Figure label="Median price" value={formatMoney(d.summary.median, display)} detail="Sales, whole units" />
          <Figure
            label="Sales"
            value={`${formatNumber(d.summary.count)}${d.period.complete ? '' : '+'}`}
            detail={d.period.complete ? 'Every sale of the period' : 'Those held so far'}
          />
          <Figure
            label="Gross yield"
            value={formatPercent(d.grossYield.yield)}
            detail={`Median yearly rent ${formatMoney(d.grossYield.medianYearlyRent, display)} over median price (${formatNumber(d.grossYield.rentCount)} rentals, ${formatNumber(d.grossYield.saleCount)} sales)`}
          />
          <Figure
            label="Rentals"
            value={formatNumber(d.grossYield.rentCount)}
            detail={sold.syncedAt ? `Read ${formatDate(sold.syncedAt.slice(0, 10))}` : undefined}
          />
        </dl>
        <ChartFrame
          title="Monthly median price"
          description={`The median sale price of each month in ${place.label} (${display.currency}, line) and the number of sales (bars).`}
          spec={monthlySpec(d.monthly, DEFAULT_TRANSACTION_TYPE)}
          height={190}
          emptyText="No sales to chart."
          headingLevel={3}
        />
      </div>
    </section>
  );
}
