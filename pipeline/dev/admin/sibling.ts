/**
 * A file of the same kind as a new one, for the new one to be written like it (keep-format.ts):
 * the same name in a neighbouring folder (another post's index.pt.md beside a new post's), or
 * else a file of the same folder with the same endings (a partner's .yaml). The first by name,
 * so the same save always writes the same text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export async function siblingText(root: string, file: string): Promise<string | undefined> {
  const rel = path.posix.normalize(file.replace(/\\/g, '/'));
  const dir = path.posix.dirname(rel);
  const name = path.posix.basename(rel);
  const read = (p: string): Promise<string | undefined> =>
    fs.readFile(path.join(root, p), 'utf8').catch(() => undefined);
  const list = (d: string) => fs.readdir(path.join(root, d), { withFileTypes: true }).catch(() => []);
  const parent = path.posix.dirname(dir);
  for (const e of (await list(parent))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    if (e === path.posix.basename(dir)) continue;
    const text = await read(path.posix.join(parent, e, name));
    if (text !== undefined) return text;
  }
  // "index.pt.md" -> ".pt.md", "clinica-x.yaml" -> ".yaml"
  const endings = name.slice(name.indexOf('.'));
  for (const e of (await list(dir))
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort()) {
    if (e !== name && e.endsWith(endings) && e.indexOf('.') === e.length - endings.length) {
      const text = await read(path.posix.join(dir, e));
      if (text !== undefined) return text;
    }
  }
  return undefined;
}
