/**
 * What a listing did since Dar first saw it, in plain words: "New", "Reduced 8% (AED 3.6M to
 * AED 3.3M), 12 days ago", "Price raised …", "Seen by Dar since 3 Oct 2026". Every time is Dar's
 * own observation, never called the listing's date. Nothing when Dar holds no history.
 */
import { useTranslation } from '../../lib/i18n/react.ts';
import { NEW_FOR_DAYS } from '../../shared/listing-change.ts';
import { useDisplay } from '../../lib/display.ts';
import { formatDate, formatMoneyCompact, formatPercent, formatPeriodSuffix } from '../../lib/format.ts';
import { formatDaysAgo } from '../../lib/format-relative.ts';
import { useListedHistory, type ListingHistory } from '../../lib/listing-history.ts';

interface Props {
  history: ListingHistory | undefined;
  /** The listing, to read its history from its list (ListedHistories) when none is given. */
  id?: string;
  /** `card`: one compact line; `page`: the listing page, with room for each fact. */
  variant?: 'card' | 'page';
}

export function ListingHistoryNote({ history: given, id = '', variant = 'card' }: Props) {
  const { t } = useTranslation();
  const display = useDisplay();
  const history = useListedHistory(id, given);
  // The listing page keeps the line's room while its history is asked, so nothing below it moves.
  if (!history) return variant === 'page' ? <div className="min-h-6" /> : null;
  const change = history.change;
  const money = (aed: number) => `${formatMoneyCompact(aed, display)}${change ? formatPeriodSuffix(change.period) : ''}`;
  return (
    <div
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${variant === 'card' ? 'text-xs' : 'min-h-6 text-sm'}`}
      data-testid="listing-history"
    >
      {history.isNew && (
        <span
          className="rounded bg-blue-100 px-1.5 py-0.5 font-semibold text-blue-900"
          title={t('listings.history.newTitle', { count: NEW_FOR_DAYS })}
          data-testid="history-new"
        >
          {t('listings.history.new')}
        </span>
      )}
      {change && (
        <span
          className={`rounded px-1.5 py-0.5 font-medium ${change.direction === 'reduced' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
          data-testid="history-change"
        >
          {t(change.direction === 'reduced' ? 'listings.history.reduced' : 'listings.history.raised', {
            // Whole percent ("8%"), a decimal only below one percent.
            percent: formatPercent(change.percent / 100, change.percent < 1 ? 1 : 0),
            from: money(change.from),
            to: money(change.to),
            when: formatDaysAgo(change.at),
          })}
        </span>
      )}
      <span className="text-slate-600" data-testid="history-seen">
        {t('listings.history.seenSince', { date: formatDate(history.firstSeenAt) })}
      </span>
    </div>
  );
}
