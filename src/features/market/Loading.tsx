/** A part of a market view while it loads: a placeholder of its final height, announced by name. */
import { Skeleton } from '../../components/states.tsx';

export function Loading({ label, className }: { label: string; className: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <Skeleton className={className} />
    </div>
  );
}
