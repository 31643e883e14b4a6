/**
 * The parsed files of the last good build, kept between build processes (sources-v3.jsonl in
 * the cache folder): loading reads a file again only when its size, time or text changed.
 * The file is a log: a build appends the files whose parse changed (one line each, after a
 * line naming the new version), so a one-post edit writes one line, not the whole site;
 * it is written whole again when its superseded lines outnumber the live ones.
 */
import fs from 'node:fs/promises';
import { writeFileAtomically } from '../write-file';
import path from 'node:path';
import { parsedYaml, type ReadResult } from './read-yaml';
import type { readMarkdown, MarkdownSource } from './read-markdown';
import { asciiJson, readCacheText } from '../cache/cache-text';

/** A file's parse as loading keeps it: a data file's (YAML, JSON), or a page's (it has a doc). */
export interface LoadEntry {
  hash: string;
  result: ReadResult | ReturnType<typeof readMarkdown>;
  /** A page's size and time (data files are read and hashed each time). */
  stamp?: string;
}

export type LoadCache = Map<string, LoadEntry>;

/** What the log on disk holds, as read back: its version, its verdicts' code, its lines, and each file's entry. */
export interface OnDisk {
  id?: string;
  code?: string;
  lines: number;
  entries: Map<string, LoadEntry>;
}

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

const STORE = 'sources-v3.jsonl';

type Line = { v: { id?: string; code?: string } } | { d: StoredDoc } | { y: StoredData };

/**
 * The parsed files of the last good build, read back by a new build process: Markdown files
 * whose size and time did not change are neither read nor parsed again, and YAML and JSON
 * files whose text did not change are not parsed again. Files with mistakes are never
 * stored, so their messages are always fresh. A line cut short (a killed build) is skipped.
 */
export async function restoreLoadCache(
  cacheDir: string,
  verdicts?: VerdictSink,
): Promise<LoadCache & { id?: string; disk?: OnDisk }> {
  const cache: LoadCache & { id?: string; disk?: OnDisk } = new Map();
  let text: string;
  try {
    text = await readCacheText(path.join(cacheDir, STORE));
  } catch {
    return cache;
  }
  const disk: OnDisk = { lines: 0, entries: new Map() };
  const docs: StoredDoc[] = [];
  for (const raw of text.split('\n')) {
    if (!raw) continue;
    let line: Line;
    try {
      line = JSON.parse(raw) as Line;
    } catch {
      continue;
    }
    disk.lines++;
    if ('v' in line) Object.assign(disk, { id: line.v.id, code: line.v.code });
    else if ('d' in line) docs.push(line.d);
    else
      cache.set(line.y.abs, {
        hash: line.y.hash,
        result: { parsed: parsedYaml(line.y.source, line.y.data), issues: [] } satisfies ReadResult,
      });
  }
  // The last line of a file wins.
  const latest = new Map(docs.map((d) => [d.abs, d]));
  for (const d of latest.values()) {
    const doc: MarkdownSource = {
      file: d.file,
      body: d.body,
      bodyLine: d.bodyLine,
      front: d.front ? parsedYaml(d.front.source, d.front.data, 1) : undefined,
    };
    cache.set(d.abs, {
      hash: d.hash,
      stamp: d.stamp,
      result: { doc, issues: [] } satisfies ReturnType<typeof readMarkdown>,
    });
    if (verdicts && disk.code === verdicts.code) {
      if (doc.front && d.checked !== undefined) verdicts.checked(doc.front, d.checked);
      if (d.clean) verdicts.clean(doc);
    }
  }
  for (const [abs, entry] of cache) disk.entries.set(abs, entry);
  cache.id = disk.id;
  cache.disk = disk;
  return cache;
}

/**
 * `id` names this version, so a snapshot can tell whether it was built from these very parses.
 * `disk`: what restoreLoadCache read (only what changed since is appended).
 */
export async function persistLoadCache(
  cacheDir: string,
  cache: LoadCache,
  id?: string,
  verdicts?: PageVerdicts,
  disk?: OnDisk,
): Promise<void> {
  const lines: Line[] = [];
  // Whole again: nothing read back, other code's verdicts, or more dead lines than live ones.
  const whole = !disk || disk.code !== verdicts?.code || disk.lines > 2 * cache.size + 100;
  for (const [abs, entry] of cache) {
    const before = disk?.entries.get(abs);
    if (
      !whole &&
      before &&
      before.result === entry.result &&
      before.stamp === entry.stamp &&
      before.hash === entry.hash
    )
      continue;
    // Markdown entries carry a stamp (size and time); data files are read and hashed each time.
    if (!('doc' in entry.result)) {
      const { parsed, issues } = entry.result;
      if (parsed && !issues.length)
        lines.push({ y: { abs, hash: entry.hash, source: parsed.source, data: parsed.data } });
      continue;
    }
    const { doc, issues } = entry.result;
    if (issues.length || !entry.stamp) continue;
    const checked = verdicts && doc.front ? verdicts.checked(doc.front) : undefined;
    const clean = verdicts?.clean(doc) || undefined;
    lines.push({
      d: {
        abs,
        stamp: entry.stamp,
        hash: entry.hash,
        file: doc.file,
        body: doc.body,
        bodyLine: doc.bodyLine,
        front: doc.front ? { source: doc.front.source, data: doc.front.data } : undefined,
        checked,
        clean,
      },
    });
  }
  // The version line first: lines cut short after it belong to a version no snapshot names.
  const text = [{ v: { id, code: verdicts?.code } }, ...lines].map((l) => `${asciiJson(l)}\n`).join('');
  await fs.mkdir(cacheDir, { recursive: true });
  if (whole) await writeFileAtomically(path.join(cacheDir, STORE), text);
  else await fs.appendFile(path.join(cacheDir, STORE), text);
  // What the log now holds, for a later build of this process.
  const now: OnDisk = whole ? { lines: 0, entries: new Map() } : disk;
  Object.assign(now, { id, code: verdicts?.code, lines: now.lines + lines.length + 1 });
  for (const [abs, entry] of cache) now.entries.set(abs, entry);
  if (disk && whole) Object.assign(disk, now);
}
