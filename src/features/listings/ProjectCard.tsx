import { useTranslation } from 'react-i18next';
import type { NewProject } from '../../contract/index.ts';
import { labelOf } from '../../contract/index.ts';
import { bedroomLabel, formatMoney, formatMonth } from '../../lib/format.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { propertyTypeValue } from '../../lib/property-type.ts';
import { useDisplay } from '../../lib/display.ts';
import { memo, type ReactNode } from 'react';
import { CardFrame, type CardProps } from './CardFrame.tsx';

/** Bedrooms a project offers, e.g. "Studio, 1, 2, 3 beds". */
function offeredBedrooms(bedrooms: number[]): string {
  if (!bedrooms.length) return '—';
  const { t } = readingI18n();
  const sorted = [...new Set(bedrooms)].sort((a, b) => a - b);
  const list = sorted.map(bedroomLabel).join(t('listings.card.listSeparator'));
  return sorted.length === 1 && sorted[0] === 0 ? list : t('listings.card.offeredBeds', { list });
}

const PHASES = ['under_construction', 'ready', 'not_started'] as const;

/** A construction phase we know, translated; another is the service's word, shown as data. */
function phaseLabel(phase: string | null | undefined): ReactNode {
  if (!phase) return '—';
  const known = PHASES.find((p) => p === phase);
  return known ? readingI18n().t(`listings.card.phases.${known}`) : <bdi translate="no">{labelOf(phase)}</bdi>;
}

/** A project's type (a contract value), translated; another is shown as data. */
function typeLabel(type: string): ReactNode {
  const value = propertyTypeValue(type);
  return value ? readingI18n().t(valueKey('propertyType', value)) : <bdi translate="no">{labelOf(type)}</bdi>;
}

/**
 * A new project: developer, delivery date, construction phase, starting price, bedrooms offered.
 * Its name, developer and place are the data's: not translated, in their own direction.
 */
export const ProjectCard = memo(function ProjectCard({ project, ...card }: { project: NewProject } & CardProps) {
  const { t } = useTranslation();
  const id = project.listing_id;
  const display = useDisplay();
  return (
    <CardFrame id={id} testId="project-card" image={project.images[0]} fallbackText={project.name} {...card}>
      <h3 className="text-base font-semibold text-slate-900">
        <bdi translate="no">{project.name}</bdi>
      </h3>
      <p className="text-sm text-slate-700" data-testid="price">
        {t('listings.card.startingPrice')}{' '}
        <span className="font-semibold">{formatMoney(project.effective_price ?? project.price_from, display)}</span>
        {project.price_from && project.effective_price && project.price_from > project.effective_price && (
          <span className="ms-1 text-xs text-slate-500 line-through" title={t('listings.card.launchPrice')}>
            {formatMoney(project.price_from, display)}
          </span>
        )}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
        <dt>{t('listings.card.developer')}</dt>
        <dd className="font-medium text-slate-800" data-testid="developer">
          {project.developer_name ? <bdi translate="no">{project.developer_name}</bdi> : '—'}
        </dd>
        <dt>{t('listings.card.delivery')}</dt>
        <dd data-testid="delivery">{formatMonth(project.delivery_date)}</dd>
        <dt>{t('listings.card.phase')}</dt>
        <dd data-testid="phase">{phaseLabel(project.construction_phase)}</dd>
        <dt>{t('listings.card.bedrooms')}</dt>
        <dd data-testid="beds">{offeredBedrooms(project.bedrooms)}</dd>
        {project.property_type && (
          <>
            <dt>{t('listings.card.type')}</dt>
            <dd>{typeLabel(project.property_type)}</dd>
          </>
        )}
      </dl>
      <p className="truncate text-xs text-slate-500" data-testid="location">
        <bdi translate="no">{project.location.full_name}</bdi>
      </p>
    </CardFrame>
  );
});
