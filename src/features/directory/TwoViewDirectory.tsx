/**
 * A directory with a simple and a detailed (higher-plan) view: agents (`/agents`) and brokerages
 * (`/brokers`). Heading, filter bar (location, the page's own selects, the view toggle) and
 * results with the plan fallback; the pages differ in their endpoints, copy, selects and cards.
 */
import type { ReactNode } from 'react';
import { DirectoryFilters, type DirectoryFilterPatch } from './DirectoryFilters.tsx';
import type { DirectoryView } from './search.ts';
import { TwoViewResults } from './TwoViewResults.tsx';
import type { ListResult } from './ResultList.tsx';

/** What a directory page says about itself. */
export interface DirectoryCopy {
  /** Id of the heading, which names the page's landmark. */
  id: string;
  title: string;
  intro: string;
  filtersLabel: string;
  /** What the detailed view adds, read to screen-reader users with the toggle. */
  detailedHint: string;
  /** Plural noun ("agents") and the adjective for the plan notice ("agent"). */
  what: string;
  noticeWhat: string;
}

interface Props<S extends { id: string }, D extends { id: string }> {
  copy: DirectoryCopy;
  search: { location_id?: string; view?: DirectoryView; page?: number };
  onChange: (patch: DirectoryFilterPatch) => void;
  /** The page's own selects (specialisation, sort). */
  selects: ReactNode;
  results: { simple: ListResult<S>; detailed: ListResult<D>; showDetailed: boolean; refused: boolean; hasNext: boolean | undefined };
  empty: ReactNode;
  renderSimple: (record: S) => ReactNode;
  renderDetailed: (record: D, simple: S | undefined) => ReactNode;
}

export function TwoViewDirectory<S extends { id: string }, D extends { id: string }>(props: Props<S, D>) {
  const { copy, search, onChange, selects, results, ...cards } = props;
  const { id, title, intro, filtersLabel, detailedHint, what, noticeWhat } = copy;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h1 id={id} className="text-2xl font-semibold">
          {title}
        </h1>
        <p className="text-slate-600">{intro}</p>
      </div>
      <DirectoryFilters
        label={filtersLabel}
        locationId={search.location_id}
        view={search.view}
        detailedHint={detailedHint}
        onChange={onChange}
      >
        {selects}
      </DirectoryFilters>
      <TwoViewResults<S, D> {...results} {...cards} what={what} noticeWhat={noticeWhat} page={search.page ?? 1} />
    </section>
  );
}
