/**
 * A directory with a simple and a detailed (higher-plan) view: agents (`/agents`) and brokerages
 * (`/brokers`), one page driven by the kind's description (kinds.ts). Heading, filter bar
 * (location, the kind's own selects, its sort, the view toggle) and results with the plan
 * fallback; the kinds differ in their endpoints, words, selects and cards.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { DirectoryFilters, type DirectoryFilterPatch } from './DirectoryFilters.tsx';
import { NameSearch } from './NameSearch.tsx';
import { DIRECTORY_KINDS, type DirectoryKind } from './kinds.ts';
import type { DirectoryView } from './search.ts';
import { TwoViewResults } from './TwoViewResults.tsx';
import type { ListResult } from './ResultList.tsx';

type SortOf<K extends DirectoryKind> = (typeof DIRECTORY_KINDS)[K]['sorts'][number];

/** What the page writes to its URL search: the filters or the sort. */
export type DirectoryPatch<K extends DirectoryKind> = DirectoryFilterPatch & { sort?: SortOf<K> };

interface Props<K extends DirectoryKind, S extends { id: string }, D extends { id: string }> {
  kind: K;
  search: { location_id?: string; view?: DirectoryView; page?: number; sort?: SortOf<K>; name?: string };
  /** Merges a change into the URL search. */
  onChange: (patch: DirectoryPatch<K> & { name?: string }) => void;
  /** The kind's own selects (an agent's specialisation), before the sort. */
  selects?: ReactNode;
  results: { simple: ListResult<S>; detailed: ListResult<D>; showDetailed: boolean; refused: boolean; hasNext: boolean | undefined };
  empty: ReactNode;
  renderSimple: (record: S) => ReactNode;
  renderDetailed: (record: D, simple: S | undefined) => ReactNode;
}

export function TwoViewDirectory<K extends DirectoryKind, S extends { id: string }, D extends { id: string }>(props: Props<K, S, D>) {
  const { kind, search, onChange, selects, results, ...cards } = props;
  const { t } = useTranslation();
  const { id, noun } = DIRECTORY_KINDS[kind];
  const sorts: readonly SortOf<K>[] = DIRECTORY_KINDS[kind].sorts;
  const defaultSort: SortOf<K> = DIRECTORY_KINDS[kind].defaultSort;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h1 id={id} className="text-2xl font-semibold">
          {t(`directory.${kind}.title`)}
        </h1>
        <p className="text-slate-600">{t(`directory.${kind}.intro`)}</p>
      </div>
      <NameSearch kind={kind} name={search.name} onName={(name) => onChange({ name })} />
      <DirectoryFilters
        label={t(`directory.${kind}.filtersLabel`)}
        locationId={search.location_id}
        view={search.view}
        detailedHint={t(`directory.${kind}.detailedHint`)}
        onChange={onChange}
      >
        {selects}
        <ValueSelect<SortOf<K>>
          label={t(`directory.${kind}.sortBy`)}
          options={optionsOf<SortOf<K>>(sorts, (v: SortOf<DirectoryKind>) => t(valueKey('sort', v)))}
          value={search.sort ?? defaultSort}
          onChange={(sort) => onChange({ sort, page: undefined })}
        />
      </DirectoryFilters>
      {/* The cards' names are level 3: this level 2 keeps the outline in order (axe heading-order). */}
      <h2 className="sr-only">{t('directory.results')}</h2>
      <TwoViewResults<S, D> {...results} {...cards} noun={noun} notice={t(`directory.${kind}.planNotice`)} page={search.page ?? 1} />
    </section>
  );
}
