/**
 * The filters of a search in one line of words ("Apartment · Bedrooms: 1, 2 · Price (AED): 1M to
 * 6M"), for the folded filter bar on a wide screen: what the results are filtered by, read at a
 * glance without the form taking the first screen.
 */
import { defaultOf, textOf, ENDPOINTS, type ParamDef } from '../../contract/index.ts';
import { formatCompact } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import type { Display } from '../../shared/units.ts';
import { filterFieldsOf, toFormValues, valueLabel, type SearchEndpoint } from './filter-form.ts';
import { fieldLabel, priceLegend, rangeLegend } from './search-pages.ts';

/** A typed range's bounds as words: "1M to 6M", "from 800", "up to 12K". */
function rangeWords(min: string, max: string): string | undefined {
  const { t } = readingI18n();
  const show = (v: string) => formatCompact(Number(v));
  if (min && max) return t('listings.filters.summary.between', { min: show(min), max: show(max) });
  if (min) return t('listings.filters.summary.from', { min: show(min) });
  if (max) return t('listings.filters.summary.upTo', { max: show(max) });
  return undefined;
}

/**
 * Each filter that differs from its default, in the form's order, as the reader would say it;
 * the sort last when it is not the default. Amounts in the display's currency and unit.
 */
export function filterSummary(endpoint: SearchEndpoint, search: Record<string, unknown>, display: Display): string[] {
  const params = ENDPOINTS[endpoint].params as Record<string, ParamDef>;
  const shown = toFormValues(endpoint, search, display);
  const isDefault = (key: string) => {
    const v = search[key];
    return v === undefined || (Array.isArray(v) && v.length === 0) || textOf(v) === textOf(defaultOf(params[key]!));
  };
  const parts: string[] = [];
  let sort: string | undefined;
  for (const field of filterFieldsOf(endpoint)) {
    if (field.kind === 'range') {
      const range = rangeWords(String(shown[field.min]), String(shown[field.max]));
      if (!range) continue;
      const legend =
        field.key === 'price'
          ? priceLegend(endpoint, shown.rent_frequency as string | undefined, display.currency)
          : rangeLegend(field.key, display.unit);
      parts.push(`${legend}: ${range}`);
    } else if (isDefault(field.key)) {
      continue;
    } else if (field.kind === 'chips') {
      const values = (shown[field.key] as string[]).map((v) => field.label(v));
      parts.push(`${fieldLabel(field.key)}: ${values.join(readingI18n().t('listings.filters.summary.listJoin'))}`);
    } else if (field.key === 'sort') {
      sort = `${fieldLabel('sort')}: ${valueLabel('sort', String(shown.sort))}`;
    } else {
      // A type says what it is ("Villa"); another choice ("Monthly") needs its question.
      const value = valueLabel(field.key, String(shown[field.key]));
      parts.push(field.key === 'property_type' ? value : `${fieldLabel(field.key)}: ${value}`);
    }
  }
  return sort ? [...parts, sort] : parts;
}
