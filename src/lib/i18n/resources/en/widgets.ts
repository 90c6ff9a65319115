/** English: the words of the pieces pages beyond the home page share, which the frame does not show: the stale-data notice, the filter sheet's frame, an agent's contact, the super agent badge, a list's page count, a chart's frame, the map's controls and popups (src/components). Arabic has the same keys in `../ar/widgets.ts`. */
export const widgets = {
  stale: {
    revalidating: 'Data as of {{time}}; fresher data is on its way.',
    upstreamBudget: "Data as of {{time}}; it is not refreshed now, to save our data provider's daily budget.",
    failing: 'Data as of {{time}}; our data provider is not answering.',
  },
  filters: {
    title: 'Filters',
    withCount: '{{title}} ({{count, num}})',
    showResults: 'Show results',
    /** The folded filters on a wide screen: the button that shows or hides the form. */
    show: 'Edit filters',
    hide: 'Hide filters',
  },
  /** Call, WhatsApp and email actions (components/ContactActions.tsx, AgentContact.tsx); `name` is the data's. */
  contact: {
    phone: 'Phone',
    email: 'Email',
    ways: 'Ways to reach {{name}}',
    call: 'Call',
    callWho: 'Call {{name}}',
    whatsapp: 'WhatsApp',
    whatsappWho: 'WhatsApp {{name}} (opens in a new tab)',
    emailAction: 'Email',
    emailWho: 'Email {{name}}',
    /** Looking an agent up in the detailed agents directory (AgentContact.tsx). */
    find: 'Find their phone number',
    findHint: 'Looks for <name>{{name}}</name> in the agents directory of this place.',
    looking: 'Looking for <name>{{name}}</name> in the agents directory…',
    notAmong: '<name>{{name}}</name> is not among the first {{seen, num}} agents of the directory for <name>{{place}}</name>.',
    notAmongHere: '<name>{{name}}</name> is not among the first {{seen, num}} agents of the directory for this place.',
    noPlace: 'The agents directory of this place could not be found.',
    lookFurther: 'Look further in the directory',
    plan: 'Agents’ phone numbers come from a directory our data plan does not include.',
    noNumber: 'The agents directory gives no phone number for <name>{{name}}</name>.',
    viaListing: 'To call or message <name>{{name}}</name>, use the listing’s public page:',
    viaListings: 'To call or message <name>{{name}}</name>, open one of their listings below and its public listing page.',
    what: 'the agent’s phone number',
  },
  superAgent: {
    label: 'SuperAgent',
    title: 'SuperAgent: a top-rated agent on the portal',
  },
  /** How many on a page and what is known of the pages after it (components/page-count.ts); `counted`: "3 agents". */
  pageCount: {
    all: '{{counted}}: all there are.',
    last: '{{counted}} on page {{page, num}}, the last page.',
    more: '{{counted}} on page {{page, num}}; more on the next pages.',
    onPage: '{{counted}} on page {{page, num}}.',
  },
  charts: {
    showTable: 'Show table',
    hideTable: 'Hide table',
    noData: 'No data to chart.',
    tableLabel: '{{caption}}: table',
    fewPoints_one: 'Only one {{noun}} of data: too few to draw a line, so here are the figures.',
    fewPoints_other: 'Only {{count, num}} {{noun}} of data: too few to draw a line, so here are the figures.',
  },
  map: {
    /** Over the search map: the places in its view become the search. */
    searchArea: 'Search this area',
    skip: 'Skip the map',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    closePopup: 'Close popup',
    credit: '© OpenStreetMap contributors · Natural Earth',
    tiles: 'Map tiles',
    cluster_one: 'Group of {{count, num}} result; press Enter to zoom in',
    cluster_other: 'Group of {{count, num}} results; press Enter to zoom in',
    approximate_one: '{{count, num}} pin at approximate positions',
    approximate_other: '{{count, num}} pins at approximate positions',
    viewDetails: 'View details',
    save: 'Save listing',
    saved: 'Saved',
    /** A pin whose price is hidden or missing (the popup says "Price on request"). */
    ask: 'Ask',
    /** What a pin appends to a rent: the period, shortest form. */
    per: { yearly: '/yr', monthly: '/mo', weekly: '/wk', daily: '/day' },
  },
};
