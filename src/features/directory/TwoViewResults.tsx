/**
 * The results of a two-view directory (agents, brokerages): the detailed records when they are
 * shown, else the simple ones, with the plan notice when the detailed view was refused.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { ListNoun } from './kinds.ts';
import { ResultList, type ListResult } from './ResultList.tsx';

interface Props<S extends { id: string }, D extends { id: string }> {
  simple: ListResult<S>;
  detailed: ListResult<D>;
  showDetailed: boolean;
  refused: boolean;
  hasNext: boolean | undefined;
  page: number;
  /** What the list holds ("agents"), and the notice's headline when the detailed view is refused. */
  noun: ListNoun;
  notice: string;
  empty: ReactNode;
  renderSimple: (record: S) => ReactNode;
  /** Gets the simple record with the same id, for what only it carries (photo, logo). */
  renderDetailed: (record: D, simple: S | undefined) => ReactNode;
}

export function TwoViewResults<S extends { id: string }, D extends { id: string }>(props: Props<S, D>) {
  const { simple, detailed, showDetailed, refused, hasNext, page, noun, notice, empty, renderSimple, renderDetailed } = props;
  const { t } = useTranslation();
  const simpleById = new Map((simple.data?.data ?? []).map((r) => [r.id, r]));
  const common = { noun, page, hasNext, empty, getKey: (r: { id: string }) => r.id };
  return (
    <section aria-label={t(`directory.list.name.${noun}`)} className="space-y-3">
      {refused && <PlanNotice headline={notice} />}
      {showDetailed ? (
        <ResultList<D> {...common} result={detailed} renderItem={(r) => renderDetailed(r, simpleById.get(r.id))} />
      ) : (
        <ResultList<S> {...common} result={simple} renderItem={renderSimple} />
      )}
    </section>
  );
}

/** Says plainly why the detailed view is not shown: our data plan, not the person or a fault. */
function PlanNotice({ headline }: { headline: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="plan-notice">
      <p className="font-semibold">{headline}</p>
      <p className="mt-1">{t('directory.planNoticeBody')}</p>
    </div>
  );
}
