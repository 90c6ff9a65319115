/**
 * Where a page shows a map: loads the Leaflet chunk only when rendered, shows a placeholder
 * meanwhile, and puts a skip link before the map so keyboard users can pass its pins.
 */
import { Suspense, lazy, type ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { Skeleton } from '../states.tsx';
import { WhenNear } from '../WhenNear.tsx';

const ResultsMap = lazy(() => import('./ResultsMap.tsx'));
const PlaceMapLazy = lazy(() => import('./PlaceMap.tsx'));

type Props = ComponentProps<typeof ResultsMap> & {
  /** Id of the element after the map that the skip link moves focus to. */
  skipTo: string;
  skipLabel?: string;
};

export function MapPanel({ skipTo, skipLabel, className = '', ...map }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`relative ${className}`}>
      <a
        href={`#${skipTo}`}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(skipTo)?.focus();
        }}
        className="sr-only-focusable absolute inset-s-2 top-2 z-[1100] rounded bg-white px-3 py-2 text-sm font-medium shadow"
      >
        {skipLabel ?? t('widgets.map.skip')}
      </a>
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <ResultsMap {...map} />
      </Suspense>
    </div>
  );
}

/** One place's map (a listing's, a project's), drawn once it nears the viewport; its box keeps its size meanwhile. */
export function PlaceMap(props: ComponentProps<typeof PlaceMapLazy>) {
  return (
    <WhenNear placeholderClassName="h-full w-full">
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <PlaceMapLazy {...props} />
      </Suspense>
    </WhenNear>
  );
}
