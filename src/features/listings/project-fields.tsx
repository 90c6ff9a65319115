/** A new project's fields in the reader's words: bedrooms offered, construction phase, type. */
import type { ReactNode } from 'react';
import { labelOf } from '../../contract/index.ts';
import { bedroomLabel } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { propertyTypeValue } from '../../lib/property-type.ts';

/** Bedrooms a project offers, e.g. "Studio, 1, 2, 3 beds". */
export function offeredBedrooms(bedrooms: number[]): string {
  if (!bedrooms.length) return '—';
  const { t } = readingI18n();
  const sorted = [...new Set(bedrooms)].sort((a, b) => a - b);
  const list = sorted.map(bedroomLabel).join(t('listings.card.listSeparator'));
  return sorted.length === 1 && sorted[0] === 0 ? list : t('listings.card.offeredBeds', { list });
}

const PHASES = ['under_construction', 'ready', 'not_started'] as const;

/** A construction phase we know, translated; another is the service's word, shown as data. */
export function phaseLabel(phase: string | null | undefined): ReactNode {
  if (!phase) return '—';
  const known = PHASES.find((p) => p === phase);
  return known ? readingI18n().t(`listings.card.phases.${known}`) : <bdi translate="no">{labelOf(phase)}</bdi>;
}

/** A project's type (a contract value), translated; another is shown as data. */
export function typeLabel(type: string): ReactNode {
  const value = propertyTypeValue(type);
  return value ? readingI18n().t(valueKey('propertyType', value)) : <bdi translate="no">{labelOf(type)}</bdi>;
}
