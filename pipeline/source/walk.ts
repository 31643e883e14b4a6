/** Every file below a folder, sorted, as absolute paths; none if the folder does not exist. */
import fs from 'node:fs/promises';
import { realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

export async function listFiles(dir: string, onLink?: (abs: string) => boolean): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const abs = path.join(dir, e.name);
    // A symbolic link is followed only when `onLink` allows it (see linkTarget).
    if (e.isSymbolicLink() && onLink?.(abs) !== true) continue;
    if (e.isSymbolicLink() ? statSync(abs).isDirectory() : e.isDirectory()) out.push(...(await listFiles(abs, onLink)));
    else out.push(abs);
  }
  return out;
}

/**
 * Where a symbolic link leads, and whether that is inside `root`: content/ may link within
 * the project, never to files outside it (a build must not publish /etc/passwd).
 */
export function linkTarget(abs: string, root: string): { target: string; inside: boolean } {
  let target: string;
  try {
    target = realpathSync(abs);
  } catch {
    return { target: '(a file that does not exist)', inside: false };
  }
  const realRoot = realpathSync(root);
  return { target, inside: target === realRoot || target.startsWith(realRoot + path.sep) };
}
