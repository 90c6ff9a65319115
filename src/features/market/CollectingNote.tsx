/**
 * Where collecting stands for a place that is not complete, in one sentence that names the sample
 * ("Collecting sales: 400 held so far, from 14 Aug to 24 Nov; complete in 20 minutes"): the rule
 * that a figure names its sample, for every view that shows figures from the market store.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { InsightCoverage, MonthRow, TransactionInsights, TransactionType } from '../../contract/index.ts';
import { formatDate, formatMonth, formatNumber } from '../../lib/format.ts';
import { formatFromNow } from '../../lib/format-relative.ts';

/** "in 20 minutes", "by 27 Nov 2026" (`on` for a parked list's next read), "soon" when unknown. */
function whenText(t: TFunction, iso: string | null, word: 'by' | 'on'): string {
  if (!iso) return t('market.collecting.soon');
  const when = formatFromNow(iso);
  if ('relative' in when) return when.relative;
  return word === 'by' ? t('market.collecting.by', { date: when.date }) : t('market.collecting.on', { date: when.date });
}

const SENTENCES = {
  sold: {
    collecting: 'market.collecting.collectingSold',
    waiting: 'market.collecting.waitingSold',
    starting: 'market.collecting.startingSold',
    waitingStart: 'market.collecting.waitingStartSold',
    parked: 'market.collecting.parkedSold',
  },
  rented: {
    collecting: 'market.collecting.collectingRented',
    waiting: 'market.collecting.waitingRented',
    starting: 'market.collecting.startingRented',
    waitingStart: 'market.collecting.waitingStartRented',
    parked: 'market.collecting.parkedRented',
  },
} as const;

/** The sentence, or null for a complete place. */
function collectingText(t: TFunction, c: InsightCoverage, type: TransactionType): string | null {
  if (c.state === 'complete') return null;
  const say = SENTENCES[type];
  const vars = {
    records: formatNumber(c.records),
    from: formatDate(c.from ?? c.oldest),
    to: formatDate(c.newest),
    when: whenText(t, c.state === 'parked' ? (c.parked?.until ?? null) : c.estimatedCompleteAt, c.state === 'parked' ? 'on' : 'by'),
    resumes: whenText(t, c.resumesAt, 'on'),
  };
  if (c.state === 'parked') return t(say.parked, vars);
  const waiting = c.state === 'waiting_for_budget';
  // Nothing held: no window to name, and no total to promise a time for; only when reading starts.
  if (c.records === 0) return t(waiting ? say.waitingStart : say.starting, vars);
  return t(waiting ? say.waiting : say.collecting, vars);
}

/** The window a store's figures cover while it is not held whole: "14 Aug 2026 to 24 Nov 2026, as held so far". */
export function heldSpanText(t: TFunction, period: Pick<TransactionInsights['period'], 'heldFrom' | 'heldTo'>): string {
  if (!period.heldFrom || !period.heldTo) return t('market.transactions.spanNone');
  return t('market.transactions.spanHeld', { from: formatDate(period.heldFrom), to: formatDate(period.heldTo) });
}

export function CollectingNote({
  coverage,
  type,
  className = '',
}: {
  coverage: InsightCoverage;
  type: TransactionType;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = collectingText(t, coverage, type);
  if (!text) return null;
  return (
    <p role="status" className={`text-sm text-amber-800 ${className}`} data-testid="collecting">
      {text}
    </p>
  );
}

/** Under a monthly chart: which months are held only in part, or nothing when none is. */
export function PartialMonthsNote({ months }: { months: readonly MonthRow[] }) {
  const { t } = useTranslation();
  const partial = months.filter((m) => m.partial).map((m) => formatMonth(`${m.month}-01`));
  if (!partial.length) return null;
  return (
    <p className="text-xs text-slate-600">
      {t('market.collecting.partialMonths', { months: partial.join(t('market.transactions.listSeparator')) })}
    </p>
  );
}
