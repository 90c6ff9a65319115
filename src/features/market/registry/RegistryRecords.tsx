/** Registry records as a table whose columns are the fields present, formatted by what they hold. */
import type { ReactNode } from 'react';
import { REGISTRY_PROPERTY_TYPES, type RegistryRecord } from '../../../contract/index.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatArea, formatBeds, formatDate, formatDecimal, formatMoney, formatPerArea } from '../../../lib/format.ts';
import { useDisplay } from '../../../lib/display.ts';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import type { Display } from '../../../shared/units.ts';
import { AsSent } from '../../../components/AsSent.tsx';
import { columnsOf, isoDateOf, numeric, type RecognisedFields } from '../../../shared/registry-fields.ts';
import { columnHeader, columnKind, fieldName } from './fields.ts';

/**
 * A coded value the registry sends (a property type, a sale type) in the language being read.
 * Null for free text (names), which stays the registry's, and for a coded value we have no words
 * for yet (`isCodedField` tells those apart).
 */
function codedValue(key: string, value: string): string | null {
  const i18n = readingI18n();
  const field = fieldName(key, false);
  if (!field.known) return null;
  if (key === 'propertyType' && (REGISTRY_PROPERTY_TYPES as readonly string[]).includes(value))
    return i18n.t(valueKey('registryPropertyType', value as (typeof REGISTRY_PROPERTY_TYPES)[number]));
  // A layout is a bedroom count as the registry writes it ("2 Bedrooms", "Studio").
  if (key === 'layout') {
    const beds = /^(studio|\d+)(?: bedrooms?)?$/i.exec(value.trim());
    return beds ? formatBeds(beds[1]) : null;
  }
  const coded = `market.registry.cells.${key}.${value}`;
  return i18n.exists(coded) ? i18n.t(coded, { defaultValue: value }) : null;
}

/** A field whose values come from a fixed set (`plot-residential`, `primary`), not names. */
const isCodedField = (key: string) => key === 'propertyType' || readingI18n().exists(`market.registry.cells.${key}`);

/** A coded value we have no words for yet: as the registry sent it, and marked as such. */
function NotYetLabelled({ value }: { value: string }) {
  const { t } = readingI18n();
  return (
    <span title={t('market.registry.asSentTitle')} data-as-sent="">
      <AsSent>{value}</AsSent> <span className="text-xs text-slate-500">{t('market.registry.asSent')}</span>
    </span>
  );
}

function cell(key: string, value: unknown, column: ReturnType<typeof columnKind>, display: Display): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (column.kind === 'price') return formatMoney(numeric(value), display);
  if (column.kind === 'date') return formatDate(isoDateOf(value));
  const n = numeric(value);
  // Areas and rates in the record's unit: to sqft (or AED per sqft) first, then the person's unit.
  if (column.kind === 'area' && n !== null) return formatArea(n * column.sqftPerUnit, display);
  if (column.kind === 'perArea' && n !== null) return formatPerArea(n / column.sqftPerUnit, display);
  if (typeof value === 'number') return formatDecimal(value);
  if (typeof value === 'boolean') return readingI18n().t(value ? 'market.registry.yes' : 'market.registry.no');
  if (typeof value === 'string') {
    const coded = codedValue(key, value);
    if (coded !== null) return coded;
    return isCodedField(key) ? <NotYetLabelled value={value} /> : <AsSent>{value}</AsSent>;
  }
  // The rest of a JSON body: objects and arrays, shown as their JSON.
  return <AsSent>{JSON.stringify(value)}</AsSent>;
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
  const columns: Column<RegistryRecord>[] = columnsOf(records).map((c) => {
    const kind = columnKind(c, fields);
    const header = columnHeader(c, kind.kind, display);
    return {
      key: c,
      // A field this app does not know is named as the registry names it.
      header: kind.kind === 'other' && !fieldName(c, false).known ? <AsSent>{header}</AsSent> : header,
      cell: (r) => cell(c, r[c], kind, display),
      numeric: typeof records[0]?.[c] === 'number',
      className: 'whitespace-nowrap',
      headerClassName: 'whitespace-nowrap',
    };
  });
  return (
    <ScrollRegion label={caption}>
      <DataTable
        columns={columns}
        rows={records}
        rowKey={(r, i) => (typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : String(i))}
        caption={caption}
        headClassName="bg-slate-50 text-slate-700"
      />
    </ScrollRegion>
  );
}
