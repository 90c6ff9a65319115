/**
 * Where a listing's asking price sits among recent transactions in its location: sold ones for a
 * sale, rented ones (yearly figures) for a rent, same bedrooms and residential type, placed by the
 * server over its market store in one request (`/api/insights/price-context`); with the
 * location's price trend as a small chart. The listing record has no location id, so the
 * community named in its address is looked up with the location autocomplete, exact name only.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { labelOf, type Listing } from '../../contract/index.ts';
import { ChartFrame } from '../../components/charts/ChartFrame.tsx';
import { ErrorState, Skeleton } from '../../components/states.tsx';
import { formatBedroomCategory, formatMoney, formatMoneyCompact, formatNumber, formatOrdinal, perAreaLabel } from '../../lib/format.ts';
import { useDisplay } from '../../lib/display.ts';
import { communityOf, exactMatch } from '../../lib/address.ts';
import { apiQuery } from '../../lib/queries.ts';
import { insightQuery } from '../../lib/insights.ts';
import {
  askingFigureOf,
  bedroomsAdjective,
  bedroomsFilterOf,
  residentialTypeOf,
  trendTypeOf,
  type AskingFigure,
  type BedroomsFilter,
} from './listing-context.ts';
import { DEFAULT_TRANSACTION_TYPE } from './transactions/query.ts';
import { bedroomCategories, trendSpec } from './trends/trend.ts';

/** Below this many comparable transactions a percentile says little; we say so. */
const MIN_SAMPLE = 5;

export function ListingPriceContext({ listing }: { listing: Listing }) {
  const community = communityOf(listing.address.full_name);
  const suggestions = useQuery({ ...apiQuery('autocomplete-location', { query: community ?? '' }), enabled: Boolean(community) });
  const location = community && suggestions.data ? exactMatch(suggestions.data.data, community) : undefined;

  let body;
  if (!community) body = <p className="text-sm text-slate-600">This listing has no address to compare it with.</p>;
  else if (suggestions.isPending)
    body = (
      <div role="status">
        <span className="sr-only">Finding {community}…</span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  else if (suggestions.isError)
    body = <ErrorState error={suggestions.error} what={`the location ${community}`} onRetry={() => void suggestions.refetch()} />;
  else if (!location) {
    body = (
      <p className="text-sm text-slate-700">
        No location named “{community}” was found, so this price cannot be compared with transactions there.
      </p>
    );
  } else {
    body = <Context listing={listing} locationId={location.id} locationName={location.name} />;
  }

  // The details page gives this part its heading ("Price in context"); ours start at level 3.
  return <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">{body}</div>;
}

function Context({ listing, locationId, locationName }: { listing: Listing; locationId: string; locationName: string }) {
  const asking = askingFigureOf(listing);
  const beds = bedroomsFilterOf(listing.bedrooms != null ? listing.bedrooms : null);
  const resType = residentialTypeOf(listing.property_type);
  // Ids only: the market views name the location from the data.
  const marketLink = { location_id: locationId };

  return (
    <div className="space-y-4">
      {!asking ? (
        <p className="text-sm text-slate-700">The asking price is not shown, so it cannot be placed among transactions.</p>
      ) : !resType ? (
        <p className="text-sm text-slate-700">
          Transactions are recorded for residential types only, so a {listing.property_type.toLowerCase()} has none to compare with.
        </p>
      ) : (
        <Percentile asking={asking} beds={beds} resType={resType} locationId={locationId} locationName={locationName} />
      )}
      <TrendMini locationId={locationId} locationName={locationName} listing={listing} beds={beds} />
      <p className="text-sm">
        <Link
          to="/market/transactions"
          search={{ ...marketLink, transaction_type: asking?.type ?? DEFAULT_TRANSACTION_TYPE }}
          className="text-brand-700 hover:underline"
        >
          All transactions in {locationName}
        </Link>
        <span aria-hidden="true" className="px-2 text-slate-400">
          ·
        </span>
        <Link to="/market/trends" search={marketLink} className="text-brand-700 hover:underline">
          Price trend of {locationName}
        </Link>
      </p>
    </div>
  );
}

function Percentile({
  asking,
  beds,
  resType,
  locationId,
  locationName,
}: {
  asking: AskingFigure;
  beds: BedroomsFilter | null;
  resType: NonNullable<ReturnType<typeof residentialTypeOf>>;
  locationId: string;
  locationName: string;
}) {
  const display = useDisplay();
  // One request: the server places the price among the transactions it holds (a bedroom count of
  // 7 counts 7 or more, as "7+" listings need).
  const context = useQuery(
    insightQuery('insights/price-context', {
      location_id: locationId,
      transaction_type: asking.type,
      property_type: resType,
      bedrooms: beds?.exact ?? beds?.atLeast,
      price: Math.round(asking.value),
    }),
  );
  if (context.isPending)
    return (
      <div role="status">
        <span className="sr-only">Loading transactions…</span>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (context.isError)
    return <ErrorState error={context.error} what="transactions to compare with" onRetry={() => void context.refetch()} />;

  const { count: n, percentile: rank } = context.data;
  const q = context.data.median === null ? null : context.data;
  const capped = context.data.coverage.complete ? '' : ' (those our server holds so far)';
  const kind = `${beds ? `${bedroomsAdjective(beds)} ` : ''}${labelOf(resType).toLowerCase()}`;
  const deals = asking.type === 'sold' ? 'sales' : 'rentals';
  const figure = asking.type === 'sold' ? 'asking price' : 'asking rent, as a yearly figure,';

  return (
    <div className="space-y-2" data-testid="price-percentile">
      <h3 className="text-base font-semibold">Against recent {deals}</h3>
      {n === 0 || rank === null ? (
        <p className="text-sm text-slate-700">
          No {kind} {deals} were recorded in {locationName} in the last 12 months to compare with.
        </p>
      ) : (
        <>
          <p className="text-base text-slate-900">
            The {figure} of {formatMoney(asking.value, display)} sits at the <strong>{formatOrdinal(rank)} percentile</strong> of{' '}
            <strong>{formatNumber(n)}</strong> {kind} {deals} in {locationName} over the last 12 months{capped}:{' '}
            {rank >= 50 ? `higher than ${Math.round(rank)}%` : `lower than ${Math.round(100 - rank)}%`} of them.
          </p>
          <meter
            className="h-3 w-full max-w-md"
            min={0}
            max={100}
            low={25}
            high={75}
            optimum={50}
            value={rank}
            aria-label={`Percentile of the asking price: ${formatOrdinal(rank)} of ${n}`}
          />
          {q && (
            <p className="text-sm text-slate-700">
              Median {formatMoney(q.median, display)}; the middle half between {formatMoneyCompact(q.q1, display)} and{' '}
              {formatMoneyCompact(q.q3, display)}.
            </p>
          )}
          {n < MIN_SAMPLE && <p className="text-sm text-amber-800">Only {n} transactions: too few to judge a price by.</p>}
        </>
      )}
      <p className="text-xs text-slate-600">
        Transactions carry no size, so whole-unit totals are compared, not prices per sqft: a larger or smaller unit than usual moves its
        percentile.
      </p>
    </div>
  );
}

function TrendMini({
  locationId,
  locationName,
  listing,
  beds,
}: {
  locationId: string;
  locationName: string;
  listing: Listing;
  beds: BedroomsFilter | null;
}) {
  const display = useDisplay();
  const type = trendTypeOf(listing.property_type);
  const trend = useQuery(insightQuery('insights/price-trend', { location_id: locationId, property_type: type }));
  if (trend.isPending) return <Skeleton className="h-52 w-full" />;
  if (trend.isError) return <ErrorState error={trend.error} what="the price trend" onRetry={() => void trend.refetch()} />;
  const categories = bedroomCategories(trend.data.data);
  if (!categories.length)
    return (
      <p className="text-sm text-slate-600">
        No price trend for {labelOf(type).toLowerCase()}s in {locationName}.
      </p>
    );
  const wanted = beds?.exact ?? beds?.atLeast;
  // The listing's bedroom category, or the nearest one the trend has.
  const category = categories.reduce(
    (best, c) => (wanted !== undefined && Math.abs(c - wanted) < Math.abs(best - wanted) ? c : best),
    categories[0]!,
  );
  return (
    <ChartFrame
      title={`Price trend in ${locationName}, ${formatBedroomCategory(category).toLowerCase()}`}
      description={`Monthly price level in ${perAreaLabel(display)} over the last year, ${labelOf(type).toLowerCase()}: the community's and the tower's.`}
      spec={trendSpec(trend.data.data, category)}
      height={200}
      headingLevel={3}
    />
  );
}
