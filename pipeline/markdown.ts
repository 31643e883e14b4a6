/**
 * Markdown bodies to HTML with one frozen remark chain: internal links are checked against
 * the route table and prefixed for the page's language, external links open a new tab with
 * rel noopener, level-2 headings get anchors, raw HTML is dropped (sanitised).
 */
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { visit } from 'unist-util-visit';
import type { Heading, Html, Link, Root, Text, PhrasingContent } from 'mdast';
import type { Lang } from './config';
import type { ContentIssue } from './errors';
import { localizedPath } from './urls';

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
}

export interface RenderedMarkdown {
  html: string;
  headings: { id: string; text: string }[];
  /** Every heading id (levels 2 and 3), for checking links to #anchors. */
  ids: string[];
  /** Internal links with an #anchor, checked once every page is rendered. */
  anchors: { slug: string; hash: string; line: number; col: number; url: string }[];
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
}

function linkPlugin() {
  return (tree: Root, vfile: { data: Record<string, unknown> }) => {
    const { ctx, issues, headings, ids, anchors } = vfile.data as unknown as FileData;
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth !== 2 && node.depth !== 3) return;
      const text = plain(node.children);
      const id = slugify(text) || `section-${headings.length + 1}`;
      if (node.depth === 2) headings.push({ id, text });
      ids.push(id);
      node.data = { ...node.data, hProperties: { id } };
    });
    visit(tree, 'html', (node: Html) => {
      // Raw HTML is dropped by the sanitiser; say so, so an editor knows why it is missing.
      issues.push({
        code: 'RAW_HTML',
        severity: 'warning',
        file: ctx.file,
        line: ctx.bodyLine + (node.position?.start.line ?? 1) - 1,
        col: node.position?.start.column ?? 1,
        title: 'HTML in a Markdown file was left out',
        message: `"${node.value.slice(0, 60)}" is HTML; pages show only Markdown, so it was removed.`,
        hint: 'Write it in Markdown instead (## for a heading, **bold**, [text](/page/) for a link), or ask a developer.',
      });
    });
    visit(tree, 'link', (node: Link) => {
      const url = node.url;
      if (/^(https?:)?\/\//.test(url)) {
        node.data = { ...node.data, hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] } };
        node.children.push({ type: 'text', value: ` (${ctx.newTabLabel})` } as Text);
        return;
      }
      const [pathPart = '', hash] = url.split('#');
      const slug = pathPart.replace(/^\/+|\/+$/g, '');
      if (hash && (url.startsWith('/') || url.startsWith('#'))) {
        anchors.push({ slug: url.startsWith('#') ? '' : slug, hash, line: ctx.bodyLine + (node.position?.start.line ?? 1) - 1, col: node.position?.start.column ?? 1, url });
      }
      if (!url.startsWith('/')) return;
      if (slug.startsWith('blog/') && !ctx.pages.has(slug) && ctx.fallback.has(slug)) {
        // A reader of a translation is not sent to a Portuguese post without knowing it.
        const post = slug.slice('blog/'.length);
        issues.push({
          code: 'POST_NOT_TRANSLATED',
          severity: 'error',
          file: ctx.file,
          line: ctx.bodyLine + (node.position?.start.line ?? 1) - 1,
          col: node.position?.start.column ?? 1,
          title: 'A link points to a post that is not in this language',
          message: `The link "${url}" leads to a post that has no ${ctx.lang} version (content/blog/posts/${post}/${ctx.lang}.md does not exist).`,
          hint: `Translate that post into content/blog/posts/${post}/${ctx.lang}.md, or remove the link (keep its words as plain text).`,
        });
        return;
      }
      if (slug && !ctx.pages.has(slug) && ctx.fallback.has(slug)) {
        node.url = localizedPath('pt', slug) + (hash ? `#${hash}` : '');
        node.data = { ...node.data, hProperties: { hrefLang: 'pt-BR' } };
        return;
      }
      if (slug && !ctx.pages.has(slug)) {
        const line = ctx.bodyLine + (node.position?.start.line ?? 1) - 1;
        issues.push({
          code: 'LINK_BROKEN',
          severity: 'error',
          file: ctx.file,
          line,
          col: node.position?.start.column ?? 1,
          title: 'A link points to a page that does not exist',
          message: `The link "${url}" leads nowhere: there is no page /${slug}/ in this language.`,
          hint: 'Check the address against the page list (for example /clareamento/ or /pos-cirurgia/), with slashes on both sides.',
        });
        return;
      }
      node.url = localizedPath(ctx.lang, slug) + (hash ? `#${hash}` : '');
    });
  };
}

// Built once and frozen: per-document context travels in the file's data.
const processor = remark().use(linkPlugin).use(remarkHtml, { sanitize: schema }).freeze();

export function renderMarkdown(body: string, ctx: MarkdownContext): RenderedMarkdown {
  const data: FileData = { ctx, issues: [], headings: [], ids: [], anchors: [] };
  const source = body.replace(/\{\{\s*site\.(\w+)\s*\}\}/g, (m, key: string) => ctx.vars[key] ?? m);
  const file = processor.processSync({ value: source, data: data as unknown as Record<string, unknown> });
  return { html: String(file), headings: data.headings, ids: data.ids, anchors: data.anchors, issues: data.issues };
}
