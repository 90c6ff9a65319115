/**
 * The product's parts, in the order the header shows them. A part is current on its own path and
 * every path below `section` (default: its own path), e.g. Commercial on /commercial/rent too.
 */
export const NAV_ITEMS = [
  { to: '/buy', label: 'Buy' },
  { to: '/rent', label: 'Rent' },
  { to: '/commercial/buy', label: 'Commercial', section: '/commercial' },
  { to: '/new-projects', label: 'New projects' },
  { to: '/market', label: 'Market' },
  { to: '/agents', label: 'Agents' },
  { to: '/brokers', label: 'Brokers' },
  { to: '/developers', label: 'Developers' },
  { to: '/saved', label: 'Saved' },
] as const;

/** Whether a header item is the part of the product at `pathname`. */
export function isCurrentPart(item: { to: string; section?: string }, pathname: string): boolean {
  const base = (item.section ?? item.to).replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
