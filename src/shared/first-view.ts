/**
 * The mark on `#root` while it holds the page's first view as the server drew it
 * (src/prerender.tsx, server/plugins/first-view.ts); the app takes it off when it has drawn the
 * page in its place (src/main.tsx), so a tool (the end-to-end tests) can wait for a page that
 * answers its controls.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/**
 * The screens a first view is drawn for, by the width it assumes: a page's layout changes at 640,
 * 768 and 1024 px, so one width on each side of each of those (narrowest first).
 */
export const VIEW_WIDTHS = { phone: 390, largePhone: 640, tablet: 768, laptop: 1024, wide: 1280 } as const;
export type ViewScreen = keyof typeof VIEW_WIDTHS;

/**
 * A page sent with its first view names the app's code in `<meta name="dar-start">` (the entry,
 * then the chunks the page needs) for src/boot.ts to ask for once the view has painted, in place of
 * a script and preloads the browser would fetch at once (server/plugins/start-after-paint.ts).
 */
export const START_META = 'dar-start';
