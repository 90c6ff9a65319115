/**
 * Says plainly that the data shown is older than it should be: our server answered from its cache
 * because the data service was slow to refresh or failing ("Data as of 14:05; the data service is
 * not answering"). Renders nothing for fresh data.
 */
import { staleMarkerOf, type DataFreshness } from '../lib/api.ts';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const DAY_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "14:05" today, "21 Nov, 14:05" on another day. */
function asOfLabel(asOf: string, now = new Date()): string {
  const at = new Date(asOf);
  return at.toDateString() === now.toDateString() ? TIME.format(at) : DAY_TIME.format(at);
}

/** The notice's sentence for a stale answer. */
export function staleMessage(asOf: string, reason: string, now = new Date()): string {
  const why =
    reason === 'revalidating'
      ? 'fresher data is on its way'
      : reason === 'upstream_budget'
        ? "it is not refreshed now, to save the data service's daily budget"
        : 'the data service is not answering';
  return `Data as of ${asOfLabel(asOf, now)}; ${why}.`;
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
