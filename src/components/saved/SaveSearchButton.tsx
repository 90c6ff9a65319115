/**
 * Save the search on screen (its canonical query), or forget it. At saving, the first page in
 * newest order is read (usually from the cache), so the Saved page can later count what is new.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { describeError } from '../../lib/api.ts';
import { removeSearch, saveSearch } from '../../lib/saved/actions.ts';
import { useSaved } from '../../lib/saved/hooks.ts';
import type { SavedSearchEndpoint } from '../../lib/saved/model.ts';
import { newestPageQuery, resultIds } from '../../lib/saved/queries.ts';
import { searchKey } from '../../lib/saved/search-key.ts';

interface Props {
  endpoint: SavedSearchEndpoint;
  /** The search's endpoint query (UI-only values such as the location's name left out). */
  query: Record<string, unknown>;
  locationName: string | null;
  title: string;
}

export function SaveSearchButton({ endpoint, query, locationName, title }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, ready } = useSaved();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const key = searchKey(endpoint, query);
  if (!key.ok) return null;
  const saved = data.searches.some((s) => s.id === key.id);

  const toggle = async () => {
    if (saved) {
      await removeSearch(key.id);
      setMessage(t('listings.saveSearch.removed'));
      return;
    }
    setBusy(true);
    try {
      const newest = await queryClient.query(newestPageQuery(endpoint, key.query, 1));
      await saveSearch({ id: key.id, endpoint, query: key.query, locationName, title, seen: resultIds(endpoint, newest.data) });
      setMessage(t('listings.saveSearch.done'));
    } catch (err) {
      setMessage(t('listings.saveSearch.failed', { reason: describeError(err, t('listings.saveSearch.newest')) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={saved}
        disabled={!ready || busy}
        onClick={() => void toggle()}
        className={`inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${
          saved ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-4 w-4"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        {t(saved ? 'listings.saveSearch.saved' : 'listings.saveSearch.save')}
      </button>
      <span role="status" className="text-sm text-slate-600">
        {message}
      </span>
    </span>
  );
}
