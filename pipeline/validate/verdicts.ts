/**
 * What a rule concluded about one file, kept by a key made of everything the rule read: the
 * rule's name, the file's name and content hash, and the hashes of the other files it
 * compares with (the language's glossary, the Portuguese reference, the marks). The same key
 * is the same verdict, so an unchanged file is not checked again; a change to the file or to
 * anything in its key makes a new key. Only verdicts that let a build pass are kept (with the
 * warnings they carry): a file with a mistake is checked again, so its message is always made
 * fresh. The rules' own code is not in the key: `npm run build` keeps verdicts only for the
 * same generator (cache/stores.ts), and watch mode runs one version of it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../write-file';
import type { Checked } from '../load/check-schema';
import { asciiJson, readCacheText } from '../cache/cache-text';

export interface Verdicts {
  /** Key -> the rule's verdict (JSON data: it is stored between processes). */
  known: Map<string, unknown>;
  /** The keys the last validation used: only those are kept for the next one. */
  used: Set<string>;
  /** Whether a verdict was added or dropped since they were last stored. */
  changed: boolean;
}

export const newVerdicts = (): Verdicts => ({ known: new Map(), used: new Set(), changed: false });

/** One key from a rule's name and what it read; undefined when a part is unknown (a file with no hash: not kept). */
export function verdictKey(rule: string, ...parts: (string | number | boolean | undefined)[]): string | undefined {
  if (parts.some((p) => p === undefined)) return undefined;
  return createHash('sha1')
    .update(`${rule}\0${parts.join('\0')}`)
    .digest('hex');
}

/**
 * The verdict under `key`, or `judge()`'s, kept when `keep` says it lets the build pass.
 * Without a key (or without verdicts) the rule simply runs.
 */
export function remembered<T>(
  verdicts: Verdicts | undefined,
  key: string | undefined,
  judge: () => T,
  keep: (value: T) => boolean = () => true,
): T {
  if (!verdicts || key === undefined) return judge();
  const hit = verdicts.known.get(key);
  if (hit !== undefined) {
    verdicts.used.add(key);
    return hit as T;
  }
  const value = judge();
  if (keep(value)) {
    verdicts.known.set(key, value);
    verdicts.used.add(key);
    verdicts.changed = true;
  }
  return value;
}

/** Starts a validation: what it uses from now on is what is kept. */
export function beginVerdicts(verdicts: Verdicts): void {
  verdicts.used.clear();
}

/** Drops the verdicts the last validation did not use (files gone or changed), so the set does not grow. */
export function pruneVerdicts(verdicts: Verdicts): void {
  for (const key of verdicts.known.keys())
    if (!verdicts.used.has(key)) {
      verdicts.known.delete(key);
      verdicts.changed = true;
    }
}

/**
 * A file's schema check (`check` runs it), its output kept by the schema's name, the file's
 * text and `also` (what else the check reads: the reference it is compared with), when it passed.
 */
export function checkedFile<T>(
  verdicts: Verdicts | undefined,
  schema: string,
  src: { file: string; hash?: string },
  check: () => Checked<T>,
  ...also: (string | undefined)[]
): Checked<T> {
  return remembered(
    verdicts,
    verdictKey(`schema:${schema}`, src.file, src.hash, ...also),
    check,
    (c) => c.data !== undefined && c.issues.length === 0,
  );
}

const STORE = 'verdicts-v1.json';

/** The verdicts a build of the same generator (`code`) stored; none from other code. */
export async function restoreVerdicts(cacheDir: string, code: string, verdicts: Verdicts): Promise<void> {
  if (verdicts.known.size) return;
  try {
    const stored = JSON.parse(await readCacheText(path.join(cacheDir, STORE))) as {
      code: string;
      known: [string, unknown][];
    };
    if (stored.code !== code) return;
    for (const [key, value] of stored.known) verdicts.known.set(key, value);
  } catch {
    /* none yet, or cut short: every rule runs */
  }
}

/** Stores the verdicts the last validation used, when they changed. */
export async function persistVerdicts(cacheDir: string, code: string, verdicts: Verdicts): Promise<void> {
  if (!verdicts.changed) return;
  verdicts.changed = false;
  await fs.mkdir(cacheDir, { recursive: true });
  await writeFileAtomically(path.join(cacheDir, STORE), asciiJson({ code, known: [...verdicts.known] }));
}
