/**
 * The one adapter around Pagefind: the blog's search index, per language, built from the
 * site model rather than from files on disk. Each post is given to Pagefind as a small HTML
 * document (its title, summary and text, as on the page) so indexing does not re-read and
 * re-parse thousands of full pages, can run while the pages render, and is skipped when no
 * post's text changed.
 */
import { createHash } from 'node:crypto';
import type { Route } from './routes';
import type { Site } from './validate';
import type { RenderedContent } from './render-content';
import type { OutputFile } from './images';

export interface SearchDocument {
  url: string;
  html: string;
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the search indexes: every blog post page, in its language. */
export function searchDocuments(routes: readonly Route[], site: Site, content: RenderedContent): SearchDocument[] {
  return routes
    .filter((r) => r.template === 'blog-post')
    .map((r) => {
      const doc = site.pages.posts[r.props.slug ?? '']?.[r.lang];
      const prose = doc ? (content.docs.get(doc.file)?.html ?? '') : '';
      const title = escapeHtml(doc?.front.title ?? '');
      const lead = escapeHtml(doc?.front.description ?? '');
      return { url: r.url, html: `<!DOCTYPE html><html lang="${r.htmlLang}"><head><title>${title}</title></head><body><article data-pagefind-body><h1>${title}</h1><p>${lead}</p>${prose}</article></body></html>` };
    });
}

/** Same documents, same fingerprint: an unchanged blog is not indexed again. */
export function searchFingerprint(docs: readonly SearchDocument[]): string {
  const h = createHash('sha1');
  for (const d of docs) h.update(d.url).update('\0').update(d.html).update('\0');
  return h.digest('hex');
}

// Pagefind runs one service per process: build one index at a time.
let queue: Promise<unknown> = Promise.resolve();

/** The index's files (under pagefind/), ready to be written with the pages. */
export function buildSearchIndex(docs: readonly SearchDocument[]): Promise<OutputFile[]> {
  const next = queue.then(() => indexNow(docs));
  queue = next.catch(() => undefined);
  return next;
}

async function indexNow(docs: readonly SearchDocument[]): Promise<OutputFile[]> {
  if (docs.length === 0) return [];
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ keepIndexUrl: false, verbose: false });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await Promise.all(docs.map((d) => index.addHTMLFile({ url: d.url, content: d.html })));
    const failed = added.flatMap((a, i) => a.errors.map((e) => `${docs[i]!.url}: ${e}`));
    if (failed.length) throw new Error(`Pagefind could not index the blog: ${failed.join('; ')}`);
    const got = await index.getFiles();
    if (got.errors.length) throw new Error(`Pagefind could not write its index: ${got.errors.join('; ')}`);
    return got.files.map((f) => ({ outputPath: `pagefind/${f.path.replace(/^\/+/, '')}`, bytes: f.content })).sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  } finally {
    await pagefind.close();
  }
}
