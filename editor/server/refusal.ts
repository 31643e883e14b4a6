/**
 * What the editor says when the build would refuse a save: every problem at once, in
 * Portuguese, each naming the page by its title (and language) and the field by the label the
 * editor shows it under, then how to fix it. No file paths, keys or line numbers: a line of a
 * text is shown as its words. Built from the build's own issues (the same checks as
 * `npm run build`), whose words come from the catalogue (pipeline/error-catalog.ts `pt`,
 * pipeline/catalogue/refusals.ts).
 */
import { parse } from 'yaml';
import type { ContentIssue } from '../../pipeline/errors';
import { EDITOR_FIX, LANGUAGE_NAMES, REFUSAL } from '../../pipeline/catalogue/refusals';
import type { DecapField } from './zod-fields';
import { labelPath } from './decap-config';
import { DEFAULT_LANG } from '../../model/languages';
import { recordOf } from './json-shapes';

/** The dotted field paths a message quotes ("members.8.specialty"), longest first. */
const quoted = (text: string): string[] =>
  [...text.matchAll(/"([\w-]+(?:\.[\w-]+)*)"/g)].map((m) => m[1]!).sort((a, b) => b.length - a.length);

export interface RefusalContext {
  /** The editor's fields of a file (root-relative path), when the editor edits it. */
  fieldsOf(file: string): readonly DecapField[] | undefined;
  /** A file's text: as the save writes it, else as it is (for a page's title and a line's words). */
  textOf?(file: string): string | undefined;
  /** The name the editor lists a file under ("Dados da clínica", "Equipe"), for files without a title. */
  labelOf?(file: string): string | undefined;
  /** The files the save writes: a problem in any other file is not the editor's, and is said to be elsewhere. */
  saved?: ReadonlySet<string>;
}

/** Whether a problem is in a file other than those being saved (its cause is not this save's text). */
const elsewhere = (issue: ContentIssue, ctx: RefusalContext): boolean => !!ctx.saved && !ctx.saved.has(issue.file);

const langOf = (file: string): string | undefined => /index\.(\w\w)\.(md|ya?ml)$/.exec(file)?.[1];

/** The top-level fields of a Markdown file's front matter, or undefined. */
function frontMatter(raw: string): Record<string, unknown> | undefined {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw);
  if (!m) return undefined;
  try {
    const data: unknown = parse(m[1] ?? '');
    return recordOf(data);
  } catch {
    return undefined;
  }
}

/** The page a file is, as the editor shows it: its title, else the name it is listed under. */
export function pageName(file: string, ctx: RefusalContext): string {
  const raw = ctx.textOf?.(file);
  const front = raw && file.endsWith('.md') ? frontMatter(raw) : undefined;
  const title = [front?.title, front?.name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const name = title?.trim() ?? ctx.labelOf?.(file);
  return name ? `«${name}»` : REFUSAL.unnamed;
}

/** The page and its language: «Implantes dentários» (inglês). */
function pageWithLang(file: string, ctx: RefusalContext): string {
  const lang = langOf(file);
  return `${pageName(file, ctx)}${lang ? ` (${LANGUAGE_NAMES[lang] ?? lang})` : ''}`;
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

/** The words of line `line` of a file, short enough to quote, or undefined. */
function lineWords(issue: ContentIssue, ctx: RefusalContext): string | undefined {
  if (issue.line === undefined) return undefined;
  const line = ctx.textOf?.(issue.file)?.split('\n')[issue.line - 1] ?? '';
  if (!line.trim()) return undefined;
  // A long paragraph is shown around the place at fault.
  const from = Math.max(0, Math.min((issue.col ?? 1) - 31, line.length - 80));
  const shown = line.slice(from, from + 80).trim();
  return `${from > 0 ? '…' : ''}${shown}${from + 80 < line.length ? '…' : ''}`;
}

/** A name of the code or of a file, not words an editor wrote: never quoted to them. */
const looksLikeCode = (v: string): boolean =>
  /^[a-z]+(_[a-z0-9]+)+$/.test(v) || /\.(ya?ml|md|json)\b|^content\//.test(v);

/** Files named in the catalogue's words become the names the editor shows them under. */
function editorWords(text: string, ctx: RefusalContext): string {
  return text.replace(/content\/[\w./<>-]*[\w>]/g, (file) =>
    ctx.labelOf?.(file) ? `«${ctx.labelOf(file)}»` : REFUSAL.elsewhere,
  );
}

/** Where a problem is: the page (title and language), then the field, or the words of its line. */
function placeOf(issue: ContentIssue, ctx: RefusalContext): { place: string; field?: string } {
  const fields = ctx.fieldsOf(issue.file) ?? [];
  const field = issueField(issue, ctx, fields);
  const label = field ? labelPath(fields, field.split('.')) : undefined;
  const parts = [pageWithLang(issue.file, ctx)];
  if (label) parts.push(REFUSAL.field(label));
  else if (issue.file.endsWith('.md') && issue.line !== undefined)
    parts.push(REFUSAL.field(fields.find((f) => f.name === 'body')?.label ?? REFUSAL.text));
  const words = label ? undefined : lineWords(issue, ctx);
  if (words) parts.push(REFUSAL.excerpt(words));
  return { place: parts.join(', '), ...(field ? { field } : {}) };
}

/** One problem, in Portuguese: where (page, language, field), what is wrong, how to fix it. */
export function describeIssue(issue: ContentIssue, ctx: RefusalContext): string {
  const { place, field } = placeOf(issue, ctx);
  // The value at fault, as the message quotes it (not the field's own name, not a key or a file).
  const detail = [...issue.pt.message.matchAll(/"([^"]{1,80})"/g)]
    .map((m) => m[1])
    .find((v) => v && v !== 'undefined' && v !== field && !looksLikeCode(v));
  const what = `${issue.pt.title}${detail ? `: "${detail}"` : ''}`;
  const fix =
    elsewhere(issue, ctx) && issue.code === 'YAML_SYNTAX'
      ? REFUSAL.elsewhereFix
      : (EDITOR_FIX[issue.code] ?? editorWords(issue.pt.hint, ctx));
  return REFUSAL.reason(place, what, fix);
}

/** Empty required fields of one page and language, in one line: "«Clareamento» (inglês): faltam «Título», «Resumo»". */
function missingLines(issues: readonly ContentIssue[], ctx: RefusalContext): string[] {
  const byFile = new Map<string, string[]>();
  for (const i of issues) {
    const field = quoted(i.message)[0];
    const label = field ? labelPath(ctx.fieldsOf(i.file) ?? [], field.split('.')) : undefined;
    if (label) byFile.set(i.file, [...(byFile.get(i.file) ?? []), `«${label}»`]);
  }
  return [...byFile].map(([file, labels]) => REFUSAL.missing(pageWithLang(file, ctx), labels));
}

/** Every problem, one per line (empty required fields of a page together). */
export function problemLines(issues: readonly ContentIssue[], ctx: RefusalContext): string[] {
  const missing = issues.filter((i) => i.code === 'FIELD_MISSING');
  const labelled = missingLines(missing, ctx);
  // A required field the editor has no box for is said like any other problem.
  const unlabelled = labelled.length
    ? missing.filter((i) => {
        const field = quoted(i.message)[0];
        return !(field && labelPath(ctx.fieldsOf(i.file) ?? [], field.split('.')));
      })
    : missing;
  return [
    ...new Set([
      ...labelled,
      ...[...unlabelled, ...issues.filter((i) => i.code !== 'FIELD_MISSING')].map((i) => describeIssue(i, ctx)),
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
  // Only other pages in the way: this page's text is not what the site refuses.
  const othersOnly = issues.every((i) => elsewhere(i, ctx));
  return `${REFUSAL.head(done, lines.length, othersOnly)}\n${lines.join('\n')}`;
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
    const lang = langOf(issue.file) ?? DEFAULT_LANG;
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
