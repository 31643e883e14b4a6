/**
 * Each Markdown body parsed once and checked before anything is rendered: its internal links
 * against the route table (and prefixed for the page's language), its pictures against the
 * pictures there are, its placeholders against the known ones. The checked tree carries what
 * rendering needs (links resolved, external ones opening a new tab with rel noopener, level-2
 * headings with their anchors); content/markdown.ts turns it into HTML (raw HTML is dropped there).
 */
import { remark } from 'remark';
import { visit } from 'unist-util-visit';
import type { Heading, Html, Image, Root, Text, PhrasingContent } from 'mdast';
import { DEFAULT_LANG, HTML_LANG, LANGS, type Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { didYouMean, makeIssue } from '../error-catalog';
import { phoneE164 } from '../../model/phone';
import { localizedPath } from '../../model/urls';
import { pictureKey } from '../load/pictures';
import { readingMinutes } from '../rules/blog';
import { markdownLimitIssues } from './markdown-limits';

export interface MarkdownContext {
  lang: Lang;
  file: string;
  bodyLine: number;
  /** Slugs (without language prefix) that have a page in this language. */
  pages: ReadonlySet<string>;
  /** Portuguese slugs: a page missing in this language links to its Portuguese original. */
  fallback: ReadonlySet<string>;
  /** {{site.x}} placeholders an editor may use. */
  vars: Record<string, string>;
  newTabLabel: string;
  /** The page's own path without language prefix ("clareamento", "blog/x"): relative links resolve from it. */
  pagePath: string;
  /** Every picture under content/ ("images/blog/x.svg"): what a body image may show. */
  images: ReadonlySet<string>;
}

/** What checking a body learns: the facts pages, lists and the search index read, and its problems. */
export interface MarkdownFacts {
  headings: { id: string; text: string }[];
  /** Every heading id (levels 2 and 3), for checking links to #anchors. */
  ids: string[];
  /** Internal links with an #anchor, checked once every page is rendered. */
  anchors: { slug: string; hash: string; line: number; col: number; url: string }[];
  /** Pictures the body shows ("images/blog/x.svg"), to be processed with the others. */
  images: string[];
  /** Minutes to read the page (blog cards and posts show it). */
  minutes: number;
  issues: ContentIssue[];
}

/** A checked body: its facts, and its tree to render (none when it was refused before parsing). */
export interface CheckedMarkdown extends MarkdownFacts {
  tree?: Root;
}

/** A body rendered: its HTML beside what checking it learnt (the Markdown cache keeps these). */
export interface RenderedMarkdown extends MarkdownFacts {
  html: string;
}

export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      // An id must start with a letter: "1. Quem somos" -> "s1-quem-somos".
      .replace(/^(\d)/, 's$1')
  );
}

const plain = (nodes: readonly PhrasingContent[]): string =>
  nodes.map((n) => ('value' in n ? n.value : 'children' in n ? plain(n.children) : '')).join('');

interface FileData {
  ctx: MarkdownContext;
  issues: ContentIssue[];
  headings: RenderedMarkdown['headings'];
  ids: string[];
  anchors: RenderedMarkdown['anchors'];
  images: string[];
}

/** Checks a parsed body and resolves its links and pictures in the tree. */
function checkTree(tree: Root, data: FileData): void {
  {
    const { ctx, issues, headings, ids, anchors, images } = data;
    fillPlaceholders(tree, ctx.vars);
    // Ids are unique on the page: a second "## Cuidados" becomes cuidados-2, and "## Main"
    // cannot take the id of the page's main landmark (the skip link's target).
    const used = new Set(RESERVED_IDS);
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth !== 2 && node.depth !== 3) return;
      const text = plain(node.children);
      const id = uniqueId(slugify(text) || `section-${headings.length + 1}`, used);
      used.add(id);
      if (node.depth === 2) headings.push({ id, text });
      ids.push(id);
      node.data = { ...node.data, hProperties: { id } };
    });
    const at = (node: { position?: { start: { line: number; column: number } } }) => ({
      line: ctx.bodyLine + (node.position?.start.line ?? 1) - 1,
      col: node.position?.start.column ?? 1,
    });
    // Raw HTML is dropped by the sanitiser; say so, so an editor knows why it is missing.
    visit(tree, 'html', (node: Html) => {
      issues.push(makeIssue('RAW_HTML', { html: node.value }, ctx.file, at(node)));
    });
    // Link definitions ([x]: url) lead to the same places as inline links.
    visit(
      tree,
      (n) => n.type === 'link' || n.type === 'definition',
      (node) => {
        if (node.type !== 'link' && node.type !== 'definition') return;
        const url = node.url;
        const scheme = schemeOf(url);
        if (scheme === 'http') {
          issues.push(makeIssue('LINK_HTTP', { url }, ctx.file, at(node)));
          return;
        }
        // "//evil.example/" and "https:evil.example" lead wherever the browser takes them.
        const bare = url.replace(/[\t\n\r]/g, '').trimStart();
        if (/^[/\\]{2}/.test(bare) || (scheme === 'https' && !/^https:\/\/[^/\\]/i.test(bare))) {
          issues.push(makeIssue('LINK_INCOMPLETE', { url }, ctx.file, at(node)));
          return;
        }
        if (scheme && !LINK_SCHEMES.includes(scheme)) {
          issues.push(makeIssue('LINK_UNSAFE', { url, scheme: `${scheme}:` }, ctx.file, at(node)));
          return;
        }
        if (scheme === 'tel') {
          const e164 = phoneE164(decodeURIComponent(url.slice(4)));
          if (!e164) {
            issues.push(makeIssue('PHONE_LINK_INVALID', { url }, ctx.file, at(node)));
          } else node.url = `tel:${e164}`;
          return;
        }
        if (scheme === 'mailto') return;
        if (scheme || url.startsWith('//')) {
          if (node.type === 'link') {
            node.data = { ...node.data, hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] } };
            const label: Text = { type: 'text', value: ` (${ctx.newTabLabel})` };
            node.children.push(label);
          }
          return;
        }
        const [rawPath = '', hash] = url.split('#');
        // A relative address ("facetas/", "../facetas/") is read from the page's own address.
        const pathPart = rawPath && !rawPath.startsWith('/') ? resolveFrom(ctx, rawPath) : rawPath;
        const absolute = pathPart.startsWith('/') || (!rawPath && url.startsWith('#'));
        const slug = pathPart.replace(/^\/+|\/+$/g, '');
        if (hash && absolute) {
          anchors.push({ slug: url.startsWith('#') ? '' : slug, hash, ...at(node), url });
        }
        if (!pathPart.startsWith('/')) return;
        if (slug.startsWith('blog/') && !ctx.pages.has(slug) && ctx.fallback.has(slug)) {
          // A reader of a translation is not sent to a Portuguese post without knowing it.
          issues.push(
            makeIssue(
              'POST_NOT_TRANSLATED',
              { url, lang: ctx.lang, post: slug.slice('blog/'.length) },
              ctx.file,
              at(node),
            ),
          );
          return;
        }
        if (slug && !ctx.pages.has(slug) && ctx.fallback.has(slug)) {
          node.url = localizedPath(DEFAULT_LANG, slug) + (hash ? `#${hash}` : '');
          if (node.type === 'link') node.data = { ...node.data, hProperties: { hrefLang: HTML_LANG[DEFAULT_LANG] } };
          return;
        }
        if (slug && !ctx.pages.has(slug)) {
          issues.push(
            makeIssue(
              'LINK_BROKEN',
              { url, slug, from: rawPath.startsWith('/') ? undefined : ctx.pagePath },
              ctx.file,
              at(node),
            ),
          );
          return;
        }
        node.url = localizedPath(ctx.lang, slug) + (hash ? `#${hash}` : '');
      },
    );
    visit(tree, 'image', (node: Image) => {
      const url = node.url;
      const scheme = schemeOf(url);
      if (scheme === 'http' || scheme === 'https' || url.startsWith('//')) {
        issues.push(makeIssue('IMAGE_REMOTE', { url }, ctx.file, at(node)));
        return;
      }
      if (scheme) {
        issues.push(makeIssue('LINK_UNSAFE', { url, scheme: `${scheme}:` }, ctx.file, at(node)));
        return;
      }
      // A relative picture is beside the page's file (where the editor saves uploads).
      const key = safeDecode(pictureKey(ctx.file, url));
      if (!ctx.images.has(key)) {
        const keys = [...ctx.images];
        const suggestion = keys.find((k) => k.toLowerCase() === key.toLowerCase()) ?? didYouMean(key, keys);
        issues.push(makeIssue('IMAGE_MISSING', { image: url, suggestion }, ctx.file, at(node)));
        return;
      }
      if (!node.alt?.trim()) issues.push(makeIssue('IMAGE_ALT_MISSING', { image: url }, ctx.file, at(node)));
      // The picture is shown in its processed form (see Prose): the key travels in the markup.
      node.url = `/${key}`;
      images.push(key);
    });
  }
}

/**
 * Ids the page around a Markdown body already uses (tests/build/hardening.test.ts writes a
 * heading for every id a built page has outside its body and expects no duplicate).
 */
export const RESERVED_IDS = [
  'main',
  'mobile-drawer',
  'booking-title',
  'call-title',
  'controller-title',
  'cookie-title',
  'faq',
  'faq-title',
  'footer-info-title',
  'footer-urgent-title',
  'related-posts',
  'related-title',
  'risks-title',
  'riscos',
  'summary-title',
  'chegar',
  'depoimento',
  'urgent-title',
  'blog-search-input',
  'nf-title',
  'nf-languages',
  // The header's urgent-care shortcut lands on the footer's block (templates/ui/UrgentCare.tsx).
  'urgencia',
  // The preview's switch that hides its mark (templates/document/PreviewMark.tsx).
  'sem-previa',
];
/** Ids islands and the header generate (a FAQ question's is faq-<id>). No id starting with "s-" matches it (see uniqueId). */
export const RESERVED_ID = /^(nav-menu-\d+|i\d+-.*|faq-.+)$/;

/**
 * The first free id from `base`: `base`, then `base-2`, `base-3`... A base of the islands'
 * pattern takes an "s-" prefix first (its suffixed forms would match the pattern too). Bounded:
 * of `used.size + 1` candidates at least one is not used, and the "s-" forms match no pattern.
 */
export function uniqueId(base: string, used: ReadonlySet<string>): string {
  const free = (id: string): boolean => !used.has(id) && !RESERVED_ID.test(id);
  const stem = RESERVED_ID.test(base) ? `s-${base}` : base;
  for (let n = 1; n <= used.size + 1; n++) {
    const id = n === 1 ? stem : `${stem}-${n}`;
    if (free(id)) return id;
  }
  for (let n = 1; n <= used.size + 1; n++) if (free(`s-${stem}-${n}`)) return `s-${stem}-${n}`;
  // Unreachable by the count above; a loop over input never runs unbounded.
  throw new Error(`no free id for "${base}" among ${used.size} used`);
}

/** Schemes a link in a page may use; anything else (javascript:, data:, file:, ...) is refused. */
const LINK_SCHEMES = ['https', 'mailto', 'tel'];

/** The scheme as a browser reads it (it ignores tabs, line breaks and leading spaces), lower-case. */
function schemeOf(url: string): string | undefined {
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\s\u0000-\u001f]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** A relative address read from the page's own (language-less) address, as a browser would. */
function resolveFrom(ctx: MarkdownContext, relative: string): string {
  const resolved = new URL(relative, `http://site${localizedPath(ctx.lang, ctx.pagePath)}`).pathname;
  const home = LANGS.filter((l) => l !== DEFAULT_LANG)
    .map((l) => localizedPath(l))
    .find((h) => resolved.startsWith(h));
  return home ? resolved.slice(home.length - 1) : resolved;
}

// Built once and frozen.
const parser = remark().freeze();

/** A body parsed, not yet checked: its tree, or the reasons it was refused before or while parsing. */
export type ParsedBody = { tree: Root } | { refused: ContentIssue[] };

const refused = (issues: ContentIssue[]): CheckedMarkdown => ({
  headings: [],
  ids: [],
  anchors: [],
  images: [],
  minutes: 0,
  issues,
});

/** Whatever else the parser cannot take is named with its file, never a bare stack trace. */
const tooComplex = (file: string, bodyLine: number): ContentIssue[] => [
  makeIssue('MARKDOWN_TOO_COMPLEX', { detail: 'the parser ran out of room' }, file, { line: bodyLine, col: 1 }),
];

/**
 * The part of checking that needs nothing but the body (most of its time): a large batch
 * parses bodies ahead, in a worker, while the site is still being validated.
 */
export function parseBody(body: string, file: string, bodyLine: number): ParsedBody {
  // What the parser cannot take in bounded time and stack is refused before it is parsed.
  const limits = markdownLimitIssues(body, file, bodyLine);
  if (limits.length) return { refused: limits };
  try {
    return { tree: parser.parse(body) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { refused: tooComplex(file, bodyLine) };
  }
}

export function checkMarkdown(body: string, ctx: MarkdownContext, parsed?: ParsedBody): CheckedMarkdown {
  const made = parsed ?? parseBody(body, ctx.file, ctx.bodyLine);
  if ('refused' in made) return refused(made.refused);
  const data: FileData = { ctx, issues: [], headings: [], ids: [], anchors: [], images: [] };
  data.issues.push(...unknownPlaceholders(body, ctx));
  const { tree } = made;
  try {
    checkTree(tree, data);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return refused(tooComplex(ctx.file, ctx.bodyLine));
  }
  return {
    tree,
    headings: data.headings,
    ids: data.ids,
    anchors: data.anchors,
    images: data.images,
    minutes: readingMinutes(body),
    issues: data.issues,
  };
}

/** {{site.x}} as plain text, once the Markdown is parsed: a value's own * or < is shown, never read as markup. */
function fillPlaceholders(tree: Root, vars: Record<string, string>): void {
  const fill = (s: string): string => s.replace(/\{\{\s*site\.(\w+)\s*\}\}/g, (m, key: string) => vars[key] ?? m);
  visit(tree, (node) => {
    if (node.type === 'text') node.value = fill(node.value);
    else if (node.type === 'link' || node.type === 'definition') node.url = fill(node.url);
    else if (node.type === 'image') node.alt = fill(node.alt ?? '');
  });
}

/** A {{...}} that is not a known {{site.x}} would reach the page as it is. */
function unknownPlaceholders(body: string, ctx: MarkdownContext): ContentIssue[] {
  const known = Object.keys(ctx.vars).map((k) => `site.${k}`);
  const issues: ContentIssue[] = [];
  body.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) {
      const name = m[1] ?? '';
      if (known.includes(name)) continue;
      issues.push(
        makeIssue('PLACEHOLDER_UNKNOWN', { name, known, suggestion: didYouMean(name, known) }, ctx.file, {
          line: ctx.bodyLine + i,
          col: (m.index ?? 0) + 1,
        }),
      );
    }
  });
  return issues;
}
