/**
 * What the sticky page header covers at the top of the window, and a margin: the page keeps what
 * it scrolls to, and what takes the keyboard's focus, below it (WCAG 2.4.11, focus not obscured).
 * The header is about 62 px tall on a wide screen and wraps to about 100 px on a 320 px phone, so
 * the figure follows it: the CSS variable the page's scroll padding reads (src/styles.css), and
 * `headerSpace()` for code that scrolls the window itself (the virtualized results).
 */
const HEADER_SPACE_VAR = '--header-space';
/** Below the header's lower edge, in px. */
const MARGIN = 16;
/** Until the header is measured (and on the server): a one-row header and the margin. */
let space = 88;

export const headerSpace = (): number => space;

/** Follow the header's height for as long as it is on the page; returns the stop. */
export function followHeader(header: HTMLElement): () => void {
  const root = document.documentElement;
  const observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? header.offsetHeight;
    space = Math.ceil(height) + MARGIN;
    root.style.setProperty(HEADER_SPACE_VAR, `${space}px`);
  });
  observer.observe(header);
  return () => observer.disconnect();
}
