/** A record with one entry per key, each made from its key: typed by its keys, written once. */
export function fromKeys<K extends string, T>(keys: readonly K[], value: (key: K) => T): Record<K, T> {
  const out: Partial<Record<K, T>> = {};
  for (const k of keys) out[k] = value(k);
  if (!hasEvery(out, keys)) throw new Error('fromKeys: a key without its value');
  return out;
}

/** Whether every key has its entry: what makes a record filled key by key complete. */
function hasEvery<K extends string, T>(record: Partial<Record<K, T>>, keys: readonly K[]): record is Record<K, T> {
  return keys.every((k) => k in record);
}

/** A field of data read from a file before its schema is applied: unknown until checked. */
export function fieldOf(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null ? Reflect.get(data, key) : undefined;
}
