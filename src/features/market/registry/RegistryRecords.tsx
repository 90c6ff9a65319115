/** Registry records as a table whose columns are the fields present, formatted by what they hold. */
import type { RegistryRecord } from '../../../contract/index.ts';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatArea, formatDate, formatDecimal, formatMoney, formatPerArea } from '../../../lib/format.ts';
import { useDisplay } from '../../../lib/display.ts';
import type { Display } from '../../../shared/units.ts';
import { columnHeader, columnKind, columnsOf, isoDateOf, numeric, type RecognisedFields } from './fields.ts';

function cell(value: unknown, column: ReturnType<typeof columnKind>, display: Display): string {
  if (value === null || value === undefined || value === '') return '—';
  if (column.kind === 'price') return formatMoney(numeric(value), display);
  if (column.kind === 'date') return formatDate(isoDateOf(value));
  const n = numeric(value);
  // Areas and rates in the record's unit: to sqft (or AED per sqft) first, then the person's unit.
  if (column.kind === 'area' && n !== null) return formatArea(n * column.sqftPerUnit, display);
  if (column.kind === 'perArea' && n !== null) return formatPerArea(n / column.sqftPerUnit, display);
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
  const display = useDisplay();
  const columns = columnsOf(records);
  const kinds = new Map(columns.map((c) => [c, columnKind(c, fields)]));
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-medium ${typeof records[0]?.[c] === 'number' ? 'text-end' : ''}`}
              >
                {columnHeader(c, kinds.get(c)!.kind, display)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((r, i) => (
            <tr key={typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : i}>
              {columns.map((c) => (
                <td key={c} className={`whitespace-nowrap px-3 py-1.5 ${typeof r[c] === 'number' ? 'text-end tabular-nums' : ''}`}>
                  {cell(r[c], kinds.get(c)!, display)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
