/** Where the build reads and writes: the project's folders (languages and URL rules live in model/). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Paths {
  root: string;
  content: string;
  locales: string;
  public: string;
  dist: string;
  cache: string;
}

/** Folder layout; tests point it at fixtures and temporary folders. */
export function resolvePaths(root = ROOT, overrides: Partial<Paths> = {}): Paths {
  return {
    root,
    content: path.join(root, 'content'),
    locales: path.join(root, 'locales'),
    public: path.join(root, 'public'),
    dist: path.join(root, 'dist'),
    cache: path.join(root, '.cache'),
    ...overrides,
  };
}
