/**
 * Registered sales beside the service's trend and the asking prices Dar saw: the median price of
 * each month's sales of the place and property type, from the transactions ledger the market store
 * keeps (`/api/insights/transactions`, sales, the last 12 months), with how many each month. The
 * figure names its sample in its title ("Registered sales: 148 transactions, last 12 months"), or
 * the part held while the store is still collecting ("…, 14 Aug to 24 Nov, as held so far"),
 * with the collecting note, partial months and a stale answer said as the other market views do.
 *
 * The ledger's records carry no size, so this is a whole price, not per sqft: its own chart, on
 * its own axis, said so in its description (compare its direction with the figures above).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { RES_TYPES, type TransactionInsights } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { useDisplay } from '../../../lib/display.ts';
import { unitLabel } from '../../../lib/format.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery, type InsightQuery } from '../../../lib/insights.ts';
import { CollectingNote, PartialMonthsNote, heldSpanText } from '../CollectingNote.tsx';
import { Loading } from '../Loading.tsx';
import { monthlySpec } from '../transactions/analysis.ts';
import { overviewQuery } from '../transactions/query.ts';

const isHomeType = (type: string): type is (typeof RES_TYPES)[number] => (RES_TYPES as readonly string[]).includes(type);

/** What the figures cover: the period when held whole, else the part held. */
function useSpan(data: TransactionInsights): string {
  const { t } = useTranslation();
  return data.period.complete
    ? t('market.transactions.spanLast', { period: t(valueKey('period', data.period.period)).toLowerCase() })
    : heldSpanText(t, data.period);
}

export function RegisteredSales({
  locationId,
  propertyType,
  placeName,
}: {
  locationId: string;
  propertyType: NonNullable<InsightQuery<'insights/price-trend'>['property_type']>;
  placeName: string;
}) {
  const { t } = useTranslation();
  const type = t(valueKey('propertyType', propertyType)).toLowerCase();
  const home = isHomeType(propertyType);
  const sales = useQuery({
    ...insightQuery('insights/transactions', { ...overviewQuery(locationId), property_type: home ? propertyType : undefined }),
    enabled: home,
    // While the store is still collecting the place, the figure follows it on its own.
    refetchInterval: (q) => (q.state.data && q.state.data.coverage.sold.state !== 'complete' ? 20_000 : false),
  });

  // The service filters transactions by home types only (RES_TYPES): a commercial type has none to draw, and asking would be a 400.
  if (!home) return <p className="text-sm text-slate-600">{t('market.trends.sales.notHomes', { type })}</p>;
  if (sales.isPending) return <Loading label={t('market.trends.sales.loading')} className="h-52 w-full md:h-36" />;
  if (sales.isError)
    return <ErrorState error={sales.error} what={t('market.trends.sales.errorWhat')} onRetry={() => void sales.refetch()} />;
  return <SalesFigure data={sales.data} type={type} placeName={placeName} />;
}

function SalesFigure({ data, type, placeName }: { data: TransactionInsights; type: string; placeName: string }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const span = useSpan(data);
  return (
    <div className="space-y-2">
      <CollectingNote coverage={data.coverage.sold} type="sold" />
      {data.stale && (
        <p role="status" className="text-sm text-amber-800">
          {t('market.trends.sales.stale')}
        </p>
      )}
      {data.summary.count === 0 ? (
        <EmptyState title={t('market.trends.sales.emptyTitle', { type, span })}>{t('market.trends.sales.emptyHint')}</EmptyState>
      ) : (
        <ChartFrame
          headingLevel={2}
          title={t('market.trends.sales.title', { sales: t('counts.transactions', { count: data.summary.count }), span })}
          description={t('market.trends.sales.description', {
            type,
            place: placeName,
            currency: display.currency,
            unit: unitLabel(display),
          })}
          spec={monthlySpec(data.monthly, 'sold')}
          height={280}
          emptyText={t('market.transactions.chartEmpty')}
          footer={<PartialMonthsNote months={data.monthly} />}
        />
      )}
    </div>
  );
}
