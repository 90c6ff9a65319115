/** A value made on first use, then kept: work a module would otherwise do as it loads. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
