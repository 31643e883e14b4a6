/**
 * The stack floor: the least this stack can do per post, in one thread, on the benchmark's
 * corpus: read the file, split it with gray-matter, render it with remark + remark-html
 * (sanitised, as the site does), wrap it in a bare React page with renderToStaticMarkup, write
 * it. No site, no islands, no images, no search, no compression: what the real build is
 * compared with. Usage: tsx scripts/bench-floor.ts [--n 1000,4000] [--runs 5]
 */
import '../pipeline/production-mode';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import matter from 'gray-matter';
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { ROOT } from '../pipeline/config';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const SIZES = arg('n', '1000,4000').split(',').map(Number);
const RUNS = Number(arg('runs', '5'));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const processor = remark().use(remarkHtml, { sanitize: true }).freeze();

function buildOnce(files: string[], out: string): number {
  fs.rmSync(out, { recursive: true, force: true });
  const start = performance.now();
  for (const file of files) {
    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    const body = String(processor.processSync(content));
    const title = String(data.title ?? '');
    const html = renderToStaticMarkup(
      h(
        'html',
        { lang: 'pt-BR' },
        h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, title)),
        h(
          'body',
          null,
          h('main', null, h('h1', null, title), h('article', { dangerouslySetInnerHTML: { __html: body } })),
        ),
      ),
    );
    const dir = path.join(out, path.basename(file, '.md'));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html>${html}`);
  }
  return performance.now() - start;
}

for (const n of SIZES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `clinic-floor-${n}-`));
  spawnSync(
    process.execPath,
    [path.join(ROOT, '..', 'shared', 'bench-peers', 'make-corpus.mjs'), String(n), path.join(dir, 'corpus')],
    { stdio: 'ignore' },
  );
  const files = fs
    .readdirSync(path.join(dir, 'corpus'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => path.join(dir, 'corpus', f));
  const times = Array.from({ length: RUNS }, () => buildOnce(files, path.join(dir, 'out')));
  const ms = median(times);
  console.log(
    `stack floor, N = ${files.length}: ${(ms / 1000).toFixed(2)} s, ${(ms / files.length).toFixed(2)} ms/post (median of ${RUNS}, one thread), peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
}
