/**
 * Markdown bodies to HTML with one frozen remark chain: internal links are checked against
 * the route table and prefixed for the page's language, external links open a new tab with
 * rel noopener, level-2 headings get anchors, raw HTML is dropped (sanitised).
 */
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { visit } from 'unist-util-visit';
import type { Definition, Heading, Html, Image, Link, Root, Text, PhrasingContent } from 'mdast';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { didYouMean, makeIssue } from '../error-catalog';
import { phoneE164 } from '../../model/phone';
import { localizedPath } from '../../model/urls';
import { pictureKey } from '../source/pictures';
import { readingMinutes } from '../rules/blog';

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

export interface RenderedMarkdown {
  html: string;
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

const schema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: { ...defaultSchema.attributes, a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel'], h2: ['id'], h3: ['id'] },
};

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    // An id must start with a letter: "1. Quem somos" -> "s1-quem-somos".
    .replace(/^(\d)/, 's$1');
}

const plain = (nodes: PhrasingContent[]): string =>
  nodes.map((n) => ('value' in n ? n.value : 'children' in n ? plain(n.children as PhrasingContent[]) : '')).join('');

interface FileData {
  ctx: MarkdownContext;
  issues: ContentIssue[];
  headings: RenderedMarkdown['headings'];
  ids: string[];
  anchors: RenderedMarkdown['anchors'];
  images: string[];
}

function linkPlugin() {
  return (tree: Root, vfile: { data: Record<string, unknown> }) => {
    const { ctx, issues, headings, ids, anchors, images } = vfile.data as unknown as FileData;
    // Ids are unique on the page: a second "## Cuidados" becomes cuidados-2, and "## Main"
    // cannot take the id of the page's main landmark (the skip link's target).
    const used = new Set(RESERVED_IDS);
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth !== 2 && node.depth !== 3) return;
      const text = plain(node.children);
      const base = slugify(text) || `section-${headings.length + 1}`;
      let id = base;
      for (let n = 2; used.has(id) || RESERVED_ID.test(id); n++) id = `${base}-${n}`;
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
    visit(tree, (n) => n.type === 'link' || n.type === 'definition', (n) => {
      const node = n as Link | Definition;
      const url = node.url;
      const scheme = schemeOf(url);
      if (scheme && !LINK_SCHEMES.includes(scheme)) {
        issues.push(makeIssue('LINK_UNSAFE', { url, scheme: `${scheme}:` }, ctx.file, at(node)));
        return;
      }
      if (scheme === 'tel') {
        const e164 = phoneE164(decodeURIComponent(url.slice(4)));
        if (!e164) {
          issues.push(
            makeIssue('FIELD_INVALID', { field: 'tel: link', detail: `"${url}" is not a phone number`, fix: 'Write it with country and area code, like tel:+551130000340.' }, ctx.file, at(node)),
          );
        }
        else node.url = `tel:${e164}`;
        return;
      }
      if (scheme === 'mailto') return;
      if (scheme || url.startsWith('//')) {
        if (node.type === 'link') {
          node.data = { ...node.data, hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] } };
          node.children.push({ type: 'text', value: ` (${ctx.newTabLabel})` } as Text);
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
        issues.push(makeIssue('POST_NOT_TRANSLATED', { url, lang: ctx.lang, post: slug.slice('blog/'.length) }, ctx.file, at(node)));
        return;
      }
      if (slug && !ctx.pages.has(slug) && ctx.fallback.has(slug)) {
        node.url = localizedPath(DEFAULT_LANG, slug) + (hash ? `#${hash}` : '');
        if (node.type === 'link') node.data = { ...node.data, hProperties: { hrefLang: 'pt-BR' } };
        return;
      }
      if (slug && !ctx.pages.has(slug)) {
        issues.push(makeIssue('LINK_BROKEN', { url, slug, from: rawPath.startsWith('/') ? undefined : ctx.pagePath }, ctx.file, at(node)));
        return;
      }
      node.url = localizedPath(ctx.lang, slug) + (hash ? `#${hash}` : '');
    });
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
  };
}

/** Ids the page around a Markdown body already uses. */
const RESERVED_IDS = ['main', 'booking-title', 'cookie-title', 'faq', 'faq-title', 'footer-info-title', 'related-posts', 'related-title'];
/** Ids islands and the header generate. */
const RESERVED_ID = /^(nav-menu-\d+|i\d+-.*)$/;

/** Schemes a link in a page may use; anything else (javascript:, data:, file:, ...) is refused. */
const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'];

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
  const prefix = ctx.lang === DEFAULT_LANG ? '' : `/${ctx.lang}`;
  const resolved = new URL(relative, `http://site${prefix}/${ctx.pagePath}/`).pathname;
  const lang = LANGS.find((l) => l !== DEFAULT_LANG && (resolved === `/${l}/` || resolved.startsWith(`/${l}/`)));
  return lang ? resolved.slice(lang.length + 1) : resolved;
}

// Built once and frozen: per-document context travels in the file's data.
const processor = remark().use(linkPlugin).use(remarkHtml, { sanitize: schema }).freeze();

export function renderMarkdown(body: string, ctx: MarkdownContext): RenderedMarkdown {
  const data: FileData = { ctx, issues: [], headings: [], ids: [], anchors: [], images: [] };
  const source = body.replace(/\{\{\s*site\.(\w+)\s*\}\}/g, (m, key: string) => ctx.vars[key] ?? m);
  data.issues.push(...unknownPlaceholders(body, ctx));
  const file = processor.processSync({ value: source, data: data as unknown as Record<string, unknown> });
  return { html: String(file), headings: data.headings, ids: data.ids, anchors: data.anchors, images: data.images, minutes: readingMinutes(body), issues: data.issues };
}

/** A {{...}} that is not a known {{site.x}} would reach the page as it is. */
function unknownPlaceholders(body: string, ctx: MarkdownContext): ContentIssue[] {
  const known = Object.keys(ctx.vars).map((k) => `site.${k}`);
  const issues: ContentIssue[] = [];
  body.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) {
      const name = m[1] ?? '';
      if (known.includes(name)) continue;
      issues.push(makeIssue('PLACEHOLDER_UNKNOWN', { name, known, suggestion: didYouMean(name, known) }, ctx.file, { line: ctx.bodyLine + i, col: (m.index ?? 0) + 1 }));
    }
  });
  return issues;
}
