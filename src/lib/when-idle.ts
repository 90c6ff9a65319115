/**
 * Run `run` after the page has drawn and the browser is idle (a second at most): for code a page
 * can draw without and the reader will soon want (the location box's combobox, a search's filter
 * form). Returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
