/**
 * The value cached under `key`, made by `make` the first time it is asked for. Callers cache
 * promises, so concurrent askers share one lookup or probe instead of starting their own.
 */
export function getOrCreate<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = make();
  cache.set(key, value);
  return value;
}
