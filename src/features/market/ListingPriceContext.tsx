/**
 * Where a listing's asking price sits among recent transactions in its location: sold ones for a
 * sale, rented ones (yearly figures) for a rent, same bedrooms and residential type, placed by the
 * server over its market store in one request (`/api/insights/price-context`); with the
 * location's price trend as a small chart. The listing record has no location id, so the
 * community named in its address is looked up with the location autocomplete, exact name only.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { bedroomsOf, type Listing } from '../../contract/index.ts';
import { ChartFrame } from '../../components/charts/ChartFrame.tsx';
import { ErrorState, Skeleton } from '../../components/states.tsx';
import {
  formatBedroomCategory,
  formatDate,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatMonth,
  formatPerArea,
  formatPercent,
  formatPricePerArea,
  perAreaLabel,
} from '../../lib/format.ts';
import { formatOrdinal } from '../../lib/format-relative.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { useDisplay } from '../../lib/display.ts';
import { communityOf, exactMatch } from '../../lib/address.ts';
import { apiQuery } from '../../lib/queries.ts';
import { insightQuery } from '../../lib/insights.ts';
import {
  askingFigureOf,
  bedroomsAdjective,
  knownTypeOf,
  rentAgainstSaleLevel,
  residentialTypeOf,
  trendTypeOf,
  type AskingFigure,
  type BedroomsFilter,
} from './listing-context.ts';
import { TEXT_TAGS } from './names.tsx';
import { CollectingNote } from './CollectingNote.tsx';
import { DEFAULT_TRANSACTION_TYPE } from './transactions/query.ts';
import { bedroomCategories, trendSpec } from './trends/trend.ts';
import { Loading } from './Loading.tsx';

/** Below this many comparable transactions a percentile says little; we say so. */
const MIN_SAMPLE = 5;

/** A property type's name inside a sentence: "apartment", "villa" (Arabic has no case to lower). */
const typeName = (type: ReturnType<typeof trendTypeOf>) => readingI18n().t(valueKey('propertyType', type)).toLowerCase();
/** A listing's displayed type inside a sentence: the contract's type by its label, any other as the listing says. */
const listingTypeName = (display: string) => {
  const known = knownTypeOf(display);
  return known ? typeName(known) : display.toLowerCase();
};

export function ListingPriceContext({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const community = communityOf(listing.address.full_name);
  const suggestions = useQuery({ ...apiQuery('autocomplete-location', { query: community ?? '' }), enabled: Boolean(community) });
  const location = community && suggestions.data ? exactMatch(suggestions.data.data, community) : undefined;

  let body;
  if (!community) body = <p className="text-sm text-slate-600">{t('market.context.noAddress')}</p>;
  else if (suggestions.isPending) body = <Loading label={t('market.context.finding', { place: community })} className="h-24 w-full" />;
  else if (suggestions.isError)
    body = (
      <ErrorState
        error={suggestions.error}
        what={t('market.context.locationWhat', { place: community })}
        onRetry={() => void suggestions.refetch()}
      />
    );
  else if (!location) {
    body = (
      <p className="text-sm text-slate-700">
        <Trans i18nKey="market.context.notFound" values={{ place: community }} components={TEXT_TAGS} />
      </p>
    );
  } else {
    body = <Context listing={listing} locationId={location.id} locationName={location.name} />;
  }

  // The details page gives this part its heading ("Price in context"); ours start at level 3.
  return <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">{body}</div>;
}

function Context({ listing, locationId, locationName }: { listing: Listing; locationId: string; locationName: string }) {
  const { t } = useTranslation();
  const asking = askingFigureOf(listing);
  const beds = bedroomsOf(listing.bedrooms);
  const resType = residentialTypeOf(listing.property_type);
  // Ids only: the market views name the location from the data.
  const marketLink = { location_id: locationId };

  return (
    <div className="space-y-4">
      {!asking ? (
        <p className="text-sm text-slate-700">{t('market.context.hidden')}</p>
      ) : !resType ? (
        <p className="text-sm text-slate-700">{t('market.context.notResidential', { type: listingTypeName(listing.property_type) })}</p>
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
          <Trans i18nKey="market.context.allIn" values={{ place: locationName }} components={TEXT_TAGS} />
        </Link>
        <span aria-hidden="true" className="px-2 text-slate-400">
          ·
        </span>
        <Link to="/market/trends" search={marketLink} className="text-brand-700 hover:underline">
          <Trans i18nKey="market.context.trendOf" values={{ place: locationName }} components={TEXT_TAGS} />
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
  const { t } = useTranslation();
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
  if (context.isPending) return <Loading label={t('market.context.loading')} className="h-32 w-full" />;
  if (context.isError)
    return <ErrorState error={context.error} what={t('market.context.errorWhat')} onRetry={() => void context.refetch()} />;

  const { count: n, percentile: rank } = context.data;
  const q = context.data.median === null ? null : context.data;
  const cover = context.data.coverage;
  const capped = cover.complete ? '' : t('market.context.capped', { from: formatDate(cover.from ?? cover.oldest) });
  const type = typeName(resType);
  const kind = beds ? t('market.context.kind', { beds: bedroomsAdjective(beds), type }) : type;
  const sold = asking.type === 'sold';

  return (
    <div className="space-y-2" data-testid="price-percentile">
      <h3 className="text-base font-semibold">{sold ? t('market.context.againstSold') : t('market.context.againstRented')}</h3>
      {n === 0 || rank === null ? (
        <p className="text-sm text-slate-700">
          <Trans
            i18nKey={sold ? 'market.context.noneSold' : 'market.context.noneRented'}
            values={{ kind, place: locationName }}
            components={TEXT_TAGS}
          />
        </p>
      ) : (
        <>
          <p className="text-base text-slate-900">
            <Trans
              i18nKey={sold ? 'market.context.sentenceSold' : 'market.context.sentenceRented'}
              values={{
                price: formatMoney(asking.value, display),
                rank: formatOrdinal(rank),
                count: formatNumber(n),
                kind,
                place: locationName,
                capped,
                comparison:
                  rank >= 50
                    ? t('market.context.higher', { share: formatPercent(Math.round(rank) / 100, 0) })
                    : t('market.context.lower', { share: formatPercent(Math.round(100 - rank) / 100, 0) }),
              }}
              components={TEXT_TAGS}
            />
          </p>
          <meter
            className="h-3 w-full max-w-md"
            min={0}
            max={100}
            low={25}
            high={75}
            optimum={50}
            value={rank}
            aria-label={t('market.context.meter', { rank: formatOrdinal(rank), count: formatNumber(n) })}
          />
          {q && (
            <p className="text-sm text-slate-700">
              {t('market.context.quartiles', {
                median: formatMoney(q.median, display),
                q1: formatMoneyCompact(q.q1, display),
                q3: formatMoneyCompact(q.q3, display),
              })}
            </p>
          )}
          {n < MIN_SAMPLE && <p className="text-sm text-amber-800">{t('market.context.few', { count: n })}</p>}
        </>
      )}
      <CollectingNote coverage={cover} type={asking.type} className="text-xs" />
      <p className="text-xs text-slate-600">{t('market.context.sizeNote')}</p>
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
  const { t } = useTranslation();
  const display = useDisplay();
  const type = trendTypeOf(listing.property_type);
  const trend = useQuery(insightQuery('insights/price-trend', { location_id: locationId, property_type: type }));
  if (trend.isPending) return <Skeleton className="h-52 w-full" />;
  if (trend.isError) return <ErrorState error={trend.error} what={t('market.context.trendWhat')} onRetry={() => void trend.refetch()} />;
  const categories = bedroomCategories(trend.data.data);
  if (!categories.length)
    return (
      <p className="text-sm text-slate-600">
        <Trans i18nKey="market.context.noTrend" values={{ type: typeName(type), place: locationName }} components={TEXT_TAGS} />
      </p>
    );
  const wanted = beds?.exact ?? beds?.atLeast;
  // The listing's bedroom category, or the nearest one the trend has.
  const category = categories.reduce(
    (best, c) => (wanted !== undefined && Math.abs(c - wanted) < Math.abs(best - wanted) ? c : best),
    categories[0]!,
  );
  // The trend is of sale prices (the only one the data has): a rental says so, and sets its rent
  // against the latest sale level as a gross yield, the rent context the data allows.
  const rental = listing.price.period !== 'sell';
  const beside = rental ? rentAgainstSaleLevel(listing, trend.data.data, category) : null;
  const chart = (
    <ChartFrame
      title={t(rental ? 'market.context.rentTrendTitle' : 'market.context.trendTitle', {
        place: locationName,
        beds: formatBedroomCategory(category).toLowerCase(),
      })}
      description={t(rental ? 'market.context.rentTrendDescription' : 'market.context.trendDescription', {
        perArea: perAreaLabel(display),
        type: typeName(type),
      })}
      spec={trendSpec(trend.data.data, category)}
      height={200}
      headingLevel={3}
    />
  );
  if (!beside) return chart;
  return (
    <div className="space-y-2">
      {chart}
      <p className="text-sm text-slate-700" data-testid="rent-against-sale">
        <Trans
          i18nKey="market.context.rentAgainstSale"
          values={{
            rent: formatPricePerArea(listing.price, listing.size?.value, display),
            level: formatPerArea(beside.saleLevel, display),
            month: formatMonth(beside.date),
            yield: formatPercent(beside.grossYield),
          }}
          components={TEXT_TAGS}
        />
      </p>
    </div>
  );
}
