/**
 * A listing's price placed among registered transactions in one line, for a table cell (the
 * compare page): "62nd percentile of 148 sales". The same reading as the details page's
 * ListingPriceContext (its community found by exact name, one price-context request), without
 * its chart; "—" with the reason where there is nothing to compare with.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { Listing } from '../../contract/index.ts';
import { communityOf, exactMatch } from '../../lib/address.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatOrdinal } from '../../lib/format-relative.ts';
import { insightQuery } from '../../lib/insights.ts';
import { apiQuery } from '../../lib/queries.ts';
import { bedroomsOf } from '../../contract/index.ts';
import { askingFigureOf, residentialTypeOf } from './listing-context.ts';
import { TEXT_TAGS } from './names.tsx';

const Muted = ({ children }: { children: ReactNode }) => <span className="text-sm text-slate-600">{children}</span>;

export function ListingPercentileBrief({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const community = communityOf(listing.address.full_name);
  const asking = askingFigureOf(listing);
  const resType = residentialTypeOf(listing.property_type);
  const comparable = Boolean(community && asking && resType);
  const suggestions = useQuery({ ...apiQuery('autocomplete-location', { query: community ?? '' }), enabled: comparable });
  const location = community && suggestions.data ? exactMatch(suggestions.data.data, community) : undefined;
  const beds = bedroomsOf(listing.bedrooms);
  const context = useQuery({
    ...insightQuery('insights/price-context', {
      location_id: location?.id ?? '',
      transaction_type: asking?.type ?? 'sold',
      property_type: resType,
      bedrooms: beds?.exact ?? beds?.atLeast,
      price: Math.round(asking?.value ?? 0),
    }),
    enabled: Boolean(location && asking && resType),
  });

  if (!asking) return <Muted>{t('market.brief.priceHidden')}</Muted>;
  if (!resType) return <Muted>{t('market.brief.noType')}</Muted>;
  if (!community) return <Muted>{t('market.brief.noAddress')}</Muted>;
  if (suggestions.isError || context.isError) return <Muted>{t('market.brief.failed')}</Muted>;
  if (suggestions.isPending || (location && context.isPending)) return <Muted>{t('market.brief.loading')}</Muted>;
  if (!location)
    return (
      <Muted>
        <Trans i18nKey="market.brief.noLocation" values={{ place: community }} components={TEXT_TAGS} />
      </Muted>
    );
  if (!context.data) return <Muted>{t('market.brief.loading')}</Muted>;
  const { count, percentile } = context.data;
  const sold = asking.type === 'sold';
  if (!count || percentile === null)
    return (
      <Muted>
        <Trans
          i18nKey={sold ? 'market.brief.noneSold' : 'market.brief.noneRented'}
          values={{ place: location.name }}
          components={TEXT_TAGS}
        />
      </Muted>
    );
  return (
    <span data-testid="compare-percentile">
      <Trans
        i18nKey={sold ? 'market.brief.sold' : 'market.brief.rented'}
        values={{ rank: formatOrdinal(percentile), count: formatNumber(count), place: location.name }}
        components={TEXT_TAGS}
      />
    </span>
  );
}
