/** English: the frame and shared parts: header, navigation, footer, page titles, states (loading, empty, error), pager, location box, filters' common words, charts' frame, the map's controls and popups (src/components, src/routes, src/lib). Arabic has the same keys in `../ar/shell.ts`. */
export const shell = {};
