/**
 * Registry records come with undocumented fields (spec: "not shown"). We render them generically,
 * the fields we compute with recognised by name and by content (src/shared/registry-fields.ts,
 * which the server's registry store uses too); the charts draw the store's summary of them.
 */
import type { RegistryInsights, RegistryRecord } from '../../../contract/index.ts';
import { columnsOf, recogniseFields, squash, type RecognisedFields } from '../../../shared/registry-fields.ts';
import { toCsv, type CsvValue } from '../../../shared/csv.ts';
import { CHART_COLORS, type ChartSpec } from '../../../components/charts/spec.ts';
import { seriesLabel } from '../series.ts';
import { readingFormatters, readingI18n } from '../../../lib/i18n/reading.ts';
import type { market } from '../../../lib/i18n/resources/en/market.ts';
import { SQM_PER_SQFT, type AreaUnit } from '../../../shared/units.ts';

/** Median price per month, with the number of sales as bars (the store's months, gaps counted 0). */
export function registryMonthlySpec(monthly: RegistryInsights['monthly']): ChartSpec {
  return {
    data: monthly.map((m) => ({ month: m.month, median: m.median, count: m.count })),
    x: { key: 'month', label: seriesLabel('month'), format: 'month', scale: 'category' },
    series: [
      { key: 'count', label: seriesLabel('sales'), kind: 'bar', color: CHART_COLORS.muted, format: 'count', axis: 'right' },
      { key: 'median', label: seriesLabel('medianSalePrice'), kind: 'line', color: CHART_COLORS.primary, format: 'aed' },
    ],
  };
}

/** Median price per district, the districts with most sales first (as the store ranks them). */
export function registryDistrictSpec(byDistrict: RegistryInsights['byDistrict']): ChartSpec {
  return {
    data: byDistrict.map((g) => ({ district: g.district, median: g.median, count: g.count })),
    x: { key: 'district', label: seriesLabel('district'), format: 'text', scale: 'category' },
    series: [{ key: 'median', label: seriesLabel('medianSalePrice'), kind: 'bar', color: CHART_COLORS.primary, format: 'aed' }],
    layout: 'vertical',
  };
}

/** A field name for a column header: "salePriceAed" -> "Sale price aed", "sold_share" -> "Sold share". */
export function headerOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a column holds, for converting it to the person's currency and area unit: the recognised
 * price, an area or a price per area named with its unit (`soldAreaSqm`, `rateAedPerSqm`).
 */
export type ColumnKind = 'price' | 'date' | 'area' | 'perArea' | 'other';

export function columnKind(key: string, fields: RecognisedFields): { kind: ColumnKind; sqftPerUnit: number } {
  const k = squash(key);
  const sqftPerUnit = /sqm$/.test(k) ? 1 / SQM_PER_SQFT : 1;
  if (key === fields.price) return { kind: 'price', sqftPerUnit: 1 };
  if (key === fields.date) return { kind: 'date', sqftPerUnit: 1 };
  if (/(aed)?per(sqm|sqft)$|psf$/.test(k)) return { kind: 'perArea', sqftPerUnit };
  if (/area(sqm|sqft)$/.test(k)) return { kind: 'area', sqftPerUnit };
  return { kind: 'other', sqftPerUnit: 1 };
}

/** The registry's fields this app names in every language (`market.registry.fields`), by squashed name. */
type KnownField = keyof typeof market.registry.fields;
const isKnownField = (name: string): name is KnownField => readingI18n().exists(`market.registry.fields.${name}`);

/**
 * A field's name in the language being read, without its unit: a known field by its label; any
 * other as the registry names it (`headerOf`), which `known: false` says is the registry's word.
 */
export function fieldName(key: string, bare: boolean): { text: string; known: boolean } {
  const english = bare ? bareHeaderOf(key) : headerOf(key);
  const squashed = squash(english);
  return isKnownField(squashed)
    ? { text: readingI18n().t(`market.registry.fields.${squashed}`), known: true }
    : { text: english, known: false };
}

const bareHeaderOf = (key: string) =>
  headerOf(key)
    .replace(/\s*(aed\s*)?(per\s*)?(sqm|sqft)$/i, '')
    .replace(/\s*aed$/i, '');

/** A header in the person's terms: "Sold area (sqm)", "Rate (USD per sqft)", "Sale price (EUR)". */
export function columnHeader(key: string, kind: ColumnKind, d: { currency: string; unit: AreaUnit }): string {
  const { t } = readingI18n();
  const unit = readingFormatters().unit(d.unit);
  const bare = kind === 'other' ? '' : fieldName(key, true).text;
  if (kind === 'price') return t('market.registry.columnMoney', { name: bare, currency: d.currency });
  if (kind === 'area') return t('market.registry.columnArea', { name: bare, unit });
  if (kind === 'perArea') return t('market.registry.columnPerArea', { name: bare, currency: d.currency, unit });
  return fieldName(key, false).text;
}

/** A value as a CSV field: text, numbers and booleans as sent, anything else (an object) as its JSON. */
const csvValue = (value: unknown): CsvValue =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : JSON.stringify(value);

/**
 * The records on view as CSV, by the transactions file's rules (shared/csv.ts): every field
 * present, values as the registry sent them (areas in its own unit, prices in AED). English heads
 * the columns with the registry's field names, which scripts read; Arabic with the fields' names
 * and their units, for a reader, after a byte-order mark so spreadsheets read the file as UTF-8.
 */
export function registryCsv(records: readonly RegistryRecord[]): string {
  const keys = columnsOf(records);
  const arabic = readingI18n().resolvedLanguage === 'ar';
  const fields = recogniseFields(records);
  const header = arabic
    ? keys.map((k) => columnHeader(k, columnKind(k, fields).kind, { currency: 'AED', unit: /sqm$/i.test(k) ? 'sqm' : 'sqft' }))
    : keys;
  return `${arabic ? '\uFEFF' : ''}${toCsv(
    header,
    records.map((r) => keys.map((k) => csvValue(r[k]))),
  )}`;
}
