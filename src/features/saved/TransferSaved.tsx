/**
 * Export everything saved in this browser as a JSON file, and import such a file (merged into
 * what is here). A refused file gets a message that says why; nothing changes.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { exportSaved, importSaved } from '../../lib/saved/transfer.ts';
import { SavedButton, SavedSection } from './SavedSection.tsx';

type Status = { kind: 'ok' | 'error'; text: string } | null;

export function TransferSaved() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(null);
  const input = useRef<HTMLInputElement>(null);

  const download = async () => {
    const text = await exportSaved();
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    // The file's name is the same in every language.
    a.download = `dar-saved-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
    setStatus({ kind: 'ok', text: t('saved.transfer.exported') });
  };

  const upload = async (file: File) => {
    if (file.size > 5_000_000) {
      setStatus({ kind: 'error', text: t('saved.transfer.tooLarge') });
      return;
    }
    const result = await importSaved(await file.text());
    if (!result.ok) setStatus({ kind: 'error', text: result.message });
    else {
      const { favourites, searches, recent, compare } = result.added;
      setStatus({
        kind: 'ok',
        text: t('saved.transfer.imported', {
          favourites: t('saved.transfer.favourites', { count: favourites.length }),
          searches: t('saved.transfer.searches', { count: searches.length }),
          recent: t('saved.transfer.recent', { count: recent.length }),
          compare: t('counts.listings', { count: compare.length }),
        }),
      });
    }
  };

  return (
    <SavedSection
      id="transfer-title"
      title={t('saved.transfer.title')}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p className="text-sm text-slate-600">{t('saved.transfer.intro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <SavedButton look="primary" onClick={download}>
          {t('saved.transfer.export')}
        </SavedButton>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50">
          {t('saved.transfer.import')}
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void upload(file).finally(() => input.current && (input.current.value = ''));
            }}
          />
        </label>
      </div>
      <div
        role={status?.kind === 'error' ? 'alert' : 'status'}
        className={`text-sm ${status?.kind === 'error' ? 'text-red-800' : 'text-slate-700'}`}
      >
        {status?.text}
      </div>
    </SavedSection>
  );
}
