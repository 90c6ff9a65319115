/**
 * Code in a chunk of its own, fetched once for the page: `load` asks for it (the same promise to
 * every caller; asked again after a failure, as when the network dropped), `loaded` has it once it
 * is here, so a component can draw it at once.
 */
export function loadOnce<T>(fetch: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined } {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= fetch().then(
        (v) => (value = v),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      )),
    loaded: () => value,
  };
}
