/**
 * Bodies parsed ahead in the worker (a cold build of a large blog, while the site is
 * validated) are checked and rendered exactly as in one thread, and come back in the jobs'
 * order, including jobs the worker did not parse ahead (a body changed since, a new page).
 */
import { describe, expect, it } from 'vitest';
import {
  checkHere,
  checkMarkdownBatch,
  parseAhead,
  WORKER_THRESHOLD,
  type MarkdownJob,
  type MarkdownShared,
} from '../../pipeline/markdown-pool';

const shared: MarkdownShared = {
  pages: { pt: ['clareamento', 'blog/a'], en: ['clareamento'] },
  fallback: ['clareamento', 'blog/a'],
  vars: { name: 'Clínica' },
  newTabLabel: { pt: '(abre em nova aba)', en: '(opens in a new tab)' },
  images: [],
};

/** Bodies that differ in headings, links (a broken one too) and length, so a reordering shows. */
const job = (i: number): MarkdownJob => ({
  file: `content/blog/posts/p${i}/index.${i % 3 ? 'pt' : 'en'}.md`,
  bodyLine: 5 + (i % 4),
  lang: i % 3 ? 'pt' : 'en',
  pagePath: `blog/p${i}`,
  body: `## Parte ${i}\n\nTexto ${'e mais '.repeat(i % 17)}com [um link](/clareamento/) e [outro](/nao-existe-${i % 5}/).\n\n### Detalhe ${i}\n\n[Site](https://example.org/${i}) {{site.name}}\n`,
});

describe('Markdown parsed ahead in the worker', () => {
  it('gives the facts and HTML of one thread, in the jobs order', async () => {
    const jobs = Array.from({ length: WORKER_THRESHOLD + 40 }, (_, i) => job(i));
    const here = await checkHere(jobs, shared);
    const expected = { facts: here.facts, html: here.html() };
    // The worker parses ahead an older text of some bodies, and never saw the last jobs.
    const ahead = parseAhead(
      jobs.slice(0, -20).map((j, i) => (i % 50 === 0 ? { ...j, body: `${j.body}\nAntes.\n` } : j)),
    );
    expect(ahead).toBeDefined();
    const batch = await checkMarkdownBatch(jobs, shared, ahead);
    expect(batch.facts).toEqual(expected.facts);
    expect(await batch.html()).toEqual(expected.html);
  });
});
