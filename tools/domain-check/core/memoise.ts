/**
 * The value cached under `key`, made by `make` the first time it is asked for. Callers cache
 * promises, so concurrent askers share one lookup or probe instead of starting their own. A cached
 * promise is marked handled (see `awaitedLater`).
 */
export function getOrCreate<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = make();
  cache.set(key, value);
  if (value instanceof Promise) void awaitedLater(value);
  return value;
}

/**
 * Marks a shared promise as handled and returns it. Facts are started early and shared (a prefetch
 * some check may never await): if one rejects, which only a bug in domain-check can make happen,
 * the rejection must reach the checks that await it (CHECK_CRASHED) rather than end the process as
 * an unhandled rejection. Every awaiting caller still sees the rejection.
 */
export function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
