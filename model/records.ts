/** A record with one entry per key, each made from its key: typed by its keys, written once. */
export function fromKeys<K extends string, T>(keys: readonly K[], value: (key: K) => T): Record<K, T> {
  // Object.fromEntries types its result by string; every key of K is given a value here.
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, T>;
}

/** A field of data read from a file before its schema is applied: unknown until checked. */
export function fieldOf(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null ? Reflect.get(data, key) : undefined;
}
