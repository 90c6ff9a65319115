/**
 * The asking-price index beside the service's price trend (`/api/insights/asking-prices`): the
 * median asking price per sqft of the listings Dar saw each week in the place, sales or yearly
 * rents. The figure names its sample in its title ("Asking prices Dar saw: 340 listings over 9
 * weeks") and says it is Dar's own observation, not the service's trend or registered sales.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { ASKING_LISTINGS, type AskingListing } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { useDisplay } from '../../../lib/display.ts';
import { perAreaLabel } from '../../../lib/format.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery, type InsightQuery } from '../../../lib/insights.ts';
import { SegmentedField } from '../controls.tsx';
import { Loading } from '../Loading.tsx';
import { askingSample, askingSpec } from './asking.ts';

export function AskingPrices({
  locationId,
  propertyType,
  listing,
  placeName,
  onListing,
}: {
  locationId: string;
  propertyType: NonNullable<InsightQuery<'insights/asking-prices'>['property_type']>;
  listing: AskingListing;
  placeName: string;
  onListing: (listing: AskingListing) => void;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const asking = useQuery(insightQuery('insights/asking-prices', { location_id: locationId, property_type: propertyType, listing }));
  const type = t(valueKey('propertyType', propertyType)).toLowerCase();

  return (
    <div className="space-y-3">
      <SegmentedField
        legend={t('market.trends.asking.side')}
        value={listing}
        options={ASKING_LISTINGS.map((side) => ({ value: side, label: t(`market.trends.asking.${side}`) }))}
        onChange={onListing}
      />
      {asking.isPending ? (
        // The drawn chart's height (its title, description and plot at 360-1,350 px): nothing below moves.
        <Loading label={t('market.trends.asking.loading')} className="h-[23.5rem] w-full md:h-64 xl:h-[14.5rem]" />
      ) : asking.isError ? (
        <ErrorState error={asking.error} what={t('market.trends.asking.errorWhat')} onRetry={() => void asking.refetch()} />
      ) : askingSample(asking.data).weeks === 0 ? (
        <EmptyState title={t('market.trends.asking.emptyTitle')}>
          {t('market.trends.asking.emptyHint', { min: asking.data.minWeekListings, type })}
        </EmptyState>
      ) : (
        <ChartFrame
          headingLevel={2}
          title={t('market.trends.asking.title', {
            listings: t('counts.listings', { count: askingSample(asking.data).listings }),
            weeks: t('counts.weeks', { count: askingSample(asking.data).weeks }),
          })}
          description={t('market.trends.asking.description', {
            what: t(listing === 'sale' ? 'market.trends.asking.whatSale' : 'market.trends.asking.whatRent'),
            perArea: perAreaLabel(display),
            type,
            place: placeName,
            min: asking.data.minWeekListings,
          })}
          spec={askingSpec(asking.data)}
          height={280}
        />
      )}
    </div>
  );
}
