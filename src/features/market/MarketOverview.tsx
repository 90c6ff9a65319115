/**
 * /market: choose a location once and see its summary at once: the monthly median price as a small
 * chart, the median price and volume of the last 12 months, the gross yield, its supply pipeline
 * (new projects by delivery year, SupplyPipeline.tsx), and links to the full views carrying the
 * location's id. Three requests, all answered from the store (the figures, the area figures, the name).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { ChartFrame } from '../../components/charts/ChartFrame.tsx';
import { ErrorState, Skeleton } from '../../components/states.tsx';
import { formatMoney, formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { useDisplay } from '../../lib/display.ts';
import { insightQuery } from '../../lib/insights.ts';
import type { InsightCoverage } from '../../contract/index.ts';
import { useNamedLocation, type NamedLocation } from '../../components/location-name.ts';
import { LocationPicker } from './LocationPicker.tsx';
import { Figure, MarketHeader } from './MarketHeader.tsx';
import { TEXT_TAGS } from './names.tsx';
import { monthlySpec } from './transactions/analysis.ts';
import { DEFAULT_TRANSACTION_TYPE, overviewQuery } from './transactions/query.ts';
import { CollectingNote, PartialMonthsNote } from './CollectingNote.tsx';
import { SupplyPipeline } from './SupplyPipeline.tsx';

const route = getRouteApi('/market/');

export function MarketOverview() {
  const { t } = useTranslation();
  const { location_id } = route.useSearch();
  const navigate = route.useNavigate();
  const place = useNamedLocation(location_id);
  const search = location_id ? { location_id } : {};
  const analyses = [
    { to: '/market/trends', search, name: t('market.overview.trendLink'), text: t('market.overview.trendText') },
    { to: '/market/transactions', search, name: t('market.overview.transactionsLink'), text: t('market.overview.transactionsText') },
    { to: '/market/registry', search: {}, name: t('market.overview.registryLink'), text: t('market.overview.registryText') },
    { to: '/market/changes', search, name: t('market.overview.changesLink'), text: t('market.overview.changesText') },
    { to: '/market/areas', search: {}, name: t('areas.rankings.title'), text: t('areas.overviewText') },
    { to: '/market/map', search: {}, name: t('areas.map.title'), text: t('areas.mapOverviewText') },
  ] as const;

  return (
    <section aria-labelledby="market-title" className="space-y-6">
      <MarketHeader id="market-title" title={t('market.overview.title')} breadcrumb={false}>
        {t('market.overview.intro')}
      </MarketHeader>
      <LocationPicker place={place} onPick={(id) => void navigate({ search: id ? { location_id: id } : {} })} />
      {place && <LocationSummary place={place} />}
      {place && <SupplyPipeline place={place} />}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-label={t('market.overview.analyses')}>
        {analyses.map((a) => (
          <li key={a.to} className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold">
              <Link to={a.to} search={a.search} className="text-brand-700 hover:underline">
                {a.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{a.text}</p>
          </li>
        ))}
      </ul>
      {!place && <p className="text-sm text-slate-600">{t('market.overview.choose')}</p>}
    </section>
  );
}

/** The location's last 12 months at a glance, at a fixed size while it loads. */
function LocationSummary({ place }: { place: NamedLocation }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const insights = useQuery({
    ...insightQuery('insights/transactions', overviewQuery(place.id)),
    // While the store is still collecting the place, the summary follows it on their own.
    refetchInterval: (q) => (q.state.data && q.state.data.coverage.sold.state !== 'complete' ? 20_000 : false),
  });
  if (insights.isError)
    return (
      <ErrorState
        error={insights.error}
        what={t('market.overview.summaryWhat', { place: place.label })}
        onRetry={() => void insights.refetch()}
      />
    );
  if (!insights.data) {
    return (
      <div role="status" className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <span className="sr-only">{t('market.overview.loadingSummary', { place: place.label })}</span>
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
        {d.period.complete ? (
          <Trans i18nKey="market.overview.summaryTitle" values={{ place: place.label }} components={TEXT_TAGS} />
        ) : !d.period.heldFrom || !d.period.heldTo ? (
          <Trans i18nKey="market.overview.summaryTitleNone" values={{ place: place.label }} components={TEXT_TAGS} />
        ) : (
          <Trans
            i18nKey="market.overview.summaryTitleHeld"
            values={{ place: place.label, from: formatDate(d.period.heldFrom), to: formatDate(d.period.heldTo) }}
            components={TEXT_TAGS}
          />
        )}
      </h2>
      <CollectingNote coverage={sold} type="sold" />
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <dl className="grid grid-cols-2 content-start gap-3">
          <Figure
            label={t('market.overview.medianPrice')}
            value={formatMoney(d.summary.median, display)}
            detail={t('market.overview.medianPriceDetail')}
          />
          <HeldCount
            label={t('market.overview.sales')}
            count={d.summary.count}
            held={sold}
            whole={d.period.complete}
            wholeDetail={t('market.overview.salesComplete')}
          />
          <Figure
            label={t('market.overview.grossYield')}
            value={formatPercent(d.grossYield.yield)}
            detail={t('market.overview.grossYieldDetail', {
              rent: formatMoney(d.grossYield.medianYearlyRent, display),
              rentals: formatNumber(d.grossYield.rentCount),
              sales: formatNumber(d.grossYield.saleCount),
            })}
          />
          <HeldCount
            label={t('market.overview.rentals')}
            count={d.grossYield.rentCount}
            held={d.coverage.rented}
            whole={d.coverage.rented.complete}
            wholeDetail={
              d.coverage.rented.syncedAt
                ? t('market.overview.readOn', { date: formatDate(d.coverage.rented.syncedAt.slice(0, 10)) })
                : undefined
            }
          />
        </dl>
        <ChartFrame
          title={t('market.overview.chartTitle')}
          description={t('market.overview.chartDescription', { place: place.label, currency: display.currency })}
          spec={monthlySpec(d.monthly, DEFAULT_TRANSACTION_TYPE)}
          height={190}
          emptyText={t('market.overview.chartEmpty')}
          headingLevel={3}
          footer={<PartialMonthsNote months={d.monthly} />}
        />
      </div>
    </section>
  );
}

/**
 * A count of records: all of the period's when `whole`, else those held so far ("75+"), and none
 * at all while the kind is not read yet ("—", never a count of 0 the store has not looked for).
 */
function HeldCount({
  label,
  count,
  held,
  whole,
  wholeDetail,
}: {
  label: string;
  count: number;
  held: InsightCoverage;
  whole: boolean;
  wholeDetail: string | undefined;
}) {
  const { t } = useTranslation();
  if (!held.complete && held.records === 0) return <Figure label={label} value="—" detail={t('market.overview.noneHeld')} />;
  return (
    <Figure
      label={label}
      value={`${formatNumber(count)}${whole ? '' : '+'}`}
      detail={whole ? wholeDetail : t('market.overview.salesPartial')}
    />
  );
}
