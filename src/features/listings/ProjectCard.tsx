import type { NewProject } from '../../contract/index.ts';
import { labelOf } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { bedroomLabel, formatMoney, formatMonth } from '../../lib/format.ts';
import { useDisplay } from '../../lib/display.ts';
import { memo } from 'react';
import { cardClass, highlightHandlers, type HighlightProps } from './card-highlight.ts';

/** Bedrooms a project offers, e.g. "Studio, 1, 2, 3 beds". */
function offeredBedrooms(bedrooms: number[]): string {
  if (!bedrooms.length) return '—';
  const sorted = [...new Set(bedrooms)].sort((a, b) => a - b);
  const onlyStudio = sorted.length === 1 && sorted[0] === 0;
  return `${sorted.map(bedroomLabel).join(', ')}${onlyStudio ? '' : ' beds'}`;
}

/** A new project: developer, delivery date, construction phase, starting price, bedrooms offered. */
export const ProjectCard = memo(function ProjectCard({
  project,
  active,
  onActive,
  priority = false,
}: { project: NewProject; /** The first result: its photo is the page's largest paint. */ priority?: boolean } & HighlightProps) {
  const id = project.listing_id;
  const display = useDisplay();
  return (
    <article className={cardClass(active)} data-testid="project-card" data-id={id} {...highlightHandlers(id, onActive)}>
      <Img src={project.images[0]} alt="" priority={priority} fallbackText={project.name} className="h-44 w-full object-cover" />
      <div className="space-y-1 p-3">
        <h3 className="text-base font-semibold text-slate-900">{project.name}</h3>
        <p className="text-sm text-slate-700" data-testid="price">
          Starting price <span className="font-semibold">{formatMoney(project.effective_price ?? project.price_from, display)}</span>
          {project.price_from && project.effective_price && project.price_from > project.effective_price && (
            <span className="ms-1 text-xs text-slate-500 line-through" title="Launch price">
              {formatMoney(project.price_from, display)}
            </span>
          )}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
          <dt>Developer</dt>
          <dd className="font-medium text-slate-800" data-testid="developer">
            {project.developer_name ?? '—'}
          </dd>
          <dt>Delivery</dt>
          <dd data-testid="delivery">{formatMonth(project.delivery_date)}</dd>
          <dt>Phase</dt>
          <dd data-testid="phase">{project.construction_phase ? labelOf(project.construction_phase) : '—'}</dd>
          <dt>Bedrooms</dt>
          <dd data-testid="beds">{offeredBedrooms(project.bedrooms)}</dd>
          {project.property_type && (
            <>
              <dt>Type</dt>
              <dd>{labelOf(project.property_type)}</dd>
            </>
          )}
        </dl>
        <p className="truncate text-xs text-slate-500" data-testid="location">
          {project.location.full_name}
        </p>
      </div>
    </article>
  );
});
