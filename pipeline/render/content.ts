/**
 * Between routes and render: every Markdown body to HTML (its links checked against the
 * route table, per language) and the landing matrix expanded into pages.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { writeFileAtomically } from '../write-file';
import path from 'node:path';
import { BuildFailed, type ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import type { RenderedMarkdown } from './markdown';
import { renderMarkdownBatch, type MarkdownJob } from './markdown-pool';
import { expandLanding, footerTitle, type LandingPageData } from '../rules/landing';
import type { Route } from '../routes/routes';
import { PAGE_KINDS, PAGE_TYPES } from '../content-types';
import type { Site } from '../validate/validate';
import type { ByLang, Doc } from '../validate/pages';

export interface RenderedContent {
  /** Markdown file (as editors see its path) -> HTML and its headings. */
  docs: Map<string, RenderedMarkdown>;
  landing: Map<string, LandingPageData>;
  /** The footer's list of every landing page, the same on every page: built once. */
  footerLinks: { href: string; label: string; title: string }[];
  /** Problems that do not stop the build (raw HTML left out). */
  warnings: ContentIssue[];
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
  /** Per document, the key of its last body, so an unchanged body is not hashed again. */
  markdownKeys: Map<string, { body: string; bodyLine: number; context: string; key: string }>;
  /** Per route table, each language's page list and its hash (links are checked against it). */
  pageLists: WeakMap<readonly Route[], PageList>;
}

export const newContentCaches = (): ContentCaches => ({
  markdown: { entries: new Map(), onDisk: 0 },
  markdownKeys: new Map(),
  pageLists: new WeakMap(),
});

const CACHE_VERSION = 6;
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
    text = await fs.readFile(markdownFile(cacheDir), 'utf8');
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
    .map((e) => `${JSON.stringify(e)}\n`)
    .join('');
  await fs.mkdir(cacheDir, { recursive: true });
  if (md.onDisk === 0) await writeFileAtomically(markdownFile(cacheDir), added);
  else await fs.appendFile(markdownFile(cacheDir), added);
  md.onDisk = size;
}

function signature(set: ReadonlySet<string>): string {
  return createHash('sha1')
    .update([...set].sort().join('\n'))
    .digest('hex');
}

/** Every Markdown page's language versions with its address (without language prefix), as its kind declares it. */
function documentsByPath(site: Site): [string, ByLang<unknown>][] {
  return PAGE_KINDS.flatMap((kind) =>
    Object.entries(site.pages[kind] as Record<string, ByLang<unknown>>).map(
      ([slug, byLang]): [string, ByLang<unknown>] => [PAGE_TYPES[kind].url(slug), byLang],
    ),
  );
}

/** Sections of the home page a link may point to (/#contato). */
export const HOME_ANCHORS = [
  'inicio',
  'sobre',
  'diferenciais',
  'tratamentos',
  'resultados',
  'alinhadores',
  'clinica',
  'indica-ai',
  'equipe',
  'depoimentos',
  'faq',
  'parcerias',
  'contato',
];

/** A link to /page/#anchor must name a heading of that page (or a section of home). */
function checkAnchors(site: Site, docs: Map<string, RenderedMarkdown>): ContentIssue[] {
  // Each Markdown page by its address (without language prefix), as its kind declares it.
  const byPath = new Map(documentsByPath(site));
  const docAt = (lang: string, slug: string): Doc<unknown> | undefined => byPath.get(slug)?.[lang as Lang];
  const idsOf = (lang: string, slug: string): string[] | undefined => {
    const doc = docAt(lang, slug);
    return doc ? (docs.get(doc.file)?.ids ?? []) : undefined;
  };
  const issues: ContentIssue[] = [];
  for (const [file, out] of docs) {
    if (out.anchors.length === 0) continue;
    const lang = /\/index\.([a-z]{2})\.md$/.exec(file)?.[1] ?? DEFAULT_LANG;
    for (const a of out.anchors) {
      // "#x" on its own page, "/#x" on the home page, "/slug/#x" on another page.
      const ids =
        a.slug === '' && a.url.startsWith('#')
          ? out.ids
          : a.slug === ''
            ? HOME_ANCHORS
            : (idsOf(lang, a.slug) ?? idsOf(DEFAULT_LANG, a.slug));
      if (!ids || ids.includes(a.hash)) continue;
      issues.push(makeIssue('ANCHOR_BROKEN', { url: a.url, hash: a.hash, ids }, file, { line: a.line, col: a.col }));
    }
  }
  return issues;
}

// Hashing thousands of unchanged bodies after every edit adds up: a body that is the same
// string as last time (an unchanged file) keeps its key.
function cacheKey(lang: Lang, doc: Doc<unknown>, context: string, keys: ContentCaches['markdownKeys']): string {
  const id = `${lang}\0${doc.file}`;
  const hit = keys.get(id);
  if (hit && hit.body === doc.body && hit.bodyLine === doc.bodyLine && hit.context === context) return hit.key;
  const key = createHash('sha1').update(`${lang}\0${doc.file}\0${doc.bodyLine}\0${context}\0${doc.body}`).digest('hex');
  keys.set(id, { body: doc.body, bodyLine: doc.bodyLine, context, key });
  return key;
}

/** Per language, the slugs that have a page, and a hash of them. */
export interface PageList {
  slugsByLang: Map<Lang, Set<string>>;
  sigs: Map<Lang, string>;
}

/** Per language, its page list and a hash of it (links are checked against it); once per route table. */
function pageList(routes: readonly Route[], lists: ContentCaches['pageLists']): PageList {
  const hit = lists.get(routes);
  if (hit) return hit;
  const slugsByLang = new Map<Lang, Set<string>>(LANGS.map((l) => [l, new Set<string>()]));
  for (const r of routes) {
    const prefix = r.lang === DEFAULT_LANG ? '/' : `/${r.lang}/`;
    if (r.url.startsWith(prefix)) slugsByLang.get(r.lang)!.add(r.url.slice(prefix.length).replace(/\/$/, ''));
  }
  const list = { slugsByLang, sigs: new Map([...slugsByLang].map(([l, set]) => [l, signature(set)])) };
  lists.set(routes, list);
  return list;
}

export async function renderContent(
  site: Site,
  routes: readonly Route[],
  caches: ContentCaches = newContentCaches(),
): Promise<RenderedContent> {
  const memo = caches.markdown.entries;
  // Links are checked against the page list: a different list means a different result.
  const { slugsByLang, sigs: pageSigs } = pageList(routes, caches.pageLists);
  const vars: Record<string, string> = {
    dpo_email: site.facts.dpo_email,
    dpo_name: site.facts.dpo_name,
    legal_name: site.facts.legal_name,
    hosting: site.facts.hosting,
    email: site.facts.email,
    name: site.facts.name,
  };
  const docs = new Map<string, RenderedMarkdown>();
  const issues: ContentIssue[] = [];
  const all = documentsByPath(site);
  const imageKeys = [...site.images.keys()].sort();
  const imageSig = signature(new Set(imageKeys));
  const order: string[] = [];
  const misses: { job: MarkdownJob; key: string }[] = [];
  const varsJson = JSON.stringify(vars);
  for (const [pagePath, byLang] of all) {
    for (const lang of LANGS) {
      const doc = byLang[lang] as Doc<unknown> | undefined;
      if (!doc) continue;
      const key = cacheKey(
        lang,
        doc,
        `${pageSigs.get(lang)}\0${varsJson}\0${imageSig}\0${pagePath}`,
        caches.markdownKeys,
      );
      const cached = memo.get(key);
      order.push(doc.file);
      if (cached) docs.set(doc.file, cached);
      else misses.push({ key, job: { body: doc.body, file: doc.file, bodyLine: doc.bodyLine, lang, pagePath } });
    }
  }
  const rendered =
    misses.length === 0
      ? []
      : await renderMarkdownBatch(
          misses.map((m) => m.job),
          {
            pages: Object.fromEntries([...slugsByLang].map(([l, set]) => [l, [...set]])),
            fallback: [...slugsByLang.get(DEFAULT_LANG)!],
            vars,
            newTabLabel: Object.fromEntries(LANGS.map((l) => [l, site.messages[l]['a11y.new_tab'] ?? ''])),
            images: imageKeys,
          },
        );
  misses.forEach(({ key, job }, i) => {
    const out = rendered[i]!;
    if (!out.issues.some((x) => x.severity === 'error')) memo.set(key, out);
    docs.set(job.file, out);
  });
  // One order, whichever were cached and whichever thread rendered them.
  const inOrder = new Map(order.map((f) => [f, docs.get(f)!]));
  docs.clear();
  for (const [f, out] of inOrder) {
    docs.set(f, out);
    issues.push(...out.issues);
  }
  issues.push(...checkAnchors(site, docs));
  const warnings = issues.filter((i) => i.severity === 'warning');
  if (issues.some((i) => i.severity === 'error')) throw new BuildFailed(issues);
  const landing = new Map(expandLanding(site.landing).map((p) => [p.slug, p]));
  // Portuguese treatment names, as the landing pages themselves are Portuguese.
  const names = site.home.treatments
    .filter((tr) => tr.route)
    .map((tr) => site.homeText.pt.treatments.cards[tr.key]?.title ?? tr.key);
  const footerLinks = routes
    .filter((r) => r.template === 'landing')
    .map((r) => {
      const slug = `${r.props.service}-${r.props.place}`;
      return { href: r.url, label: landing.get(slug)?.h1 ?? slug, title: footerTitle(slug, names) };
    });
  return { docs, landing, footerLinks, warnings };
}
