/** A record with one entry per key, each made from its key: typed by its keys, written once. */
export function fromKeys<K extends string, T>(keys: readonly K[], value: (key: K) => T): Record<K, T> {
  // Object.fromEntries types its result by string; every key of K is given a value here.
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, T>;
}
