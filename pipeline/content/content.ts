/**
 * Stage content, between check and images: every checked Markdown body to HTML (check/ parsed
 * and checked it; this stage reports no content error) and the landing matrix expanded into pages.
 */
import fs from 'node:fs/promises';
import { writeFileAtomically } from '../write-file';
import path from 'node:path';
import type { RenderedMarkdown } from '../check/markdown';
import type { CheckedContent } from '../check/content';
import { expandLanding, type LandingPageData } from '../rules/landing';
import type { Route } from '../routes/routes';
import type { Site } from '../../model/site';
import { asciiJson, readCacheText } from '../cache/cache-text';

export interface RenderedContent {
  /** Markdown file (as editors see its path) -> HTML and its headings. */
  docs: Map<string, RenderedMarkdown>;
  landing: Map<string, LandingPageData>;
  /** The footer's list of every landing page, the same on every page: built once. */
  footerLinks: { href: string; label: string }[];
}

export interface MarkdownCache {
  entries: Map<string, RenderedMarkdown>;
  /** How many entries the copy on disk has (saved again only when it grew). */
  onDisk: number;
}

/** content's caches, kept in the build state between builds. */
export interface ContentCaches {
  /** Rendered Markdown by input key (also on disk, markdown-v*.json). */
  markdown: MarkdownCache;
}

export const newContentCaches = (): ContentCaches => ({
  markdown: { entries: new Map(), onDisk: 0 },
});

const CACHE_VERSION = 7;
const markdownFile = (cacheDir: string): string => path.join(cacheDir, `markdown-v${CACHE_VERSION}.jsonl`);

/**
 * remark is most of a build's time: what it rendered is kept by content hash, in the build
 * state and in the cache folder. An empty cache is filled from the folder's copy, a log of
 * [key, rendered] lines (a line cut short by a killed build is skipped).
 */
export async function loadMarkdown(cacheDir: string, md: MarkdownCache): Promise<void> {
  if (md.entries.size) return;
  let text: string;
  try {
    text = await readCacheText(markdownFile(cacheDir));
  } catch {
    return; // no cache yet
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const [k, v] = JSON.parse(line) as [string, RenderedMarkdown];
      md.entries.set(k, v);
    } catch {
      /* cut short */
    }
  }
  md.onDisk = md.entries.size;
}

/** Adds to the folder's copy what was rendered since it was read or written (a new one is written whole). */
export async function saveMarkdown(cacheDir: string, md: MarkdownCache): Promise<void> {
  const size = md.entries.size;
  if (size === md.onDisk) return;
  // New entries come last in the map's order.
  const added = [...md.entries]
    .slice(md.onDisk)
    .map((e) => `${asciiJson(e)}\n`)
    .join('');
  await fs.mkdir(cacheDir, { recursive: true });
  if (md.onDisk === 0) await writeFileAtomically(markdownFile(cacheDir), added);
  else await fs.appendFile(markdownFile(cacheDir), added);
  md.onDisk = size;
}

export async function renderContent(
  site: Site,
  routes: readonly Route[],
  checked: CheckedContent,
  caches: ContentCaches = newContentCaches(),
): Promise<RenderedContent> {
  const memo = caches.markdown.entries;
  const html = checked.batch ? await checked.batch.html() : [];
  const docs = new Map<string, RenderedMarkdown>();
  let next = 0;
  for (const [file, d] of checked.docs) {
    if (d.rendered) {
      docs.set(file, d.rendered);
      continue;
    }
    const out: RenderedMarkdown = { html: html[next++] ?? '', ...d.facts };
    memo.set(d.key, out);
    docs.set(file, out);
  }
  const landing = new Map(
    expandLanding(site.landing, { geo: site.facts.geo, district: site.facts.address.district }).map((p) => [p.slug, p]),
  );
  // No hover title: the link's text already names the page, and a title that says anything else misleads.
  const footerLinks = routes
    .filter((r) => r.template === 'landing')
    .map((r) => {
      const slug = `${r.props.service}-${r.props.place}`;
      return { href: r.url, label: landing.get(slug)?.h1 ?? slug };
    });
  return { docs, landing, footerLinks };
}
