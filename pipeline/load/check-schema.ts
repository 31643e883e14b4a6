/**
 * Runs a zod schema over parsed YAML and turns every zod issue into an editor message
 * at the exact line and column, with "did you mean" where a name was misspelt.
 */
import type { z } from 'zod';
import type { ContentIssue } from '../errors';
import { didYouMean, makeIssue, type DateFix, type FieldRule } from '../error-catalog';
import type { DataPath, ParsedYaml, Position } from './read-yaml';
import { STAND_IN_KEY } from '../../model/stand-in';

export interface Checked<T> {
  data?: T;
  issues: ContentIssue[];
}

function valueAt(data: unknown, path: DataPath): unknown {
  let cur: unknown = data;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[p];
  }
  return cur;
}

/**
 * The data as the schemas read it: every `stand_in:` map (the mark of a value that stands in for
 * the clinic's own, launch/stand-ins.ts) set aside, so any object of any file may carry one.
 */
export function withoutStandInMarks(data: unknown): unknown {
  if (Array.isArray(data)) {
    const items = data.map(withoutStandInMarks);
    return items.every((v, i) => v === data[i]) ? data : items;
  }
  if (!data || typeof data !== 'object' || data instanceof Date) return data;
  const entries = Object.entries(data);
  const kept = entries.filter(([k]) => k !== STAND_IN_KEY).map(([k, v]) => [k, withoutStandInMarks(v)] as const);
  const same = kept.length === entries.length && kept.every(([k, v]) => v === (data as Record<string, unknown>)[k]);
  return same ? data : Object.fromEntries(kept);
}

/** Which rule a zod issue breaks, and its limit, so the title says "too short" rather than "the wrong kind". */
function ruleOf(zi: z.core.$ZodIssue): { rule: FieldRule; limit?: number } {
  const list = 'origin' in zi && (zi.origin === 'array' || zi.origin === 'set');
  if (zi.code === 'too_small') return { rule: list ? 'too_few' : 'too_short', limit: Number(zi.minimum) };
  if (zi.code === 'too_big') return { rule: list ? 'too_many' : 'too_long', limit: Number(zi.maximum) };
  if (zi.code === 'invalid_format' || zi.code === 'invalid_type') return { rule: zi.code };
  return { rule: 'other' };
}

const fieldName = (path: DataPath): string => path.map(String).join('.') || '(top level)';

export function checkSchema<S extends z.ZodType>(
  schema: S,
  parsed: ParsedYaml,
  file: string,
  lineOffset = 0,
): Checked<z.output<S>> {
  const result = schema.safeParse(withoutStandInMarks(parsed.data));
  if (result.success) return { data: result.data, issues: [] };
  const issues: ContentIssue[] = [];
  for (const zi of result.error.issues) {
    const path = zi.path.filter((p): p is string | number => typeof p !== 'symbol');
    const frame = (pos: Position) => ({ pos, src: parsed.source });
    if (zi.code === 'unrecognized_keys') {
      const allowed = knownKeysAt(schema, path) ?? [];
      for (const key of zi.keys) {
        const { pos, src } = frame(parsed.locateKey([...path, key]));
        issues.push(
          makeIssue(
            'UNKNOWN_FIELD',
            { field: key, allowed, suggestion: didYouMean(key, allowed) },
            file,
            pos,
            src,
            lineOffset,
          ),
        );
      }
      continue;
    }
    const { pos, src } = frame(parsed.locate(path));
    const value = valueAt(parsed.data, path);
    const field = fieldName(path);
    if (zi.code === 'invalid_type' && value === undefined) {
      issues.push(makeIssue('FIELD_MISSING', { field }, file, pos, src, lineOffset));
    } else if (zi.code === 'invalid_value') {
      const allowed = zi.values.map(String);
      const shown = String(value);
      issues.push(
        makeIssue(
          'VALUE_NOT_ALLOWED',
          { field, value: shown, allowed, suggestion: didYouMean(shown, allowed) },
          file,
          pos,
          src,
          lineOffset,
        ),
      );
    } else {
      issues.push(
        makeIssue(
          'FIELD_INVALID',
          { field, detail: zi.message, ...ruleOf(zi), date: dateFix(zi.message, value), empty: value === '' },
          file,
          pos,
          src,
          lineOffset,
        ),
      );
    }
  }
  return { issues };
}

/** How a date was written wrong, where a generic "compare with another entry" would not help. */
function dateFix(detail: string, value: unknown): DateFix | undefined {
  if (!/\bdate\b/.test(detail) || typeof value !== 'string') return undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [];
  if (year === undefined || month === undefined || day === undefined) return { kind: 'format' };
  if (month < 1 || month > 12) return { kind: 'month', year, month };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return { kind: 'day', year, month, day, days };
  return { kind: 'rewrite', iso: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/** Field names allowed by the (strict) object schema found at `path`, for suggestions. */
function knownKeysAt(schema: z.ZodType, path: DataPath): string[] | undefined {
  let cur: unknown = schema;
  for (const p of path) {
    cur = unwrap(cur);
    const def = (
      cur as { def?: { type?: string; element?: unknown; shape?: Record<string, unknown>; valueType?: unknown } }
    ).def;
    if (!def) return undefined;
    if (def.type === 'array') cur = def.element;
    else if (def.type === 'object' && def.shape) cur = def.shape[String(p)];
    else if (def.type === 'record') cur = def.valueType;
    else return undefined;
  }
  cur = unwrap(cur);
  const def = (cur as { def?: { type?: string; shape?: Record<string, unknown> } }).def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : undefined;
}

function unwrap(s: unknown): unknown {
  let cur = s;
  for (let i = 0; i < 10; i++) {
    const def = (cur as { def?: { type?: string; innerType?: unknown; in?: unknown } }).def;
    if (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType)
      cur = def.innerType;
    else if (def && def.type === 'pipe' && def.in) cur = def.in;
    else break;
  }
  return cur;
}
