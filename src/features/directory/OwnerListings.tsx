/**
 * The listings section of an agent's or a brokerage's page: category and sort controls, one page
 * of listings, and the pager. The page owns the query (it also reads the listings for the
 * profile); this section only renders it and writes filter changes to the URL.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { CATEGORY, SORT_A, type Category, type OwnerListing, type SortA } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { useListingHistories } from '../../lib/listing-history.ts';
import { OwnerListingCard } from './OwnerListingCard.tsx';
import { ResultList } from './ResultList.tsx';

export interface ListingFilters {
  category?: Category;
  sort?: SortA;
  page?: number;
}

interface Props {
  result: UseQueryResult<{ data: OwnerListing[] }, unknown>;
  filters: ListingFilters;
  /** The sort the service applies when none is given (from the contract). */
  defaultSort: SortA;
  hasNext: boolean | undefined;
  onFilters: (next: ListingFilters) => void;
  ownerLabel: string;
}

export function OwnerListings({ result, filters, defaultSort, hasNext, onFilters, ownerLabel }: Props) {
  const { t } = useTranslation();
  const page = filters.page ?? 1;
  const ids = useMemo(() => (result.data?.data ?? []).map((l) => l.property_id), [result.data]);
  const histories = useListingHistories(ids);
  return (
    <section aria-labelledby="owner-listings-title" className="space-y-4">
      <h2 id="owner-listings-title" className="text-xl font-semibold">
        {t('directory.listings.title')}
      </h2>
      <div role="search" aria-label={t('directory.listings.filtersLabel')} className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
        <ValueSelect
          label={t('directory.listings.category')}
          options={optionsOf(CATEGORY, (v) => t(valueKey('category', v)))}
          anyLabel={t('directory.listings.allCategories')}
          value={filters.category}
          onChange={(category) => onFilters({ ...filters, category: category || undefined, page: undefined })}
        />
        <ValueSelect
          label={t('directory.listings.sortBy')}
          options={optionsOf(SORT_A, (v) => t(valueKey('sort', v)))}
          value={filters.sort ?? defaultSort}
          onChange={(sort) => onFilters({ ...filters, sort, page: undefined })}
        />
      </div>
      <ResultList
        result={result}
        noun="listings"
        page={page}
        hasNext={hasNext}
        getKey={(l) => l.property_id}
        renderItem={(l, i) => <OwnerListingCard listing={l} history={histories.get(l.property_id)} priority={i === 0} />}
        empty={
          // The owner's name keeps its own direction inside the sentence (isolated).
          <EmptyState title={t('directory.listings.empty', { owner: `\u2068${ownerLabel}\u2069` })}>
            {t(filters.category ? 'directory.listings.emptyFiltered' : 'directory.listings.emptyAll')}
          </EmptyState>
        }
      />
    </section>
  );
}
