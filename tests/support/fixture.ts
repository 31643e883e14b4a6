/**
 * A temporary site to build, with one deliberate mistake or edit: the small fixture clinic
 * (tests/fixtures/clinic: two treatments, one aftercare page, two owners, one post in
 * Portuguese and one in every language, one local page matrix of two services in one
 * neighbourhood), or with `real` a copy of the clinic's own content. The interface words
 * (locales/) and the static files (public/) are the project's: they belong to the templates.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { ROOT, resolvePaths, type Paths } from '../../pipeline/config';

/** The fixture clinic: a small, complete site in every language (its content/ folder). */
export const CLINIC = path.join(ROOT, 'tests/fixtures/clinic');

export interface Fixture {
  dir: string;
  paths: Paths;
  /** Rewrites one file of the copy (path relative to the project root). */
  edit(file: string, change: (text: string) => string): Promise<string>;
  read(file: string): Promise<string>;
  remove(): Promise<void>;
}

/**
 * @param real copy the clinic's own content/ instead of the fixture clinic
 * @param small (with real) cut the local pages to two services in one neighbourhood
 * @param ownCache give the copy a cache folder of its own (its snapshot and Markdown cache),
 *   still sharing the project's encoded images
 */
export async function makeFixture({ ownCache = false, small = false, real = false } = {}): Promise<Fixture> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'clinic-fixture-'));
  await fs.cp(real ? path.join(ROOT, 'content') : path.join(CLINIC, 'content'), path.join(dir, 'content'), {
    recursive: true,
  });
  for (const d of ['locales', 'public']) await fs.cp(path.join(ROOT, d), path.join(dir, d), { recursive: true });
  if (small) await shrink(dir);
  await fs.copyFile(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  // Reuse the project's image cache: encoding is not what these tests are about.
  const projectCache = path.join(ROOT, '.cache');
  const cache = ownCache ? path.join(dir, '.cache') : projectCache;
  if (ownCache) {
    await fs.mkdir(cache);
    await fs.symlink(path.join(projectCache, 'images'), path.join(cache, 'images'));
    // Share images too: kept by what they show, so a shared cache cannot hand one the wrong picture.
    await fs.mkdir(path.join(projectCache, 'share'), { recursive: true });
    await fs.symlink(path.join(projectCache, 'share'), path.join(cache, 'share'));
  }
  const paths = resolvePaths(dir, { cache });
  return {
    dir,
    paths,
    async edit(file, change) {
      const abs = path.join(dir, file);
      const next = change(await fs.readFile(abs, 'utf8'));
      await fs.writeFile(abs, next);
      return next;
    },
    read: (file) => fs.readFile(path.join(dir, file), 'utf8'),
    // Retried: a build child killed a moment ago may still be writing into the folder (ENOTEMPTY).
    remove: () => fs.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
  };
}

/**
 * A smaller site for tests that build it many times: the local landing pages (services ×
 * neighbourhoods, half the site's pages) are cut to two services in one neighbourhood.
 * Every other kind of page, language, image and the blog stay.
 */
async function shrink(dir: string): Promise<void> {
  const keep = async (file: string, count: number): Promise<void> => {
    const abs = path.join(dir, 'content/landing', file);
    const text = await fs.readFile(abs, 'utf8');
    // Items start at column 0 with "- slug:"; keep the header comment and the first `count`.
    const starts = [...text.matchAll(/^- slug:/gm)].map((m) => m.index);
    if (starts.length > count) await fs.writeFile(abs, text.slice(0, starts[count]));
  };
  await keep('services.yaml', 2);
  await keep('neighbourhoods.yaml', 1);
  // Each kept neighbourhood's own page texts, for the kept services only.
  const slugsOf = async (file: string): Promise<string[]> =>
    (parse(await fs.readFile(path.join(dir, 'content/landing', file), 'utf8')) as { slug: string }[]).map(
      (x) => x.slug,
    );
  const [services, places] = [await slugsOf('services.yaml'), await slugsOf('neighbourhoods.yaml')];
  const pages = path.join(dir, 'content/landing/pages');
  for (const file of await fs.readdir(pages)) {
    const abs = path.join(pages, file);
    if (!places.includes(file.replace(/\.yaml$/, ''))) {
      await fs.rm(abs);
      continue;
    }
    const texts = parse(await fs.readFile(abs, 'utf8')) as Record<string, unknown>;
    await fs.writeFile(abs, stringify(Object.fromEntries(Object.entries(texts).filter(([k]) => services.includes(k)))));
  }
}

/**
 * The fixture team gets an oral health technician (a member who is not a dentist), for the
 * tests about what a technician may not be called or sign. Returns the new team.yaml.
 */
export function addTechnician(fx: Fixture): Promise<string> {
  return fx.edit('content/team.yaml', (t) =>
    t.replace(
      /^specialty_names:/m,
      [
        '  - slug: bruno-nakamura',
        '    name: Bruno Nakamura',
        '    specialty: digital',
        '    role: tsb',
        '    cro: CRO-SP TSB 000005',
        '    image: images/team/camila-ferraz.svg',
        'specialty_names:',
      ].join('\n'),
    ),
  );
}

/** 1-based line of the first line containing `needle`. */
export function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`"${needle}" not found in fixture`);
  return i + 1;
}
