/**
 * /market/trends: community and tower price levels for one location and property type, one
 * bedroom category at a time, with the tower's premium over the community as its own chart, or
 * every category's community level side by side ("All"). The
 * months come from the market store (`/api/insights/price-trend`): the service's twelve, and every
 * earlier month the store has kept. Beside it, the asking prices Dar itself saw there each week
 * (AskingPrices.tsx) and the sales registered there each month (RegisteredSales.tsx). Location,
 * type, category and the asking side all live in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Trans } from '../../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { TREND_PROPERTY_TYPES } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { formatBedroomCategory, perAreaLabel } from '../../../lib/format.ts';
import { formatSignedPercent } from '../../../lib/format-relative.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery } from '../../../lib/insights.ts';
import { defaultParam } from '../../../lib/url-search.ts';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { SegmentedField } from '../controls.tsx';
import { useNamedLocation } from '../../../components/location-name.ts';
import { LocationPicker } from '../LocationPicker.tsx';
import { MarketHeader } from '../MarketHeader.tsx';
import { TEXT_TAGS, signed } from '../names.tsx';
import { allBedroomsSpec, bedroomCategories, changeOverYear, premiumSpec, trendSpec } from './trend.ts';
import { useDisplay } from '../../../lib/display.ts';
import { Loading } from '../Loading.tsx';
import { AskingPrices } from './AskingPrices.tsx';
import { RegisteredSales } from './RegisteredSales.tsx';

const route = getRouteApi('/market/trends');
const DEFAULT_TYPE = defaultParam('price-trend-of-location', 'property_type');

export function TrendsPage() {
  const { t } = useTranslation();
  const display = useDisplay();
  const { beds, asking, ...query } = route.useSearch();
  const navigate = route.useNavigate();
  const place = useNamedLocation(query.location_id);
  const trend = useQuery({ ...insightQuery('insights/price-trend', query), enabled: Boolean(query.location_id) });
  const propertyType = query.property_type ?? DEFAULT_TYPE;

  return (
    <section aria-labelledby="trend-title" className="space-y-5">
      <MarketHeader id="trend-title" title={t('market.trends.title')}>
        {t('market.trends.intro', { perArea: perAreaLabel(display) })}
      </MarketHeader>
      <div className="flex flex-wrap items-end gap-4">
        <LocationPicker
          className="w-full max-w-md"
          place={place}
          onPick={(id) => void navigate({ search: (prev) => ({ ...prev, beds: undefined, location_id: id }) })}
        />
        <ValueSelect
          label={t('market.trends.propertyType')}
          className="w-56"
          value={propertyType}
          options={optionsOf(TREND_PROPERTY_TYPES, (v) => t(valueKey('propertyType', v)))}
          onChange={(v) => void navigate({ search: (prev) => ({ ...prev, property_type: v, beds: undefined }) })}
        />
      </div>
      {!query.location_id ? (
        <EmptyState title={t('market.trends.chooseTitle')}>{t('market.trends.chooseHint')}</EmptyState>
      ) : trend.isPending ? (
        // The height the picker, summary and chart take once drawn (measured at 360-1,350 px), so
        // the asking prices and sales below do not move down as the trend arrives.
        <Loading label={t('market.trends.loading')} className="h-[41rem] w-full md:h-[37.5rem] lg:h-[33rem]" />
      ) : trend.isError ? (
        <ErrorState error={trend.error} what={t('market.trends.errorWhat')} onRetry={() => void trend.refetch()} />
      ) : trend.data.data.length === 0 ? (
        <EmptyState title={t('market.trends.emptyTitle', { type: t(valueKey('propertyType', propertyType)).toLowerCase() })}>
          {t('market.trends.emptyHint')}
        </EmptyState>
      ) : (
        <TrendCharts
          points={trend.data.data}
          beds={beds}
          locationName={place?.label ?? ''}
          onBeds={(b) => void navigate({ search: (prev) => ({ ...prev, beds: b }), replace: true })}
        />
      )}
      {/* Beside the service's trend, whatever it holds: the asking prices Dar itself saw here. */}
      {query.location_id && (
        <AskingPrices
          locationId={query.location_id}
          propertyType={propertyType}
          listing={asking ?? 'sale'}
          placeName={place?.label ?? ''}
          onListing={(side) =>
            void navigate({ search: (prev) => ({ ...prev, asking: side === 'rent' ? side : undefined }), replace: true })
          }
        />
      )}
      {/* And what was registered as sold there: prices, not per sqft (the records give no size). */}
      {query.location_id && <RegisteredSales locationId={query.location_id} propertyType={propertyType} placeName={place?.label ?? ''} />}
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
  const { t } = useTranslation();
  const display = useDisplay();
  const categories = bedroomCategories(points);
  const picker = (
    <SegmentedField
      legend={t('market.trends.bedrooms')}
      value={beds === 'all' ? 'all' : String(categories.includes(Number(beds)) ? Number(beds) : categories[0]!)}
      options={[
        ...categories.map((c) => ({ value: String(c), label: formatBedroomCategory(c) })),
        ...(categories.length > 1 ? [{ value: 'all', label: t('market.trends.allBedrooms') }] : []),
      ]}
      onChange={onBeds}
    />
  );
  if (beds === 'all' && categories.length > 1) return <AllBedrooms points={points} locationName={locationName} picker={picker} />;
  const current = categories.includes(Number(beds)) ? Number(beds) : categories[0]!;
  const prices = trendSpec(points, current);
  const premium = premiumSpec(points, current);
  const bedsText = formatBedroomCategory(current).toLowerCase();
  const community = changeOverYear(prices, 'community');
  const tower = changeOverYear(prices, 'tower');
  const same = prices.series.length === 1;

  return (
    <div className="space-y-4">
      {picker}
      <p className="text-sm text-slate-700" aria-live="polite">
        {same ? (
          <Trans
            i18nKey="market.trends.summarySame"
            values={{ beds: bedsText, change: signed(formatSignedPercent(community)), place: locationName }}
            components={TEXT_TAGS}
          />
        ) : (
          t('market.trends.summaryBoth', {
            beds: bedsText,
            community: signed(formatSignedPercent(community)),
            tower: signed(formatSignedPercent(tower)),
          })
        )}
      </p>
      {/* A community's own figures make its premium zero every month: the summary says so, and a
          flat line at 0% would add nothing. */}
      <div className={`grid gap-4 ${same ? '' : 'lg:grid-cols-2'}`}>
        <ChartFrame
          headingLevel={2}
          title={t('market.trends.pricesTitle', { beds: bedsText })}
          description={t('market.trends.pricesDescription', {
            perArea: perAreaLabel(display),
            place: locationName,
            months: t('counts.months', { count: prices.data.length }),
          })}
          spec={prices}
          height={300}
        />
        {!same && (
          <ChartFrame
            headingLevel={2}
            title={t('market.trends.premiumTitle', { beds: bedsText })}
            description={t('market.trends.premiumDescription')}
            spec={premium}
            height={300}
          />
        )}
      </div>
    </div>
  );
}

/** Every category's community level in one chart, and how much each moved over the months shown. */
function AllBedrooms({
  points,
  locationName,
  picker,
}: {
  points: Parameters<typeof trendSpec>[0];
  locationName: string;
  picker: ReactNode;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const spec = allBedroomsSpec(points);
  const changes = spec.series
    .map((s) =>
      t('market.trends.changeOf', { beds: s.label.toLowerCase(), change: signed(formatSignedPercent(changeOverYear(spec, s.key))) }),
    )
    .join(t('market.trends.changeSeparator'));
  return (
    <div className="space-y-4">
      {picker}
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('market.trends.summaryAll', { changes })}
      </p>
      <ChartFrame
        headingLevel={2}
        title={t('market.trends.allTitle')}
        description={t('market.trends.allDescription', {
          perArea: perAreaLabel(display),
          place: locationName,
          months: t('counts.months', { count: spec.data.length }),
        })}
        spec={spec}
        height={340}
      />
    </div>
  );
}
