/**
 * /market/trends: community and tower price levels for one location and property type, one
 * bedroom category at a time, with the tower's premium over the community as its own chart. The
 * months come from the market store (`/api/insights/price-trend`): the service's twelve, and every
 * earlier month the store has kept. Location, type and category all live in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { TREND_PROPERTY_TYPES, labelOf } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states.tsx';
import { formatBedroomCategory, formatSignedPercent, perAreaLabel } from '../../../lib/format.ts';
import { insightQuery } from '../../../lib/insights.ts';
import { defaultParam } from '../../../lib/url-search.ts';
import { LocationAutocomplete } from '../../../components/LocationAutocomplete.tsx';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { SegmentedField } from '../controls.tsx';
import { useNamedLocation, usePickLocation } from '../../../components/location-name.ts';
import { MarketHeader } from '../MarketHeader.tsx';
import { bedroomCategories, changeOverYear, premiumSpec, trendSpec } from './trend.ts';
import { useDisplay } from '../../../lib/display.ts';

const route = getRouteApi('/market/trends');
const DEFAULT_TYPE = defaultParam('price-trend-of-location', 'property_type');
const TYPE_OPTIONS = optionsOf(TREND_PROPERTY_TYPES);

export function TrendsPage() {
  const display = useDisplay();
  const { beds, ...query } = route.useSearch();
  const navigate = route.useNavigate();
  const place = useNamedLocation(query.location_id);
  const remember = usePickLocation();
  const location = place && { id: place.id, name: place.label };
  const trend = useQuery({ ...insightQuery('insights/price-trend', query), enabled: Boolean(query.location_id) });
  const propertyType = query.property_type ?? DEFAULT_TYPE;

  return (
    <section aria-labelledby="trend-title" className="space-y-5">
      <MarketHeader id="trend-title" title="Price trend">
        Monthly price levels in {perAreaLabel(display)} reported by the data service for the community and for the tower, over the last
        year.
      </MarketHeader>
      <div className="flex flex-wrap items-end gap-4">
        <LocationAutocomplete
          className="w-full max-w-md"
          value={location}
          onChange={(picked) => {
            remember(picked);
            void navigate({ search: (prev) => ({ ...prev, beds: undefined, location_id: picked?.id }) });
          }}
        />
        <ValueSelect
          label="Property type"
          className="w-56"
          value={propertyType}
          options={TYPE_OPTIONS}
          onChange={(v) => void navigate({ search: (prev) => ({ ...prev, property_type: v, beds: undefined }) })}
        />
      </div>
      {!query.location_id ? (
        <EmptyState title="Choose a location to see its price trend">Start typing a community or tower, e.g. Dubai Marina.</EmptyState>
      ) : trend.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the price trend…</span>
          <Skeleton className="h-80 w-full" />
        </div>
      ) : trend.isError ? (
        <ErrorState error={trend.error} what="the price trend" onRetry={() => void trend.refetch()} />
      ) : trend.data.data.length === 0 ? (
        <EmptyState title={`No price trend for ${labelOf(propertyType).toLowerCase()}s here`}>
          Try another property type or a wider location.
        </EmptyState>
      ) : (
        <TrendCharts
          points={trend.data.data}
          beds={beds}
          locationName={place?.label ?? ''}
          onBeds={(b) => void navigate({ search: (prev) => ({ ...prev, beds: b }), replace: true })}
        />
      )}
    </section>
  );
}

function TrendCharts({
  points,
  beds,
  locationName,
  onBeds,
}: {
  points: Parameters<typeof trendSpec>[0];
  beds: string | undefined;
  locationName: string;
  onBeds: (beds: string) => void;
}) {
  const display = useDisplay();
  const categories = bedroomCategories(points);
  const current = categories.includes(Number(beds)) ? Number(beds) : categories[0]!;
  const prices = trendSpec(points, current);
  const premium = premiumSpec(points, current);
  const bedsLabel = formatBedroomCategory(current);
  const community = changeOverYear(prices, 'community');
  const tower = changeOverYear(prices, 'tower');
  const same = prices.series.length === 1;

  return (
    <div className="space-y-4">
      <SegmentedField
        legend="Bedrooms"
        value={String(current)}
        options={categories.map((c) => ({ value: String(c), label: formatBedroomCategory(c) }))}
        onChange={onBeds}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {same
          ? `Over the months shown, the level for ${bedsLabel.toLowerCase()} moved ${formatSignedPercent(community)}. ${locationName} is reported as a whole, so its tower and community levels are the same and the premium is zero; choose a tower to compare it with its community.`
          : `Over the months shown, the community level for ${bedsLabel.toLowerCase()} moved ${formatSignedPercent(community)} and the tower level ${formatSignedPercent(tower)}.`}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFrame
          headingLevel={2}
          title={`Community and tower price, ${bedsLabel.toLowerCase()}`}
          description={`Monthly price level in ${perAreaLabel(display)} for ${locationName}: the community's against the tower's, over ${prices.data.length} months.`}
          spec={prices}
          height={300}
        />
        <ChartFrame
          headingLevel={2}
          title={`Tower premium over the community, ${bedsLabel.toLowerCase()}`}
          description="The tower's price level over the community's each month: above zero a premium, below zero a discount."
          spec={premium}
          height={300}
        />
      </div>
    </div>
  );
}
