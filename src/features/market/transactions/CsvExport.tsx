/**
 * "Download CSV": the records of the current filters in the table's order, gathering further pages
 * up to a cap first, with a progress bar while it does. What is downloaded is what was fetched.
 */
import { useEffect, useRef, useState } from 'react';
import type { QueryOf, Transaction } from '../../../contract/index.ts';
import { describeError } from '../../../lib/api.ts';
import { downloadText, slug, toCsv } from '../csv.ts';
import { FetchProgress } from '../MarketHeader.tsx';
import { useCollectedPages } from '../use-collected-pages.ts';
import { DEFAULT_PERIOD, DEFAULT_TRANSACTION_TYPE, EXPORT_MAX_PAGES } from './query.ts';

const HEADER = ['id', 'transaction_date', 'transaction_type', 'property_type', 'bedrooms', 'location', 'price_aed'];

function transactionsCsv(records: readonly Transaction[], type: string): string {
  return toCsv(HEADER, records.map((t) => [
    t.id, t.transaction_date, type, t.property_type, t.bedrooms, t.high_level_location_name, t.price,
  ]));
}

export function CsvExport({ query, locationName }: { query: QueryOf<'get-get-transactions'>; locationName: string }) {
  const [requested, setRequested] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const sample = useCollectedPages('get-get-transactions', query, EXPORT_MAX_PAGES, requested);
  const ready = requested && sample.pages > 0 && !sample.fetching && (sample.complete || sample.pages >= EXPORT_MAX_PAGES);
  const saved = useRef(false);

  useEffect(() => {
    if (!ready || saved.current) return;
    saved.current = true;
    const type = query.transaction_type ?? DEFAULT_TRANSACTION_TYPE;
    const name = `transactions-${slug(locationName)}-${type}-${query.period ?? DEFAULT_PERIOD}.csv`;
    downloadText(name, transactionsCsv(sample.records, type));
    setDone(`Downloaded ${sample.records.length.toLocaleString('en-US')} records${sample.complete ? '' : ` (the first ${EXPORT_MAX_PAGES} pages; more exist)`}.`);
    setRequested(false);
  }, [ready, sample.records, sample.complete, query, locationName]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
        disabled={requested && sample.error == null}
        onClick={() => {
          saved.current = false;
          setDone(null);
          setRequested(true);
          if (sample.error != null) sample.refetch();
        }}
      >
        Download CSV
      </button>
      {requested && !sample.error && (
        <FetchProgress label="Gathering records for the CSV" pages={sample.pages} maxPages={EXPORT_MAX_PAGES} records={sample.records.length} done={false} />
      )}
      {requested && sample.error != null && (
        <p role="alert" className="text-sm text-red-800">The CSV could not be prepared: {describeError(sample.error, 'transactions')}</p>
      )}
      {done && <p role="status" className="text-sm text-slate-700">{done}</p>}
    </div>
  );
}
