/**
 * A file of the same kind as a new one, for the new one to be written like it (keep-format.ts):
 * the same name in a neighbouring folder (another post's index.pt.md beside a new post's), or
 * else a file of the same folder with the same endings (a partner's .yaml). The first by name,
 * so the same save always writes the same text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { keepFormat } from './keep-format';

async function siblingText(root: string, file: string): Promise<string | undefined> {
  const rel = path.posix.normalize(file.replace(/\\/g, '/'));
  const dir = path.posix.dirname(rel);
  const name = path.posix.basename(rel);
  const parent = path.posix.dirname(dir);
  const entries = async (d: string) =>
    (await fs.readdir(path.join(root, d), { withFileTypes: true }).catch(() => [])).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
  // "index.pt.md" -> ".pt.md", "clinica-x.yaml" -> ".yaml"
  const endings = name.slice(name.indexOf('.'));
  const candidates = [
    ...(await entries(parent))
      .filter((e) => e.isDirectory() && e.name !== path.posix.basename(dir))
      .map((e) => path.posix.join(parent, e.name, name)),
    ...(await entries(dir))
      .filter((e) => e.isFile() && e.name !== name && e.name.slice(e.name.indexOf('.')) === endings)
      .map((e) => path.posix.join(dir, e.name)),
  ];
  for (const c of candidates) {
    const text = await fs.readFile(path.join(root, c), 'utf8').catch(() => undefined);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** keepFormat for a save under `root`: a new file (no `previous`) is written like its sibling. */
export async function keepFormatAt(
  root: string,
  file: string,
  previous: string | undefined,
  next: string,
): Promise<string> {
  return keepFormat(file, previous, next, previous === undefined ? await siblingText(root, file) : undefined);
}
