/**
 * Where a page shows the market map: the Leaflet chunk loaded only when rendered, a placeholder
 * meanwhile, and a skip link past its circles (the table beside it holds the same figures).
 */
import { Suspense, lazy, type ComponentProps } from 'react';
import { Skeleton } from '../states.tsx';

const AreaMap = lazy(() => import('./AreaMap.tsx'));

export function AreaMapPanel({
  skipTo,
  skipLabel,
  className = '',
  ...map
}: ComponentProps<typeof AreaMap> & { skipTo: string; skipLabel: string }) {
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
        {skipLabel}
      </a>
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <AreaMap {...map} />
      </Suspense>
    </div>
  );
}
