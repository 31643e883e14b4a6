/**
 * Stage 1: read content/ and locales/ from disk, syntax-checked only.
 * Unchanged files come from the cache (watch mode re-reads only what changed).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { LANGS, type Lang, type Paths } from './config';
import { relativeFile, type ContentIssue } from './errors';
import { makeIssue } from './source/check-schema';
import { readYaml, type ParsedYaml } from './source/read-yaml';

export interface SourceFile {
  /** Relative to the project root, forward slashes: what editors see in messages. */
  file: string;
  parsed?: ParsedYaml;
}

export interface RawSite {
  site: SourceFile;
  home: SourceFile;
  team: SourceFile;
  locales: Partial<Record<Lang, SourceFile>>;
  /** Every file under content/images/, relative to content/ ("images/hero.svg"), with its hash. */
  images: Map<string, { abs: string; hash: string }>;
  version: string;
  issues: ContentIssue[];
}

export type LoadCache = Map<string, { hash: string; result: ReturnType<typeof readYaml> }>;

async function readParsed(abs: string, paths: Paths, cache: LoadCache, json = false): Promise<{ file: SourceFile; issues: ContentIssue[] }> {
  const file = relativeFile(paths.root, abs);
  let text: string;
  try {
    text = await fs.readFile(abs, 'utf8');
  } catch {
    return { file: { file }, issues: [missingFile(file)] };
  }
  const hash = createHash('sha1').update(text).digest('hex');
  const hit = cache.get(abs);
  const result = hit && hit.hash === hash ? hit.result : readYaml(text, file, { json });
  cache.set(abs, { hash, result });
  return { file: { file, parsed: result.parsed }, issues: result.issues };
}

function missingFile(file: string): ContentIssue {
  return {
    code: 'FILE_MISSING',
    severity: 'error',
    file,
    title: 'A required file is missing',
    message: `The build needs ${file}, and it does not exist.`,
    hint: 'Restore the file from Git history, or create it following the README.',
  };
}

async function listImages(dir: string, base: string): Promise<Map<string, { abs: string; hash: string }>> {
  const out = new Map<string, { abs: string; hash: string }>();
  const walk = async (d: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) await walk(abs);
      else if (/\.(svg|png|jpe?g|webp|avif)$/i.test(e.name)) {
        const hash = createHash('sha1').update(await fs.readFile(abs)).digest('hex');
        out.set(path.relative(base, abs).split(path.sep).join('/'), { abs, hash });
      }
    }
  };
  await walk(dir);
  return out;
}

export async function loadSources(paths: Paths, cache: LoadCache = new Map()): Promise<RawSite> {
  const issues: ContentIssue[] = [];
  const take = (r: { file: SourceFile; issues: ContentIssue[] }): SourceFile => {
    issues.push(...r.issues);
    return r.file;
  };
  const [site, home, team] = await Promise.all(
    ['site.yaml', 'home.yaml', 'team.yaml'].map((f) => readParsed(path.join(paths.content, f), paths, cache)),
  );
  const locales: Partial<Record<Lang, SourceFile>> = {};
  for (const lang of LANGS) {
    const abs = path.join(paths.locales, `${lang}.json`);
    const r = await readParsed(abs, paths, cache, true);
    if (r.issues.some((i) => i.code === 'FILE_MISSING')) {
      issues.push(makeIssue('LOCALE_FILE_MISSING', { lang }, relativeFile(paths.root, abs)));
      continue;
    }
    locales[lang] = take(r);
  }
  const pkg = JSON.parse(await fs.readFile(path.join(paths.root, 'package.json'), 'utf8')) as { version?: string };
  return {
    site: take(site!),
    home: take(home!),
    team: take(team!),
    locales,
    images: await listImages(path.join(paths.content, 'images'), paths.content),
    version: pkg.version ?? '0.0.0',
    issues,
  };
}
