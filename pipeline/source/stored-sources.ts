/**
 * The parsed files of the last good build, kept between build processes (sources-v2.json in
 * the cache folder): loading reads a file again only when its size, time or text changed.
 */
import fs from 'node:fs/promises';
import { writeFileAtomically } from '../write-file';
import path from 'node:path';
import { parsedYaml, type ReadResult } from './read-yaml';
import type { readMarkdown, MarkdownSource } from './read-markdown';

export type LoadCache = Map<string, { hash: string; result: unknown; stamp?: string }>;

/** A Markdown file's parse as stored between builds (its positions are found again on demand). */
interface StoredDoc {
  abs: string;
  stamp: string;
  hash: string;
  file: string;
  body: string;
  bodyLine: number;
  front?: { source: string; data: unknown };
  /** Validation's verdicts on this parse (see PageVerdicts), when it passed. */
  checked?: unknown;
  clean?: boolean;
}

/**
 * What validation concluded about each stored page, kept for a new process of the same code
 * (checking thousands of unchanged pages again is most of a one-post rebuild's validation).
 */
export interface PageVerdicts {
  /** The generator's fingerprint (cache/snapshot.ts codeKey): other code, no verdict reused. */
  code: string;
  /** zod's output for a page's front matter object, if it passed its schema. */
  checked(front: object): unknown;
  /** Whether a page (its parsed object) was found free of payment terms. */
  clean(doc: object): boolean;
}

/** Receives the verdicts read back, on the restored objects. */
export interface VerdictSink {
  code: string;
  checked(front: object, data: unknown): void;
  clean(doc: object): void;
}

/** A YAML or JSON file's parse as stored between builds, found again by its content hash. */
interface StoredData {
  abs: string;
  hash: string;
  source: string;
  data: unknown;
}

const STORE = 'sources-v2.json';

/**
 * The parsed files of the last good build, read back by a new build process: Markdown files
 * whose size and time did not change are neither read nor parsed again, and YAML and JSON
 * files whose text did not change are not parsed again. Files with mistakes are never
 * stored, so their messages are always fresh.
 */
export async function restoreLoadCache(cacheDir: string, verdicts?: VerdictSink): Promise<LoadCache & { id?: string }> {
  const cache: LoadCache & { id?: string } = new Map();
  let stored: { docs: StoredDoc[]; data: StoredData[]; id?: string; code?: string };
  try {
    stored = JSON.parse(await fs.readFile(path.join(cacheDir, STORE), 'utf8')) as typeof stored;
  } catch {
    return cache;
  }
  cache.id = stored.id;
  for (const d of stored.docs) {
    const doc: MarkdownSource = { file: d.file, body: d.body, bodyLine: d.bodyLine, front: d.front ? parsedYaml(d.front.source, d.front.data, 1) : undefined };
    cache.set(d.abs, { hash: d.hash, stamp: d.stamp, result: { doc, issues: [] } satisfies ReturnType<typeof readMarkdown> });
    if (verdicts && stored.code === verdicts.code) {
      if (doc.front && d.checked !== undefined) verdicts.checked(doc.front, d.checked);
      if (d.clean) verdicts.clean(doc);
    }
  }
  for (const d of stored.data) cache.set(d.abs, { hash: d.hash, result: { parsed: parsedYaml(d.source, d.data), issues: [] } satisfies ReadResult });
  return cache;
}

/** `id` names this copy, so a snapshot can tell whether it was built from these very parses. */
export async function persistLoadCache(cacheDir: string, cache: LoadCache, id?: string, verdicts?: PageVerdicts): Promise<void> {
  const docs: StoredDoc[] = [];
  const data: StoredData[] = [];
  for (const [abs, entry] of cache) {
    // Markdown entries carry a stamp (size and time); data files are read and hashed each time.
    if (!entry.stamp) {
      const { parsed, issues } = entry.result as ReadResult;
      if (parsed && !issues.length) data.push({ abs, hash: entry.hash, source: parsed.source, data: parsed.data });
      continue;
    }
    const { doc, issues } = entry.result as ReturnType<typeof readMarkdown>;
    if (issues.length) continue;
    const checked = verdicts && doc.front ? verdicts.checked(doc.front) : undefined;
    const clean = verdicts?.clean(doc) || undefined;
    docs.push({ abs, stamp: entry.stamp, hash: entry.hash, file: doc.file, body: doc.body, bodyLine: doc.bodyLine, front: doc.front ? { source: doc.front.source, data: doc.front.data } : undefined, checked, clean });
  }
  await fs.mkdir(cacheDir, { recursive: true });
  await writeFileAtomically(path.join(cacheDir, STORE), JSON.stringify({ id, code: verdicts?.code, docs, data }));
}
