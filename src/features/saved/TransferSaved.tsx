/**
 * Export everything saved in this browser as a JSON file, and import such a file (merged into
 * what is here). A refused file gets a message that says why; nothing changes.
 */
import { useRef, useState } from 'react';
import { exportSaved, importSaved } from '../../lib/saved/actions.ts';

type Status = { kind: 'ok' | 'error'; text: string } | null;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function TransferSaved() {
  const [status, setStatus] = useState<Status>(null);
  const input = useRef<HTMLInputElement>(null);

  const download = async () => {
    const text = await exportSaved();
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `dar-saved-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
    setStatus({ kind: 'ok', text: 'Exported. Import the file on the Saved page of another browser.' });
  };

  const upload = async (file: File) => {
    if (file.size > 5_000_000) {
      setStatus({ kind: 'error', text: 'This file is too large to be a Dar saved-items file. Nothing was changed.' });
      return;
    }
    const result = await importSaved(await file.text());
    if (!result.ok) setStatus({ kind: 'error', text: result.message });
    else {
      const { favourites, searches, recent, compare } = result.added;
      setStatus({
        kind: 'ok',
        text: `Imported ${plural(favourites.length, 'saved listing')}, ${plural(searches.length, 'saved search', 'saved searches')}, ${plural(
          recent.length,
          'recently viewed listing',
        )} and ${plural(compare.length, 'listing')} to compare.`,
      });
    }
  };

  return (
    <section aria-labelledby="transfer-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="transfer-title" className="text-lg font-semibold">
        Move to another browser
      </h2>
      <p className="text-sm text-slate-600">
        Your saved items live only in this browser. Export them as a file, then import the file in another browser: items are added to what
        is there.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void download()}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Export saved items
        </button>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50">
          Import a file
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
    </section>
  );
}
