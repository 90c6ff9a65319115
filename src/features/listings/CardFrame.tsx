/** The frame both kinds of result card share: the article the map highlights, its photo, its body. */
import type { ReactNode } from 'react';
import { Img } from '../../components/Img.tsx';
import { cardClass, highlightHandlers, type HighlightProps } from './card-highlight.ts';

/** What a results list gives each card. */
export type CardProps = {
  /** The first result: its photo is the page's largest paint. */
  priority?: boolean;
} & HighlightProps;

interface Props extends CardProps {
  id: string;
  testId: 'listing-card' | 'project-card';
  image: string | undefined;
  /** Initials shown when the photo is missing. */
  fallbackText: string;
  /** Space for controls laid over the photo (`relative`). */
  className?: string;
  children: ReactNode;
}

export function CardFrame({ id, testId, image, fallbackText, className = '', active, onActive, priority = false, children }: Props) {
  return (
    <article className={`${className} ${cardClass(active)}`} data-testid={testId} data-id={id} {...highlightHandlers(id, onActive)}>
      <Img src={image} alt="" priority={priority} fallbackText={fallbackText} className="h-44 w-full object-cover" />
      <div className="space-y-1 p-3">{children}</div>
    </article>
  );
}
