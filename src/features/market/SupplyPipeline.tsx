/**
 * A place's supply pipeline on its overview: the new projects the new-projects search lists for it,
 * by the year each is due to be delivered, as bars with the table beside them, naming the sample
 * (how many projects, how many pages read, when) and linking to the search itself.
 *
 * It is the area figures' answer (`/api/insights/areas?ids=`), read from the market store: asking
 * never calls the service, and a place not collected yet moves to the front of the collector's
 * queue, so the section asks again until its projects are read. The service gives projects, never
 * their units: the chart counts projects and says so.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { AreaRow } from '../../contract/index.ts';
import { ChartFrame } from '../../components/charts/ChartFrame.tsx';
import { CHART_COLORS, type ChartSpec } from '../../components/charts/spec.ts';
import { ErrorState } from '../../components/states.tsx';
import type { NamedLocation } from '../../components/location-name.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { insightQuery } from '../../lib/insights.ts';
import { formatYear } from './areas/area-text.ts';
import { Loading } from './Loading.tsx';
import { TEXT_TAGS } from './names.tsx';
import { seriesLabel } from './series.ts';

type Supply = NonNullable<AreaRow['supply']>;

/** While the place's projects are not read yet, ask again this often (the collector reads it first). */
const WAITING_REFETCH_MS = 30_000;

/**
 * One bar per year from the earliest delivery to the latest, a year without projects at zero: a
 * gap in the axis would hide that nothing is due then.
 */
function supplySpec(supply: Supply): ChartSpec {
  const counts = new Map(supply.byYear.map((y) => [y.year, y.projects]));
  const first = supply.byYear[0]?.year;
  const last = supply.byYear.at(-1)?.year;
  const years = first === undefined || last === undefined ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    data: years.map((year) => ({ year: formatYear(year), projects: counts.get(year) ?? 0 })),
    x: { key: 'year', label: seriesLabel('deliveryYear'), format: 'text', scale: 'category' },
    series: [{ key: 'projects', label: seriesLabel('newProjects'), kind: 'bar', color: CHART_COLORS.primary, format: 'count' }],
  };
}

/** The sample the figure stands on, in words: projects, the pages of the search read, and when. */
function sampleText(supply: Supply): string {
  const { t } = readingI18n();
  return t('market.supply.sample', {
    count: supply.pages,
    projects: t('areas.sample.projects', { count: supply.total }),
    date: formatDate(supply.syncedAt),
  });
}

export function SupplyPipeline({ place }: { place: NamedLocation }) {
  const { t } = useTranslation();
  const answer = useQuery({
    ...insightQuery('insights/areas', { ids: place.id }),
    refetchInterval: (q) => (q.state.data && !q.state.data.places[0]?.supply ? WAITING_REFETCH_MS : false),
  });
  const supply = answer.data?.places[0]?.supply;
  // The catalogue holds every place the data names; a made-up id in a link is not one of them (the
  // server's 400 names \`ids\`): said calmly, as a fact about the place, not as a failure to retry.
  const uncatalogued = answer.error instanceof ApiError && answer.error.issues.some((i) => i.param === 'ids');

  let body: ReactNode;
  if (answer.isPending) {
    body = <Loading label={t('market.supply.loading', { place: place.label })} className="h-[290px]" />;
  } else if (uncatalogued) {
    body = <Note>{t('market.supply.notCatalogued')}</Note>;
  } else if (answer.isError) {
    body = <ErrorState error={answer.error} what={t('market.supply.what', { place: place.label })} onRetry={() => void answer.refetch()} />;
  } else if (!supply) {
    body = <Note>{t('market.supply.notCollected')}</Note>;
  } else if (supply.total === 0) {
    body = <Note>{t('market.supply.none', { date: formatDate(supply.syncedAt) })}</Note>;
  } else {
    body = (
      <ChartFrame
        title={t('market.supply.chartTitle')}
        description={t('market.supply.chartDescription', { place: place.label })}
        spec={supplySpec(supply)}
        height={220}
        emptyText={t('market.supply.allUndated')}
        headingLevel={3}
        footer={
          <span data-testid="supply-sample">
            {sampleText(supply)}
            {supply.undated > 0 && ` ${t('market.supply.undated', { count: supply.undated })}`} {t('market.supply.noUnits')}
          </span>
        }
      />
    );
  }

  return (
    <section aria-labelledby="supply-title" className="space-y-3">
      <h2 id="supply-title" className="text-lg font-semibold">
        {/* While the place's name loads (an empty label), an ellipsis, as a search's place chips show. */}
        <Trans i18nKey="market.supply.title" values={{ place: place.label || '…' }} components={TEXT_TAGS} />
      </h2>
      {body}
      {!uncatalogued && (
        <p className="text-sm">
          <Link to="/new-projects" search={{ location_id: place.id }} className="font-medium text-brand-700 underline">
            {t('market.supply.searchLink')}
          </Link>
        </p>
      )}
    </section>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
      {children}
    </p>
  );
}
