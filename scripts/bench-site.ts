/** The benchmarks' site: a copy of the real site plus N synthetic blog posts, in a temporary folder. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../pipeline/config';
import { z } from 'zod';

/** Each category with a dentist of its field as author (the build checks it), from the site's own files. */
async function categoryAuthors(): Promise<[string, string][]> {
  const read = async <T>(f: string, shape: z.ZodType<T>): Promise<T> =>
    shape.parse(parse(await fs.readFile(path.join(ROOT, 'content', f), 'utf8')));
  const category = z.object({ slug: z.string(), specialties: z.array(z.string()) });
  const member = z.object({ slug: z.string(), specialty: z.string(), role: z.string().optional() });
  const categories = await read('blog/categories.yaml', z.array(category));
  const team = await read('team.yaml', z.object({ members: z.array(member) }));
  return categories.flatMap((c): [string, string][] => {
    const author = team.members.find((m) => m.role !== 'tsb' && c.specialties.includes(m.specialty));
    return author ? [[c.slug, author.slug]] : [];
  });
}

// Beside the main checkout (/work/main -> /work/shared), also from a worktree one folder deeper.
export const PEERS_DIR =
  [path.join(ROOT, '..', 'shared', 'bench-peers'), path.join(ROOT, '..', '..', 'shared', 'bench-peers')].find((d) =>
    existsSync(d),
  ) ?? path.join(ROOT, '..', 'shared', 'bench-peers');

/** Copies the site's content and adds N posts made by the peers' corpus generator. */
export async function makeSite(n: number, dir: string): Promise<string> {
  for (const d of ['content', 'locales', 'public'])
    await fs.cp(path.join(ROOT, d), path.join(dir, d), { recursive: true });
  await fs.copyFile(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  const corpus = path.join(dir, 'corpus');
  const gen = path.join(PEERS_DIR, 'make-corpus.mjs');
  spawnSync(process.execPath, [gen, String(n), corpus], { stdio: 'ignore' });
  const files = (await fs.readdir(corpus)).filter((f) => f.endsWith('.md')).sort();
  const categories = await categoryAuthors();
  await Promise.all(
    files.map(async (f, i) => {
      const text = await fs.readFile(path.join(corpus, f), 'utf8');
      // The post schema wants a few more fields than the corpus has.
      const extra = [
        `description: "Synthetic post ${i} for the build benchmark, with headings, paragraphs, a list and inline markup."`,
        `author: ${categories[i % categories.length]![1]}`,
        `category: ${categories[i % categories.length]![0]}`,
        'cover: images/blog/como-escovar-os-dentes-corretamente.svg',
        'cover_alt: "Benchmark cover"',
      ].join('\n');
      const slug = `bench-${f
        .replace(/\.md$/, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}`;
      await fs.mkdir(path.join(dir, 'content/blog/posts', slug), { recursive: true });
      await fs.writeFile(
        path.join(dir, 'content/blog/posts', slug, 'index.pt.md'),
        text.replace(/^---\n/, `---\n${extra}\n`),
      );
    }),
  );
  return corpus;
}
