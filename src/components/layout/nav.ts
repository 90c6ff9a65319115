/** The product's parts, in the order the header shows them. */
export const NAV_ITEMS = [
  { to: '/buy', label: 'Buy' },
  { to: '/rent', label: 'Rent' },
  { to: '/commercial/buy', label: 'Commercial' },
  { to: '/new-projects', label: 'New projects' },
  { to: '/market', label: 'Market' },
  { to: '/agents', label: 'Agents' },
  { to: '/brokers', label: 'Brokers' },
  { to: '/developers', label: 'Developers' },
] as const;
