/**
 * What the editor says when the build would refuse a save: every problem at once, in
 * Portuguese, each naming the field by the label the editor shows it under (and the language),
 * then how to fix it. Built from the build's own issues (the same checks as `npm run build`).
 */
import type { ContentIssue } from '../../pipeline/errors';
import type { IssueCode } from '../../pipeline/error-catalog';
import type { DecapField } from './zod-fields';
import { labelPath } from './decap-config';
import { DEFAULT_LANG } from '../../model/languages';

const LANG_NAMES: Record<string, string> = { pt: 'português', en: 'inglês', es: 'espanhol', de: 'alemão', ar: 'árabe' };

/** Portuguese wording of the problems a save can meet: what is wrong, and how to fix it. */
const PT: Partial<Record<IssueCode, { what: string; fix: string }>> = {
  FIELD_MISSING: { what: 'está vazio, e é obrigatório', fix: 'Preencha este campo.' },
  FIELD_INVALID: {
    what: 'tem um valor que o site não aceita',
    fix: 'Corrija o valor no formato pedido na dica do campo.',
  },
  VALUE_NOT_ALLOWED: { what: 'tem um valor que não está na lista', fix: 'Escolha uma das opções da lista.' },
  UNKNOWN_KEY: { what: 'aponta para algo que não existe', fix: 'Escolha uma das opções da lista.' },
  UNKNOWN_FIELD: { what: 'não é um campo deste arquivo', fix: 'Apague esse campo.' },
  IMAGE_MISSING: { what: 'aponta para uma imagem que não existe', fix: 'Envie a imagem pelo botão do campo.' },
  IMAGE_ALT_MISSING: {
    what: 'tem uma imagem sem descrição',
    fix: 'Descreva a imagem entre os colchetes: ![Sorriso depois do clareamento](foto.jpg).',
  },
  LINK_BROKEN: {
    what: 'tem um link para uma página que não existe',
    fix: 'Confira o endereço na lista de páginas (por exemplo /clareamento/), com barras dos dois lados, ou tire o link.',
  },
  ANCHOR_BROKEN: {
    what: 'tem um link para uma seção que a página não tem',
    fix: 'Use o nome de uma seção existente (o título em minúsculas, com hífens), ou tire a parte depois do #.',
  },
  LINK_UNSAFE: {
    what: 'tem um link com um endereço inseguro',
    fix: 'Use um endereço https://, mailto: ou tel:, ou uma página do site (/clareamento/).',
  },
  LINK_INCOMPLETE: {
    what: 'tem um link sem o https:// do começo',
    fix: 'Escreva o endereço inteiro, começando com https://, ou use uma página do site (/clareamento/).',
  },
  POST_NOT_TRANSLATED: {
    what: 'tem um link para um post que não existe neste idioma',
    fix: 'Traduza aquele post para este idioma, ou tire o link (mantendo o texto).',
  },
  IMAGE_REMOTE: {
    what: 'mostra uma imagem de outro site, que os visitantes não veriam',
    fix: 'Envie a imagem pelo editor (ela fica junto da página).',
  },
  PAYMENT_TERMS: {
    what: 'oferece preço ou parcelamento, o que as regras de publicidade odontológica (Código de Ética do CFO, art. 44) proíbem',
    fix: 'Tire o preço ou as condições de pagamento deste texto; elas só podem aparecer na resposta da pergunta frequente sobre pagamento.',
  },
  TITLE_TOO_LONG: {
    what: 'é longo demais para aparecer inteiro nos resultados de busca',
    fix: 'Encurte para no máximo 60 caracteres.',
  },
  TOO_LONG: { what: 'é longo demais', fix: 'Encurte o texto.' },
  GLOSSARY_AVOID: {
    what: 'usa uma palavra que a clínica evita neste idioma',
    fix: 'Troque pela forma indicada no Glossário.',
  },
  TREATMENT_TITLE_NOT_GLOSSARY: {
    what: 'chama o tratamento por um nome diferente do Glossário (o menu, o cartão da página inicial e o título da página usam o mesmo nome)',
    fix: 'Use o nome do tratamento que está no Glossário deste idioma.',
  },
  HEALTH_DETAILS_BY_MESSAGE: {
    what: 'pede ao paciente que mande sintomas, fotos ou exames por WhatsApp, e-mail ou mensagem, o que a política de privacidade desaconselha',
    fix: 'Peça que o paciente ligue no horário de atendimento ou traga essas informações à consulta; por mensagem, só o pedido de horário.',
  },
  AUTHOR_FIELD: {
    what: 'tem um(a) autor(a) que não é da área da categoria do post',
    fix: 'Escolha um(a) dentista cuja especialidade, ao lado do nome, seja a da categoria; ou mude a categoria.',
  },
  AUTHOR_DIFFERS: { what: 'tem um(a) autor(a) diferente do português', fix: 'Use o mesmo autor em todos os idiomas.' },
  DATE_ORDER: {
    what: 'tem a data de atualização antes da publicação',
    fix: 'Corrija a data de atualização (ou apague-a).',
  },
  RAW_HTML: {
    what: 'tem código HTML, que o site não publica',
    fix: 'Use Markdown: ## para títulos, - para listas, **negrito**.',
  },
  TECHNICIAN_TITLED_DOCTOR: {
    what: 'dá o título Dr./Dra. a um(a) técnico(a), que não é dentista',
    fix: 'Tire o "Dr."/"Dra." do nome.',
  },
  STAT_SOURCE_MISSING: {
    what: 'mostra um número sem fonte',
    fix: 'Escreva a fonte do número em Dados da clínica › Fontes dos números, em cada idioma, ou tire o número.',
  },
  REGISTRATION_MISMATCH: {
    what: 'tem um registro no CRO diferente do que está em Equipe',
    fix: 'Use o mesmo número de Equipe.',
  },
  TEXT_MISSING: { what: 'falta neste idioma', fix: 'Escreva o texto neste idioma.' },
  ITEM_TEXT_MISSING: {
    what: 'não tem texto para um item da lista',
    fix: 'Escreva o texto do item em Textos da página inicial, em cada idioma.',
  },
  PLACEHOLDER_UNKNOWN: {
    what: 'tem um marcador {{...}} que o site não conhece e que apareceria como está',
    fix: 'Escreva o texto em si, ou use um marcador conhecido.',
  },
  PLACEHOLDER_UNFILLED: {
    what: 'tem um marcador {{...}} que nada preenche',
    fix: 'Tire o marcador ou corrija a grafia.',
  },
  PLACEHOLDER_EXTRA: {
    what: 'tem um marcador {{...}} que o português não tem',
    fix: 'Tire o marcador ou corrija a grafia.',
  },
  PLACEHOLDER_MISMATCH: {
    what: 'tem marcadores {{...}} diferentes do português',
    fix: 'Use os mesmos marcadores do texto em português.',
  },
  DUPLICATE_SLUG: { what: 'tem o mesmo endereço de outra página', fix: 'Escolha outro título (ou outro endereço).' },
  RESERVED_SLUG: { what: 'usa um endereço reservado do site', fix: 'Escolha outro título (ou outro endereço).' },
  BAD_SLUG: {
    what: 'tem um endereço que o site não aceita',
    fix: 'Use palavras minúsculas sem acentos, ligadas por hífens.',
  },
  DUPLICATE_URL: { what: 'tem o mesmo endereço de outra página', fix: 'Escolha outro título (ou outro endereço).' },
  YAML_SYNTAX: { what: 'não pôde ser lido', fix: 'Desfaça a última alteração e tente de novo.' },
  CONTROL_CHARACTER: {
    what: 'tem um caractere invisível que o site não aceita',
    fix: 'Apague e digite de novo o trecho colado.',
  },
  IMAGE_TOO_LARGE: { what: 'tem uma imagem grande demais', fix: 'Envie uma versão menor da imagem (até 10 MB).' },
  IMAGE_UNREADABLE: {
    what: 'tem uma imagem que não pôde ser lida',
    fix: 'Envie a imagem de novo, em JPEG, PNG, WebP ou AVIF.',
  },
};

/** The dotted field paths a message quotes ("members.8.specialty"), longest first. */
const quoted = (text: string): string[] =>
  [...text.matchAll(/"([\w-]+(?:\.[\w-]+)*)"/g)].map((m) => m[1]!).sort((a, b) => b.length - a.length);

export interface RefusalContext {
  /** The editor's fields of a file (root-relative path), when the editor edits it. */
  fieldsOf(file: string): readonly DecapField[] | undefined;
  /** A Markdown file's text as saved: a line of its file is said as a line of the page's text. */
  textOf?(file: string): string | undefined;
  /** The files the save writes: a problem in any other file is not the editor's, and is said to be elsewhere. */
  saved?: ReadonlySet<string>;
}

/** Whether a problem is in a file other than those being saved (its cause is not this save's text). */
const elsewhere = (issue: ContentIssue, ctx: RefusalContext): boolean => !!ctx.saved && !ctx.saved.has(issue.file);

/** How to fix a file this editor did not break: whoever changed it fixes it; the editor's text waits. */
const ELSEWHERE_FIX =
  'Esse arquivo foi alterado fora desta página (outra pessoa, ou uma edição direta no arquivo): quem o alterou precisa corrigi-lo, ou desfazer essa alteração. O seu texto continua aqui; salve de novo depois.';

/**
 * The line of the page's text (as the editor's text field shows it, from 1) that is `line` of
 * the Markdown file: past the front matter and the blank lines after it.
 */
export function bodyLine(raw: string, line: number): number {
  const lines = raw.split('\n');
  if (lines[0] !== '---') return line;
  const fence = lines.indexOf('---', 1);
  if (fence < 0) return line;
  let first = fence + 1;
  while (first < lines.length && !lines[first]!.trim()) first++;
  return Math.max(1, line - first);
}

/**
 * The top-level field of a Markdown file's front matter that `line` (of the file, from 1) is
 * in, or undefined when the line is past the front matter (in the page's text).
 */
export function frontField(raw: string, line: number): string | undefined {
  const lines = raw.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  const fence = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (fence < 0 || line > fence) return undefined;
  for (let i = line - 1; i > 0; i--) {
    const key = /^([\w-]+):/.exec(lines[i] ?? '')?.[1];
    if (key) return key;
  }
  return undefined;
}

/** The field an issue is in: the field path its message quotes, else the front matter field at its line. */
function issueField(issue: ContentIssue, ctx: RefusalContext, fields: readonly DecapField[]): string | undefined {
  const q = quoted(issue.message).find((path) => labelPath(fields, path.split('.')));
  if (q) return q;
  if (!issue.file.endsWith('.md') || issue.line === undefined) return undefined;
  const raw = ctx.textOf?.(issue.file);
  const key = raw ? frontField(raw, issue.line) : undefined;
  return key && labelPath(fields, [key]) ? key : undefined;
}

/** One problem, in Portuguese: where (field, language, line), what is wrong, how to fix it. */
export function describeIssue(issue: ContentIssue, ctx: RefusalContext): string {
  const lang = /index\.(\w\w)\.(md|ya?ml)$/.exec(issue.file)?.[1];
  const fields = ctx.fieldsOf(issue.file) ?? [];
  const field = issueField(issue, ctx, fields) ?? quoted(issue.message)[0];
  let where = field ? labelPath(fields, field.split('.')) : undefined;
  // A Markdown page's problem past its fields is in its text.
  if (!where && issue.file.endsWith('.md') && issue.line !== undefined) {
    const raw = ctx.textOf?.(issue.file);
    where = `${BODY_LABEL(fields) ?? 'Texto da página'}, linha ${raw ? bodyLine(raw, issue.line) : issue.line}`;
  }
  const other = elsewhere(issue, ctx);
  const place = [
    where ? `«${where}»` : `o arquivo ${issue.file}`,
    lang ? `(${LANG_NAMES[lang] ?? lang})` : '',
    other && where ? `de outro arquivo, ${issue.file}${issue.line ? `, linha ${issue.line}` : ''},` : '',
    other && !where && issue.line ? `(linha ${issue.line})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const pt = PT[issue.code];
  // The value at fault, as the message quotes it (not the field's own name).
  const detail = [...issue.message.matchAll(/"([^"]{1,80})"/g)]
    .map((m) => m[1])
    .find((v) => v && v !== 'undefined' && v !== (where ? field : undefined));
  const what = pt ? `${pt.what}${detail ? `: "${detail}"` : ''}` : issue.title;
  const fix = other && issue.code === 'YAML_SYNTAX' ? ELSEWHERE_FIX : (pt?.fix ?? issue.hint);
  return `• ${place} ${what}. Como corrigir: ${fix}`;
}

/** Empty required fields of one file and language, in one line: "Faltam (português): «Título», «Descrição»." */
function missingLines(issues: readonly ContentIssue[], ctx: RefusalContext): string[] {
  const byFile = new Map<string, string[]>();
  for (const i of issues) {
    const field = quoted(i.message)[0];
    const label = field ? labelPath(ctx.fieldsOf(i.file) ?? [], field.split('.')) : undefined;
    byFile.set(i.file, [...(byFile.get(i.file) ?? []), `«${label ?? field ?? '?'}»`]);
  }
  return [...byFile].map(([file, labels]) => {
    const lang = /index\.(\w\w)\.(md|ya?ml)$/.exec(file)?.[1];
    return `• Faltam${lang ? ` (${LANG_NAMES[lang] ?? lang})` : ''}: ${labels.join(', ')}. Como corrigir: preencha esses campos.`;
  });
}

/** Every problem, one per line (empty required fields of a file together). */
export function problemLines(issues: readonly ContentIssue[], ctx: RefusalContext): string[] {
  const missing = issues.filter((i) => i.code === 'FIELD_MISSING');
  return [
    ...new Set([
      ...missingLines(missing, ctx),
      ...issues.filter((i) => i.code !== 'FIELD_MISSING').map((i) => describeIssue(i, ctx)),
    ]),
  ];
}

/** The whole answer: every problem of the save (or of publishing a draft), one per line. */
export function refusalMessage(
  issues: readonly ContentIssue[],
  ctx: RefusalContext,
  done: 'salvo' | 'publicado' = 'salvo',
): string {
  const lines = problemLines(issues, ctx);
  // Only other files in the way: this page's text is not what the site refuses.
  if (issues.every((i) => elsewhere(i, ctx)))
    return `Nada foi ${done}: o site não consegue conferir esta alteração enquanto ${lines.length === 1 ? 'outro arquivo tem um problema' : `outros arquivos têm ${lines.length} problemas`}, que não ${lines.length === 1 ? 'está' : 'estão'} nesta página.\n${lines.join('\n')}`;
  return `Nada foi ${done}: ${lines.length === 1 ? 'o site recusaria esta alteração' : `o site recusaria esta alteração por ${lines.length} motivos`}.\n${lines.join('\n')}`;
}

/** A field a refusal names, for the editor to mark: its language and its label at the top of the form. */
export interface RefusedField {
  lang: string;
  /** The top-level field's label as the editor shows it ("Resumo", "Texto da página"). */
  label: string;
}

/** The fields the problems are in (their top-level field: the one the editor can mark in its pane). */
export function refusedFields(issues: readonly ContentIssue[], ctx: RefusalContext): RefusedField[] {
  const out = new Map<string, RefusedField>();
  for (const issue of issues) {
    // A field of another file has no box in this form (a post's «Título» is not this post's).
    if (elsewhere(issue, ctx)) continue;
    const lang = /index\.(\w\w)\.(md|ya?ml)$/.exec(issue.file)?.[1] ?? DEFAULT_LANG;
    const fields = ctx.fieldsOf(issue.file) ?? [];
    const path = issueField(issue, ctx, fields);
    const top = path ? labelPath(fields, [path.split('.')[0]!]) : undefined;
    const label = top ?? (issue.file.endsWith('.md') && issue.line !== undefined ? BODY_LABEL(fields) : undefined);
    if (label) out.set(`${lang}/${label}`, { lang, label });
  }
  return [...out.values()];
}

/** The label of a page's text field (the body), as the editor shows it. */
const BODY_LABEL = (fields: readonly DecapField[]): string | undefined => fields.find((f) => f.name === 'body')?.label;
