/**
 * Every cookie and browser-storage key the site writes is named in the privacy policy of every
 * language (LGPD: each one disclosed with its purpose and lifetime). The keys are read from the
 * island code itself, so a new key in the code stops the build until the policy names it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { RawSite } from '../load/load';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface StorageKey {
  key: string;
  kind: StorageKind;
  /** Where the code writes it: file (relative to the scanned root) and line. */
  file: string;
  line: number;
}

export interface CodeFile {
  file: string;
  text: string;
}

/** The browser code: the islands and the shared model they import (its constants name keys). */
export function readBrowserCode(root: string): CodeFile[] {
  const out: CodeFile[] = [];
  for (const dir of ['islands', 'model']) {
    const abs = path.join(root, dir);
    let names: string[];
    try {
      names = readdirSync(abs, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      if (!/\.(ts|tsx)$/.test(name)) continue;
      out.push({ file: `${dir}/${name.split(path.sep).join('/')}`, text: readFileSync(path.join(abs, name), 'utf8') });
    }
  }
  return out;
}

const NAME = String.raw`[A-Za-z_$][\w$]*`;
const EXPR = String.raw`(?:'[^']*'|"[^"]*"|\`[^\`$]*\`|${NAME}(?:\??\.${NAME})*)`;

/**
 * The keys written in `files`: `setItem(key`, the site's `safeSet(store, key` and
 * `cookieString(name`, and `document.cookie = "name=`. A key given by a constant (`const
 * VERSION_KEY = 'app_version'`, `consentCookie: 'user_cookie_consent'`, `X = CONSTANTS.y`) is
 * followed to its text; a parameter (a helper's own `key`) is not a key and is skipped.
 */
export function storageKeysIn(files: readonly CodeFile[]): StorageKey[] {
  const literals = new Map<string, string>();
  const aliases = new Map<string, string>();
  for (const { text } of files) {
    for (const m of text.matchAll(new RegExp(String.raw`\b(${NAME})\s*[:=]\s*(['"\`])([\w.-]+)\2`, 'g')))
      literals.set(m[1]!, m[3]!);
    for (const m of text.matchAll(new RegExp(String.raw`\b(${NAME})\s*=\s*(${NAME}(?:\.${NAME})*)\s*;`, 'g')))
      aliases.set(m[1]!, m[2]!);
  }
  const resolve = (expr: string): string | undefined => {
    const quoted = /^['"`](.*)['"`]$/.exec(expr);
    if (quoted) return quoted[1];
    let name = expr.split(/\??\./).pop()!;
    for (let hop = 0; hop < 5; hop++) {
      const value = literals.get(name);
      if (value !== undefined) return value;
      const next = aliases.get(name);
      if (!next) return undefined;
      name = next.split('.').pop()!;
    }
    return undefined;
  };
  const writers: [RegExp, (m: RegExpMatchArray) => StorageKind][] = [
    [
      new RegExp(String.raw`\b(${NAME})\??\.setItem\(\s*(${EXPR})`, 'g'),
      (m) => (/session/i.test(m[1]!) ? 'sessionStorage' : 'localStorage'),
    ],
    [
      new RegExp(String.raw`\bsafeSet\(\s*[\w$.?]*?\b(local|session)\w*\s*,\s*(${EXPR})`, 'g'),
      (m) => (m[1] === 'session' ? 'sessionStorage' : 'localStorage'),
    ],
    [new RegExp(String.raw`(?<!function\s+)\b()cookieString\(\s*(${EXPR})`, 'g'), () => 'cookie'],
    [/\bdocument\.cookie\s*=\s*()['"`]([\w-]+)=/g, () => 'cookie'],
  ];
  const found = new Map<string, StorageKey>();
  for (const { file, text: source } of files) {
    // Comments describe keys without writing them; blanked, so lines keep their numbers.
    const text = source.replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, (c) => c.replace(/[^\n]/g, ' '));
    for (const [re, kindOf] of writers) {
      for (const m of text.matchAll(re)) {
        const raw = m[2]!;
        const key = re.source.startsWith(String.raw`\bdocument`) ? raw : resolve(raw);
        if (!key) continue;
        const kind = kindOf(m);
        const id = `${kind}:${key}`;
        if (!found.has(id)) found.set(id, { key, kind, file, line: text.slice(0, m.index).split('\n').length });
      }
    }
  }
  return [...found.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The cookies Google Analytics 4 writes, when a measurement ID is configured. */
export function analyticsKeys(measurementId: string): StorageKey[] {
  if (!measurementId) return [];
  const where = { file: 'content/site.yaml (analytics.measurement_id)', line: 0 };
  return [
    { key: '_ga', kind: 'cookie', ...where },
    { key: `_ga_${measurementId.replace(/^G-/, '')}`, kind: 'cookie', ...where },
  ];
}

/** Each key not named in the privacy policy of a language, reported at that policy's title. */
export function checkStorageKeys(raw: RawSite, keys: readonly StorageKey[], issues: ContentIssue[]): void {
  for (const lang of LANGS) {
    const policy = raw.docs.find((d) => d.kind === 'legal' && d.slug === 'privacy' && d.lang === lang)?.doc;
    if (!policy) continue;
    const text = `${policy.front?.source ?? ''}\n${policy.body}`;
    for (const k of keys) {
      if (text.includes(k.key)) continue;
      const where = k.line ? `${k.file}:${k.line}` : k.file;
      issues.push(
        makeIssue(
          'STORAGE_KEY_UNDISCLOSED',
          { key: k.key, kind: k.kind, where },
          policy.file,
          policy.front?.locate(['title']),
          policy.front?.source,
          1,
        ),
      );
    }
  }
}
