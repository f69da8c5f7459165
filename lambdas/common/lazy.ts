/**
 * A value made on first use and kept for the process: work a cold start may not need (loading and
 * evaluating an SDK client's modules) is done by the first request that needs it, once.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
