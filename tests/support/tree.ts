/** Every file below a folder with the sha1 of its bytes, keyed by relative path. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';

export async function treeHashes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string): Promise<void> => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) await walk(abs);
      else
        out[path.relative(dir, abs)] = createHash('sha1')
          .update(await fs.readFile(abs))
          .digest('hex');
    }
  };
  await walk(dir);
  return out;
}

/** A tree without its .br and .gz copies: what watch mode's preview holds of a built site (it keeps none). */
export function withoutCopies(tree: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).filter(([file]) => !file.endsWith('.br') && !file.endsWith('.gz')));
}

/** The files two trees hold with other bytes, or that only one of them holds, sorted. */
export const differing = (a: Record<string, string>, b: Record<string, string>): string[] =>
  Object.keys({ ...a, ...b })
    .filter((k) => a[k] !== b[k])
    .sort();
