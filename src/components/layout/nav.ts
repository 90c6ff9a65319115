/**
 * The product's parts, in the order the header shows them. A part is current on its own path and
 * every path below `section` (default: its own path), e.g. Commercial on /commercial/rent too.
 * Each is named by its key under `shell.nav` in the language being read.
 */
export const NAV_ITEMS = [
  { to: '/buy', key: 'buy' },
  { to: '/rent', key: 'rent' },
  { to: '/commercial/buy', key: 'commercial', section: '/commercial' },
  { to: '/new-projects', key: 'newProjects' },
  { to: '/market', key: 'market' },
  { to: '/agents', key: 'agents' },
  { to: '/brokers', key: 'brokers' },
  { to: '/developers', key: 'developers' },
  { to: '/mortgage', key: 'mortgage' },
  { to: '/saved', key: 'saved' },
] as const;

/** Whether a header item is the part of the product at `pathname`. */
export function isCurrentPart(item: { to: string; section?: string }, pathname: string): boolean {
  const base = (item.section ?? item.to).replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
