/** A small map of one place (the details page), on the same offline basemap. Lazy chunk. */
import { useEffect, useRef } from 'react';
import { L, createBaseMap, pinIcon, removeMap } from './leaflet-base.ts';
import type { MapPoint } from './points.ts';

export default function PlaceMap({ point, label, className = '' }: { point: MapPoint; label: string; className?: string }) {
  const el = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker>(null);
  const { lat, lon } = point;
  // The map is made once per place: a new price label (another currency, the server's rates
  // arriving) only redraws the pin, never the whole map while it may still be drawing.
  useEffect(() => {
    const m = createBaseMap(el.current!, label);
    m.getContainer().classList.add('results-map');
    // An empty pin until the effect below draws it: Leaflet's default icon would fetch its images
    // (marker-icon.png, relative to the page, so a 404 on every listing).
    marker.current = L.marker([lat, lon], { keyboard: false, icon: L.divIcon({ className: 'map-pin', html: '' }) }).addTo(m);
    m.setView([lat, lon], 14);
    return () => {
      marker.current = null;
      removeMap(m);
    };
  }, [lat, lon, label]);
  // The pin names itself (its price and title, the title marked as data); the map's label names the place.
  useEffect(() => {
    marker.current?.setIcon(pinIcon(point));
  }, [point, lat, lon, label]);
  return <div ref={el} className={`h-full w-full ${className}`} data-testid="place-map" />;
}
