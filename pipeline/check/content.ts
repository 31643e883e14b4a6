/**
 * Stage check, between routes and content: every Markdown body parsed and checked before
 * anything is rendered, its links against the route table (per language), its pictures, its
 * placeholders, its links to #anchors against the headings of the page they lead to. A body the
 * Markdown cache has was checked when it was rendered: its facts come from there.
 */
import { createHash } from 'node:crypto';
import { BuildFailed, type ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../../model/languages';
import { localizedPath } from '../../model/urls';
import type { MarkdownFacts, RenderedMarkdown } from './markdown';
import { checkMarkdownBatch, type CheckedBatch, type MarkdownJob, type ParsingAhead } from '../markdown-pool';
import type { Route } from '../routes/routes';
import { PAGE_KINDS, PAGE_TYPES, type AnyPages } from '../content-types';
import type { Site } from '../../model/site';
import type { ByLang, Doc } from '../validate/pages';
import { findOrphans } from './orphans';

/** One Markdown file checked: the key its rendering is kept by, and what checking it learnt. */
export interface CheckedDoc {
  key: string;
  facts: MarkdownFacts;
  /** Its rendering, when the Markdown cache has it. */
  rendered?: RenderedMarkdown;
}

export interface CheckedContent {
  /** Every Markdown file, in one order. */
  docs: Map<string, CheckedDoc>;
  /** The bodies the cache does not have, in the order of docs: their HTML is made by stage content. */
  batch?: CheckedBatch;
  /** Problems that do not stop the build (raw HTML left out). */
  warnings: ContentIssue[];
}

/** check's caches, kept in the build state between builds. */
export interface CheckCaches {
  /** Per document, the key of its last body, so an unchanged body is not hashed again. */
  markdownKeys: Map<string, { body: string; bodyLine: number; context: string; key: string }>;
  /** Per route table, each language's page list and its hash (links are checked against it). */
  pageLists: WeakMap<readonly Route[], PageList>;
}

export const newCheckCaches = (): CheckCaches => ({ markdownKeys: new Map(), pageLists: new WeakMap() });

function signature(set: ReadonlySet<string>): string {
  return createHash('sha1')
    .update([...set].sort().join('\n'))
    .digest('hex');
}

/** Every Markdown page's language versions with its address (without language prefix), as its kind declares it. */
function documentsByPath(site: Site): [string, ByLang<unknown>][] {
  const pages: AnyPages = site.pages;
  return PAGE_KINDS.flatMap((kind) =>
    Object.entries(pages[kind]).map(([slug, byLang]): [string, ByLang<unknown>] => [
      PAGE_TYPES[kind].url(slug),
      byLang,
    ]),
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
function checkAnchors(site: Site, docs: ReadonlyMap<string, CheckedDoc>): ContentIssue[] {
  // Each Markdown page by its address (without language prefix), as its kind declares it.
  const byPath = new Map(documentsByPath(site));
  const docAt = (lang: Lang, slug: string): Doc<unknown> | undefined => byPath.get(slug)?.[lang];
  const idsOf = (lang: Lang, slug: string): string[] | undefined => {
    const doc = docAt(lang, slug);
    return doc ? (docs.get(doc.file)?.facts.ids ?? []) : undefined;
  };
  const issues: ContentIssue[] = [];
  for (const [file, { facts: out }] of docs) {
    if (out.anchors.length === 0) continue;
    const named = /\/index\.([a-z]{2})\.md$/.exec(file)?.[1];
    const lang = named && isLang(named) ? named : DEFAULT_LANG;
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
function cacheKey(lang: Lang, doc: Doc<unknown>, context: string, keys: CheckCaches['markdownKeys']): string {
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
function pageList(routes: readonly Route[], lists: CheckCaches['pageLists']): PageList {
  const hit = lists.get(routes);
  if (hit) return hit;
  const slugsByLang = new Map<Lang, Set<string>>(LANGS.map((l) => [l, new Set<string>()]));
  for (const r of routes) {
    const prefix = localizedPath(r.lang);
    if (r.url.startsWith(prefix)) slugsByLang.get(r.lang)!.add(r.url.slice(prefix.length).replace(/\/$/, ''));
  }
  const list = { slugsByLang, sigs: new Map([...slugsByLang].map(([l, set]) => [l, signature(set)])) };
  lists.set(routes, list);
  return list;
}

export async function checkPages(
  site: Site,
  routes: readonly Route[],
  caches: CheckCaches = newCheckCaches(),
  rendered: (key: string) => RenderedMarkdown | undefined = () => undefined,
  /** Bodies being parsed ahead (parseAhead): their jobs go to that worker. */
  ahead?: ParsingAhead,
): Promise<CheckedContent> {
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
  const docs = new Map<string, CheckedDoc>();
  const imageKeys = [...site.images.keys()].sort();
  const misses: { job: MarkdownJob; key: string }[] = [];
  const varsJson = JSON.stringify(vars);
  for (const [pagePath, byLang] of documentsByPath(site)) {
    for (const lang of LANGS) {
      const doc = byLang[lang];
      if (!doc) continue;
      const key = cacheKey(lang, doc, `${pageSigs.get(lang)}\0${varsJson}\0${pagePath}`, caches.markdownKeys);
      // The pictures a body shows are all a rendering depends on of the set of pictures (its
      // markup names them by key): another picture added or changed leaves it as it was, and
      // one removed is checked again.
      const found = rendered(key);
      const hit = found?.images.every((k) => site.images.has(k)) ? found : undefined;
      // A miss's facts are filled in below, in this order.
      docs.set(doc.file, { key, facts: hit ?? NOT_YET, rendered: hit });
      if (!hit) misses.push({ key, job: { body: doc.body, file: doc.file, bodyLine: doc.bodyLine, lang, pagePath } });
    }
  }
  if (misses.length === 0) ahead?.dispose();
  const batch =
    misses.length === 0
      ? undefined
      : await checkMarkdownBatch(
          misses.map((m) => m.job),
          {
            pages: Object.fromEntries([...slugsByLang].map(([l, set]) => [l, [...set]])),
            fallback: [...(slugsByLang.get(DEFAULT_LANG) ?? [])],
            vars,
            newTabLabel: Object.fromEntries(LANGS.map((l) => [l, site.messages[l]['a11y.new_tab'] ?? ''])),
            images: imageKeys,
          },
          ahead,
        );
  misses.forEach(({ job }, i) => {
    const entry = docs.get(job.file);
    const facts = batch?.facts[i];
    if (entry && facts) entry.facts = facts;
  });
  const issues: ContentIssue[] = [...docs.values()].flatMap((d) => d.facts.issues);
  issues.push(...checkAnchors(site, docs), ...findOrphans(site));
  if (issues.some((i) => i.severity === 'error')) {
    batch?.dispose();
    throw new BuildFailed(issues);
  }
  return { docs, batch, warnings: issues };
}

/** A miss's place until its facts are back. */
const NOT_YET: MarkdownFacts = { headings: [], ids: [], anchors: [], images: [], minutes: 0, issues: [] };
