/**
 * Files of the project that the server reads at run time (the basemap under public/), found from
 * this module's own location. It sits one directory below the project root both as source
 * (`server/project-root.ts`) and compiled (bundled into `dist-server/*.js` by `npm run build`), so
 * the same relative step works under tsx, Vitest and the compiled server.
 */
const ROOT = new URL('../', import.meta.url);

/** A URL for a path relative to the project root (`public/geo/uae-basemap.json`). */
export const projectFile = (relative: string): URL => new URL(relative, ROOT);
