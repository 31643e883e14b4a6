/** Every file below a folder, sorted, as absolute paths; none if the folder does not exist. */
import fs from 'node:fs/promises';
import { realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/**
 * `onSpecial`: told of each named pipe, socket or device, which is never listed (reading a pipe
 * waits forever for a writer: the build would hang without a word).
 */
export async function listFiles(
  dir: string,
  onLink?: (abs: string) => boolean,
  onSpecial?: (abs: string) => void,
): Promise<string[]> {
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
    const target = e.isSymbolicLink() ? statSync(abs) : e;
    if (target.isDirectory()) out.push(...(await listFiles(abs, onLink, onSpecial)));
    else if (target.isFile()) out.push(abs);
    else onSpecial?.(abs);
  }
  return out;
}

/**
 * Where a symbolic link leads, and whether that is inside `folder`: one rule for every input
 * folder (content/, locales/, public/), no link leaves the folder it is in (a build must not
 * publish /etc/passwd, nor the editor reach README.md through content/).
 */
export function linkTarget(abs: string, folder: string): { target: string; inside: boolean } {
  let target: string;
  try {
    target = realpathSync(abs);
  } catch {
    return { target: '(a file that does not exist)', inside: false };
  }
  const realFolder = realpathSync(folder);
  return { target, inside: target === realFolder || target.startsWith(realFolder + path.sep) };
}

/** The input folder `abs` belongs to, for linkTarget: the first of `folders` it is inside. */
export function inputFolderOf(abs: string, folders: readonly string[]): string | undefined {
  return folders.find((f) => abs === f || abs.startsWith(f + path.sep));
}

/** Whether something is at `abs` that is neither a file nor a folder (a named pipe, a socket, a device), following links. */
export function isSpecial(abs: string): boolean {
  try {
    const st = statSync(abs);
    return !st.isFile() && !st.isDirectory();
  } catch {
    return false;
  }
}

/** What a named pipe, socket or device is told instead of being read. */
export const SPECIAL_EXPECTED =
  'ordinary files and folders (this is a named pipe, socket or device, which cannot be read)';
