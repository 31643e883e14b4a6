/** What a request's JSON holds, told apart by looking (it comes from the browser: nothing is taken on trust). */

/** An object with named values (not a list, not null). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `v` when it is such an object, else undefined. */
export const recordOf = (v: unknown): Record<string, unknown> | undefined => (isRecord(v) ? v : undefined);

/** The objects of a list (anything else in it left out); none when `v` is not a list. */
export const recordsOf = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** The string at `key` of an object, else undefined. */
export const stringAt = (v: Record<string, unknown> | undefined, key: string): string | undefined => {
  const s = v?.[key];
  return typeof s === 'string' ? s : undefined;
};
