/**
 * The editor's refusal names the page by its title and the field by its label, in Portuguese:
 * a post title too long is the «Título» of that post, not the page's text; a problem in the
 * text is shown by its words, not by a line number the text box does not show; a file someone
 * else broke is named as the page the editor lists it under, with a fix that is not "undo your
 * last change"; and no file path, key or line number reaches the editor.
 */
import { describe, expect, it } from 'vitest';
import { makeIssue } from '../../pipeline/error-catalog';
import { refusalMessage, refusedFields, type RefusalContext } from '../../editor/server/refusal';
import type { DecapField } from '../../editor/server/zod-fields';
import { labelOfFile } from '../../editor/server/decap-config';

const POST = 'content/blog/posts/x/index.pt.md';
const POST_EN = 'content/blog/posts/x/index.en.md';
const TITLE = 'Um título longo demais para os resultados de busca, com setenta e um';
const FIELDS: DecapField[] = [
  { name: 'title', label: 'Título', widget: 'string' },
  { name: 'description', label: 'Resumo', widget: 'text' },
  { name: 'body', label: 'Texto da página', widget: 'markdown' },
];
const RAW = `---\ntitle: "${TITLE}"\ndescription: "Resumo."\n---\n\nTexto.\n\nPagamento em até 10x sem juros.\n`;
const RAW_EN = `---\ntitle: ""\ndescription: "Short."\n---\n\nText with [a link](/nada/).\n`;
const SITE_YAML = 'name: Clínica\nphones:\n  landline: "11 3000"\n   mobile: x\n';
const ctx: RefusalContext = {
  fieldsOf: (file) => (file.endsWith('.md') ? FIELDS : undefined),
  textOf: (file) => ({ [POST]: RAW, [POST_EN]: RAW_EN, 'content/site.yaml': SITE_YAML })[file],
  labelOf: (file) =>
    file === 'content/site.yaml' ? 'Dados da clínica' : file.endsWith('.md') ? 'Post do blog' : undefined,
  saved: new Set([POST, POST_EN]),
};

/** What an editor must never read: a file path, a line number, a key of the code. */
function expectEditorWords(message: string): void {
  expect(message).not.toMatch(/content\/|\.ya?ml|\.md\b/);
  expect(message).not.toMatch(/\blinha \d/);
  expect(message).not.toMatch(/\b[a-z]+_[a-z]+\b/);
}

describe('the refusal of a save', () => {
  it('names the page by its title and the «Título» for a title too long, and marks that field, not the text', () => {
    const issue = makeIssue('TITLE_TOO_LONG', { length: 71, max: 60 }, POST, { line: 2, col: 8 });
    const message = refusalMessage([issue], ctx);
    expect(message).toContain(`«${TITLE}» (português), campo «Título»`);
    expect(message).not.toContain('Texto da página');
    expectEditorWords(message);
    expect(refusedFields([issue], ctx)).toEqual([{ lang: 'pt', label: 'Título' }]);
  });

  it('shows a problem in the text by the words of its line, not by a line number', () => {
    const issue = makeIssue('PAYMENT_TERMS', { found: '10x', where: 'the page text' }, POST, { line: 8, col: 18 });
    const message = refusalMessage([issue], ctx);
    expect(message).toContain('campo «Texto da página», no trecho "Pagamento em até 10x sem juros."');
    expect(message).toContain('Condições de pagamento em publicidade');
    expectEditorWords(message);
  });

  it('a save with three mistakes lists three reasons, each by page and field, with how to fix it', () => {
    const issues = [
      makeIssue(
        'FIELD_INVALID',
        {
          field: 'title',
          detail: 'Too small: expected string to have >=3 characters',
          rule: 'too_short',
          limit: 3,
          empty: true,
        },
        POST_EN,
        { line: 2, col: 8 },
      ),
      makeIssue(
        'FIELD_INVALID',
        { field: 'description', detail: 'está curto demais para os resultados de busca', rule: 'too_short', limit: 50 },
        POST_EN,
        { line: 3, col: 14 },
      ),
      makeIssue('LINK_BROKEN', { url: '/nada/', slug: 'nada' }, POST_EN, { line: 6, col: 11 }),
    ];
    const message = refusalMessage(issues, ctx);
    const lines = message.split('\n');
    expect(lines[0]).toBe('Nada foi salvo: o site recusaria esta alteração por 3 motivos.');
    expect(lines.slice(1)).toHaveLength(3);
    // The English post has no title yet: it is named as what it is in the editor.
    expect(lines[1]).toMatch(
      /^• «Post do blog» \(inglês\), campo «Título»: Um campo obrigatório está vazio\. Como corrigir: Preencha este campo\.$/,
    );
    expect(lines[2]).toContain('campo «Resumo»: Um texto curto demais');
    expect(lines[2]).toContain('Como corrigir:');
    expect(lines[3]).toContain('campo «Texto da página», no trecho "Text with [a link](/nada/)."');
    expect(lines[3]).toContain('Um link para uma página que não existe');
    for (const line of lines.slice(1)) expect(line).toMatch(/Como corrigir: \S/);
    expect(message).not.toContain('formato pedido na dica do campo');
    expectEditorWords(message);
    expect(refusedFields(issues, ctx)).toEqual([
      { lang: 'en', label: 'Título' },
      { lang: 'en', label: 'Resumo' },
      { lang: 'en', label: 'Texto da página' },
    ]);
  });

  it('names a file someone else broke as the page the editor lists it under, without blaming this page', () => {
    const issue = makeIssue('YAML_SYNTAX', { detail: 'bad indentation' }, 'content/site.yaml', { line: 4, col: 4 });
    const message = refusalMessage([issue], ctx);
    expect(message).toContain('«Dados da clínica», no trecho "mobile: x"');
    expect(message).toContain('que não está nesta página');
    expect(message).not.toContain('recusaria esta alteração');
    expect(message).not.toContain('Desfaça a última alteração');
    expectEditorWords(message);
    expect(refusedFields([issue], ctx)).toEqual([]);
  });

  it('a field of another post is said to be of that post, by its title, and not marked in this form', () => {
    const other = 'content/blog/posts/y/index.pt.md';
    const issue = makeIssue('TITLE_TOO_LONG', { length: 75, max: 60 }, other, { line: 2, col: 8 });
    const message = refusalMessage([issue], { ...ctx, textOf: (f) => (f === other ? RAW : undefined) });
    expect(message).toContain(`«${TITLE}» (português), campo «Título»`);
    expectEditorWords(message);
    expect(refusedFields([issue], ctx)).toEqual([]);
  });

  it('names a file of a collection of files by both labels, as the editor lists it', () => {
    const labelOf = labelOfFile({
      collections: [
        { label: 'Glossário', files: [{ file: 'content/glossary/en.yaml', label: 'Inglês' }] },
        { label: 'Equipe', files: [{ file: 'content/team.yaml', label: 'Equipe' }] },
        { label: 'Posts do blog', label_singular: 'Post do blog', folder: 'content/blog/posts' },
      ],
    });
    expect(labelOf('content/glossary/en.yaml')).toBe('Glossário › Inglês');
    expect(labelOf('content/team.yaml')).toBe('Equipe');
    expect(labelOf('content/blog/posts/x/index.pt.md')).toBe('Post do blog');
    expect(labelOf('content/outro.yaml')).toBeUndefined();
  });
});
