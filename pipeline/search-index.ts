/** The one adapter around Pagefind: indexes the blog posts of a built tree, per language. */
import path from 'node:path';
import * as pagefind from 'pagefind';

export interface SearchIndexReport {
  pages: number;
}

// Pagefind runs one service per process: index one tree at a time.
let queue: Promise<unknown> = Promise.resolve();

/** Indexes `dir` (only elements marked data-pagefind-body) into `dir`/pagefind/. */
export function indexSearch(dir: string): Promise<SearchIndexReport> {
  const next = queue.then(() => indexNow(dir));
  queue = next.catch(() => undefined);
  return next;
}

async function indexNow(dir: string): Promise<SearchIndexReport> {
  const { index, errors } = await pagefind.createIndex({ keepIndexUrl: false, verbose: false });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: dir, glob: '**/blog/**/*.html' });
    if (added.errors.length) throw new Error(`Pagefind could not index the blog: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return { pages: added.page_count };
  } finally {
    await pagefind.close();
  }
}
