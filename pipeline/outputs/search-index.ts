/**
 * The one adapter around Pagefind: the blog's search index, per language, built from the
 * site model rather than from files on disk. Each post is given to Pagefind as a small HTML
 * document (its title, summary and text, as on the page) so indexing does not re-read and
 * re-parse thousands of full pages, can run while the pages render, and is skipped when no
 * post's text changed.
 *
 * A large blog is split into shards so that one edited post re-indexes a couple of hundred
 * posts, not thousands (Pagefind's time grows with the posts it indexes; publishing an edit
 * waits for it): a language with more than SHARD_POSTS posts spreads them by a hash of their
 * address over ceil(n / SHARD_POSTS) shards. Shard 0 of every language is the main index at
 * /pagefind/ (with Pagefind's code); each other shard is an index of one language at
 * /pagefind/shards/LANG-I/, listed in /pagefind/shards.js, which the search merges in
 * the browser. A site with fewer posts has the main index only.
 */
import { createHash } from 'node:crypto';
import type { Route } from '../routes/routes';
import type { Site } from '../../model/site';
import type { RenderedContent } from '../content/content';
import type { OutputFile } from '../images/images';
import type { Lang } from '../../model/languages';
import type { OutputPart } from './write';

/**
 * One post as the search reads it: its address and language, and the texts its small HTML
 * document is made of (made only for the shards indexed again; the others are told apart by
 * these texts alone).
 */
export interface SearchDocument {
  url: string;
  lang: Lang;
  /** The page's <html lang> (pt-BR for pt). */
  htmlLang?: string;
  /** Title and summary, escaped for HTML. */
  title: string;
  lead: string;
  /** The post's text, as on the page (HTML). */
  prose: string;
}

/** The small HTML document Pagefind indexes for a post. */
const searchHtml = (d: SearchDocument): string =>
  `<!DOCTYPE html><html lang="${d.htmlLang ?? d.lang}"><head><title>${d.title}</title></head><body><article data-pagefind-body><h1>${d.title}</h1><p>${d.lead}</p>${d.prose}</article></body></html>`;

/**
 * About how many posts of one language a shard holds: fewer re-index faster after an edit,
 * more mean fewer indexes for the search page to merge (one per shard of its language).
 */
export const SHARD_POSTS = 200;
/** A module (the search imports it like Pagefind itself, so islands never fetch). */
export const SHARDS_MANIFEST = 'pagefind/shards.js';

export interface SearchShard {
  /** "main", or "pt-1" for shard 1 of the Portuguese posts. */
  name: string;
  docs: SearchDocument[];
  /** Same documents, same key: an unchanged shard is not indexed again. */
  key: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the search indexes: every blog post page, in its language. */
export function searchDocuments(routes: readonly Route[], site: Site, content: RenderedContent): SearchDocument[] {
  return routes
    .filter((r) => r.template === 'blog-post')
    .map((r) => {
      const doc = site.pages.posts[r.props.slug ?? '']?.[r.lang];
      return {
        url: r.url,
        lang: r.lang,
        htmlLang: r.htmlLang,
        title: escapeHtml(doc?.front.title ?? ''),
        lead: escapeHtml(doc?.front.description ?? ''),
        prose: doc ? (content.docs.get(doc.file)?.html ?? '') : '',
      };
    });
}

// Taken from the parts, not the document made of them: making thousands of documents only to
// tell the shards apart was most of a one-post build's search time.
function fingerprint(docs: readonly SearchDocument[]): string {
  const h = createHash('sha1');
  for (const d of docs)
    h.update(d.url)
      .update('\0')
      .update(d.htmlLang ?? d.lang)
      .update('\0')
      .update(d.title)
      .update('\0')
      .update(d.lead)
      .update('\0')
      .update(d.prose)
      .update('\0');
  return h.digest('hex');
}

/** The documents split into shards (see above), main first, then by name. */
export function searchShards(docs: readonly SearchDocument[], shardPosts = SHARD_POSTS): SearchShard[] {
  const count = new Map<Lang, number>();
  for (const d of docs) count.set(d.lang, (count.get(d.lang) ?? 0) + 1);
  const byName = new Map<string, SearchDocument[]>();
  for (const d of docs) {
    const shards = Math.max(1, Math.ceil((count.get(d.lang) ?? 0) / shardPosts));
    const i =
      shards === 1 ? 0 : Number.parseInt(createHash('sha1').update(d.url).digest('hex').slice(0, 8), 16) % shards;
    const name = i === 0 ? 'main' : `${d.lang}-${i}`;
    const list = byName.get(name);
    if (list) list.push(d);
    else byName.set(name, [d]);
  }
  return [...byName]
    .sort(([a], [b]) => (a === 'main' ? -1 : b === 'main' ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([name, list]) => ({ name, docs: list, key: fingerprint(list) }));
}

/** The folder of a shard's index in dist/. */
export const shardDir = (name: string): string => (name === 'main' ? 'pagefind/' : `pagefind/shards/${name}/`);

/** Which shard a file of dist/ belongs to (undefined: not an index file, or the manifest). */
export function shardOf(outputPath: string): string | undefined {
  if (outputPath === SHARDS_MANIFEST || !outputPath.startsWith('pagefind/')) return undefined;
  const m = /^pagefind\/shards\/([^/]+)\//.exec(outputPath);
  return m ? m[1] : 'main';
}

/** Per language, the addresses of its shards besides the main index (what the search merges). */
function manifest(shards: readonly SearchShard[]): OutputFile {
  const out: Partial<Record<Lang, string[]>> = {};
  for (const s of shards) {
    if (s.name === 'main') continue;
    const lang = s.docs[0]!.lang;
    (out[lang] ??= []).push(`/${shardDir(s.name)}`);
  }
  return { outputPath: SHARDS_MANIFEST, bytes: new TextEncoder().encode(`export default ${JSON.stringify(out)};\n`) };
}

// A merged shard needs only its index data: Pagefind's code and WebAssembly come from the main one.
const INDEX_DATA = /^(pagefind-entry\.json|[^/]+\.pf_meta|(index|fragment|filter)\/.*)$/;

/** Which shards to index again: those whose posts changed since `before` (all, from an empty state), and those gone. */
export interface SearchPlan {
  shards: SearchShard[];
  redo: SearchShard[];
  /** Per shard, the fingerprint of its posts: the state to record once indexed. */
  keys: Record<string, string>;
  /** The shards whose files in dist/ are replaced (or, gone, removed). */
  owners: ReadonlySet<string>;
}

export function planSearch(
  docs: readonly SearchDocument[],
  before: Readonly<Record<string, string>>,
  shardPosts?: number,
): SearchPlan {
  const shards = searchShards(docs, shardPosts);
  const redo = shards.filter((s) => before[s.name] !== s.key);
  const gone = Object.keys(before).filter((name) => !shards.some((s) => s.name === name));
  return {
    shards,
    redo,
    keys: Object.fromEntries(shards.map((s) => [s.name, s.key])),
    owners: new Set([...redo.map((s) => s.name), ...gone]),
  };
}

/** The index files as the search part of dist/: the shards of the plan replaced, the others kept. */
export function searchPart(plan: SearchPlan, files: readonly OutputFile[]): OutputPart {
  return {
    name: 'search',
    files,
    keeps: (file) => {
      const shard = shardOf(file);
      return shard !== undefined && !plan.owners.has(shard);
    },
  };
}

type Pagefind = typeof import('pagefind');
type PagefindIndex = NonNullable<Awaited<ReturnType<Pagefind['createIndex']>>['index']>;
const INDEX_OPTIONS = { keepIndexUrl: false, verbose: false } as const;

/**
 * Pagefind started before the search is planned: its module loaded, its process running and
 * one index open. The first shard's posts then go out the moment the plan is known, and
 * Pagefind indexes them on the other core while this process renders; without it, loading
 * the module waited for the rendering to finish.
 */
export interface WarmSearch {
  /** The module and an open index; undefined when Pagefind did not start (the search starts it again and reports why). */
  ready: Promise<{ pagefind: Pagefind; index?: PagefindIndex } | undefined>;
  /** Settles once Pagefind is closed: after the search that used it, or when let go. */
  settled: Promise<void>;
  /** Closes Pagefind (the index unused, or used and read). Safe to call more than once. */
  release(): Promise<void>;
}

/** Starts Pagefind once `after` settles (an earlier search of this process closes the shared service). */
export function warmSearch(after: Promise<unknown>): WarmSearch {
  const ready = after.then(async () => {
    try {
      const pagefind = await import('pagefind');
      const { index } = await pagefind.createIndex(INDEX_OPTIONS);
      return { pagefind, index };
    } catch {
      return undefined;
    }
  });
  let closing: Promise<void> | undefined;
  const release = (): Promise<void> =>
    (closing ??= ready.then(async (warm) => {
      await warm?.pagefind.close();
    }));
  let settle = (): void => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return {
    ready,
    settled,
    release: () => release().finally(settle),
  };
}

/**
 * The index files of the shards in `redo` (all of `shards` in a full build), ready to be
 * written with the pages, and the manifest of every shard. Pagefind runs one service per
 * process, which close() stops: the caller runs one index at a time (BuildState.indexing).
 * A warm start (`warm`) is used for the first shard and closed at the end.
 */
export async function buildSearchIndex(
  shards: readonly SearchShard[],
  redo: readonly SearchShard[] = shards,
  warm?: WarmSearch,
): Promise<OutputFile[]> {
  const started = await warm?.ready;
  let pagefind: Pagefind | undefined;
  try {
    if (shards.length === 0) return [];
    const out: OutputFile[] = [manifest(shards)];
    if (redo.length === 0) return out;
    pagefind = started?.pagefind ?? (await import('pagefind'));
    const service = pagefind;
    const open = async (i: number): Promise<PagefindIndex> => {
      if (i === 0 && started?.index) return started.index;
      const { index, errors } = await service.createIndex(INDEX_OPTIONS);
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      return index;
    };
    const one = async (shard: SearchShard, index: PagefindIndex): Promise<OutputFile[]> => {
      // Posts and the request for the files go out together: Pagefind answers in order.
      const adding = Promise.all(shard.docs.map((d) => index.addHTMLFile({ url: d.url, content: searchHtml(d) })));
      const [added, got] = await Promise.all([adding, index.getFiles()]);
      const failed = added.flatMap((a, i) => a.errors.map((e) => `${shard.docs[i]!.url}: ${e}`));
      if (failed.length) throw new Error(`Pagefind could not index the blog: ${failed.join('; ')}`);
      if (got.errors.length) throw new Error(`Pagefind could not write its index: ${got.errors.join('; ')}`);
      await index.deleteIndex();
      const dir = shardDir(shard.name);
      return got.files
        .map((f) => ({ rel: f.path.replace(/^\/+/, ''), bytes: f.content }))
        .filter((f) => shard.name === 'main' || INDEX_DATA.test(f.rel))
        .map((f) => ({ outputPath: `${dir}${f.rel}`, bytes: f.bytes }));
    };
    // Pagefind's service works on the shards side by side.
    const indexes = await Promise.all(redo.map((_, i) => open(i)));
    out.push(...(await Promise.all(redo.map((shard, i) => one(shard, indexes[i]!)))).flat());
    return out.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  } finally {
    await pagefind?.close();
    await warm?.release();
  }
}
