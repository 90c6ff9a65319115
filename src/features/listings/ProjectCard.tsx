import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { NewProject } from '../../contract/index.ts';
import type { ProjectSearch } from '../../shared/record-lookup.ts';
import { formatMoney, formatMonth } from '../../lib/format.ts';
import { useDisplay } from '../../lib/display.ts';
import { memo } from 'react';
import { CardFrame, type CardProps } from './CardFrame.tsx';
import { offeredBedrooms, phaseLabel, typeLabel } from './project-fields.tsx';

/**
 * A new project, linked to its own page: developer, delivery date, construction phase, starting price, bedrooms offered.
 * Its name, developer and place are the data's: not translated, in their own direction.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  from,
  ...card
}: {
  project: NewProject;
  /** The search this card is a result of: the project's page finds its record there again. */
  from: ProjectSearch;
} & CardProps) {
  const { t } = useTranslation();
  const id = project.listing_id;
  const display = useDisplay();
  return (
    <CardFrame id={id} testId="project-card" image={project.images[0]} fallbackText={project.name} {...card}>
      <h3 className="text-base font-semibold text-slate-900">
        <Link to="/new-projects/$projectId" params={{ projectId: id }} search={from} className="hover:underline" translate="no" dir="auto">
          {project.name}
        </Link>
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
