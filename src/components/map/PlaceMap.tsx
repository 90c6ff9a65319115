/** A small map of one place (the details page), on the same offline basemap. Lazy chunk. */
import { useEffect, useRef } from 'react';
import { L, createBaseMap, pinIcon } from './leaflet-base.ts';
import type { MapPoint } from './points.ts';

export default function PlaceMap({ point, label, className = '' }: { point: MapPoint; label: string; className?: string }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const m = createBaseMap(el.current!, label);
    m.getContainer().classList.add('results-map');
    // The pin names itself (its price and title, the title marked as data); the map's label names the place.
    L.marker([point.lat, point.lon], { icon: pinIcon(point), keyboard: false }).addTo(m);
    m.setView([point.lat, point.lon], 14);
    return () => void m.remove();
  }, [point, label]);
  return <div ref={el} className={`h-full w-full ${className}`} data-testid="place-map" />;
}
