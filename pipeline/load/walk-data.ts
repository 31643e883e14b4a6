/** Every string in a parsed YAML or JSON value, with the keys and indices that lead to it. */

export interface WalkStringsOptions {
  /** Only the strings somewhere below a key of this name (a language: `en: ...`); every string when not given. */
  under?: string | undefined;
  /** Object keys whose whole value is passed over. */
  skip?: (key: string) => boolean;
}

/**
 * Calls `visit` for each string, depth first in the order arrays and objects hold them. Each
 * call gets a path of its own: callers keep it (positions are found only when reported).
 */
export function walkStrings(
  value: unknown,
  visit: (text: string, path: readonly (string | number)[]) => void,
  options: WalkStringsOptions = {},
): void {
  const { under, skip } = options;
  const walk = (v: unknown, path: (string | number)[], inside: boolean): void => {
    if (typeof v === 'string') {
      if (inside) visit(v, path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        walk(item, [...path, i], inside);
      });
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (skip?.(k)) continue;
        walk(item, [...path, k], inside || k === under);
      }
    }
  };
  walk(value, [], under === undefined);
}
