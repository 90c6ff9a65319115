/**
 * The mark on `#root` while it holds the page's first view as the server drew it
 * (src/prerender.tsx, server/plugins/first-view.ts); the app takes it off when it has drawn the
 * page in its place (src/main.tsx), so a tool (the end-to-end tests) can wait for a page that
 * answers its controls.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/**
 * The screens a first view is drawn for, by the width it assumes (a page's layout switches at
 * 640, 768 and 1024 px): the server knows only whether the browser says it is a phone's.
 */
export const VIEW_WIDTHS = { phone: 390, wide: 1280 } as const;
export type ViewScreen = keyof typeof VIEW_WIDTHS;
