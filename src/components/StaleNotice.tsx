/**
 * Says plainly that the data shown is older than it should be: our server answered from its cache
 * because the data service was slow to refresh or failing ("Data as of 14:05; the data service is
 * not answering"). Renders nothing for fresh data.
 */
import { staleMarkerOf, type DataFreshness } from '../lib/api.ts';
import { readingFormatters, readingI18n, readingLanguage } from '../lib/i18n/reading.ts';

/** "14:05" today, "21 Nov, 14:05" on another day (English as in the UK; other languages by their locale and digits). */
function asOfLabel(asOf: string, now = new Date()): string {
  const locale = readingLanguage() === 'en' ? 'en-GB' : readingFormatters().locale;
  const at = new Date(asOf);
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** The notice's sentence for a stale answer, in the language being read. */
export function staleMessage(asOf: string, reason: string, now = new Date()): string {
  const time = asOfLabel(asOf, now);
  const { t } = readingI18n();
  if (reason === 'revalidating') return t('widgets.stale.revalidating', { time });
  if (reason === 'upstream_budget') return t('widgets.stale.upstreamBudget', { time });
  return t('widgets.stale.failing', { time });
}

/** `data`: a query's data (an answer, or the `{ pages }` of a paged one); or the `mark` already read. */
export function StaleNotice({ data, mark: given }: { data?: unknown; mark?: DataFreshness | null }) {
  const mark = given ?? staleMarkerOf(data);
  if (!mark) return null;
  return (
    <p role="status" data-testid="stale-notice" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {staleMessage(mark.asOf, mark.reason)}
    </p>
  );
}
