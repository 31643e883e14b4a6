/**
 * A checked Markdown tree (check/markdown.ts) to HTML with one frozen remark chain; raw HTML
 * is dropped (sanitised). Nothing is checked here: the tree was.
 */
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import type { Root } from 'mdast';

const schema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel'],
    h2: ['id'],
    h3: ['id'],
  },
};

const compiler = remark().use(remarkHtml, { sanitize: schema }).freeze();

export function markdownHtml(tree: Root): string {
  return String(compiler.stringify(tree));
}
