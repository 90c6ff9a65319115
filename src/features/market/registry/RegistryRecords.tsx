/** Registry records as a table whose columns are the fields present, formatted by what they hold. */
import type { RegistryRecord } from '../../../contract/index.ts';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatAED, formatDate, formatDecimal } from '../../../lib/format.ts';
import { columnsOf, headerOf, isoDateOf, numeric, type RecognisedFields } from './fields.ts';

function cell(value: unknown, key: string, fields: RecognisedFields): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === fields.price) return formatAED(numeric(value));
  if (key === fields.date) return formatDate(isoDateOf(value));
  if (typeof value === 'number') return formatDecimal(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  // The rest of a JSON body: objects and arrays, shown as their JSON.
  return JSON.stringify(value);
}

export function RegistryRecords({
  records,
  fields,
  caption,
}: {
  records: readonly RegistryRecord[];
  fields: RecognisedFields;
  caption: string;
}) {
  const columns = columnsOf(records);
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-medium ${typeof records[0]?.[c] === 'number' ? 'text-right' : ''}`}
              >
                {headerOf(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((r, i) => (
            <tr key={typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : i}>
              {columns.map((c) => (
                <td key={c} className={`whitespace-nowrap px-3 py-1.5 ${typeof r[c] === 'number' ? 'text-right tabular-nums' : ''}`}>
                  {cell(r[c], c, fields)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
