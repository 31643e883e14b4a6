/**
 * The editor's refusal names the field the problem is in: a post title too long is the
 * «Título», not the page's text; and a file someone else broke is named as that file, not as
 * this page, with a fix that is not "undo your last change".
 */
import { describe, expect, it } from 'vitest';
import { makeIssue } from '../../pipeline/error-catalog';
import { refusalMessage, refusedFields, type RefusalContext } from '../../editor/server/refusal';
import type { DecapField } from '../../editor/server/zod-fields';

const POST = 'content/blog/posts/x/index.pt.md';
const FIELDS: DecapField[] = [
  { name: 'title', label: 'Título', widget: 'string' },
  { name: 'description', label: 'Resumo', widget: 'text' },
  { name: 'body', label: 'Texto da página', widget: 'markdown' },
];
const RAW = `---\ntitle: "${'Um título longo demais para os resultados de busca, com setenta e um'}"\ndescription: "Resumo."\n---\n\nTexto.\n`;
const ctx: RefusalContext = {
  fieldsOf: (file) => (file.endsWith('.md') ? FIELDS : undefined),
  textOf: (file) => (file === POST ? RAW : undefined),
  saved: new Set([POST]),
};

describe('the refusal of a save', () => {
  it('names the «Título» for a title too long, and marks that field, not the text', () => {
    const issue = makeIssue('TITLE_TOO_LONG', { length: 71, max: 60 }, POST, { line: 2, col: 8 });
    const message = refusalMessage([issue], ctx);
    expect(message).toContain('«Título» (português)');
    expect(message).not.toContain('Texto da página');
    expect(refusedFields([issue], ctx)).toEqual([{ lang: 'pt', label: 'Título' }]);
  });

  it('still names the text, at its line, for a problem in the text', () => {
    const issue = makeIssue('RAW_HTML', { html: '<div>' }, POST, { line: 6, col: 1 });
    expect(refusalMessage([issue], ctx)).toContain('«Texto da página, linha 1»');
  });

  it('names a file someone else broke as that file, without blaming this page or marking its fields', () => {
    const issue = makeIssue('YAML_SYNTAX', { detail: 'bad indentation' }, 'content/site.yaml', { line: 23, col: 2 });
    const message = refusalMessage([issue], ctx);
    expect(message).toContain('content/site.yaml');
    expect(message).toContain('linha 23');
    expect(message).toContain('que não está nesta página');
    expect(message).not.toContain('recusaria esta alteração');
    expect(message).not.toContain('Desfaça a última alteração');
    expect(refusedFields([issue], ctx)).toEqual([]);
  });

  it('a field of another post is said to be of that file, not marked in this form', () => {
    const other = 'content/blog/posts/y/index.pt.md';
    const issue = makeIssue('TITLE_TOO_LONG', { length: 75, max: 60 }, other, { line: 2, col: 8 });
    const message = refusalMessage([issue], { ...ctx, textOf: (f) => (f === other ? RAW : undefined) });
    expect(message).toContain(`de outro arquivo, ${other}`);
    expect(refusedFields([issue], ctx)).toEqual([]);
  });
});
