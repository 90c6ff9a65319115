import { formatNumber } from '../../lib/format.ts';

/** "165 properties" on a directory card; nothing when the service did not say. */
export function PropertiesCount({ count, className = '' }: { count: number | null | undefined; className?: string }) {
  if (count === null || count === undefined) return null;
  return (
    <p className={`text-sm font-medium text-slate-800 ${className}`} data-testid="properties-count">
      {formatNumber(count)} {count === 1 ? 'property' : 'properties'}
    </p>
  );
}
