/**
 * Where a patient in a hurry is led: a home question may name the care page that answers it
 * further (content/home.yaml `faq_pages`), and a care page's warning box holds only its own
 * section: a thematic break (`---`) ends it, so the page's closing notes are not drawn as alarms.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { BuildFailed } from '../../pipeline/errors';
import { makeFixture } from '../support/fixture';

const fx = await makeFixture({ ownCache: true });
afterAll(() => fx.remove());

const NOTE = 'Nota geral que vale para a página inteira.';
const page = async (file: string) =>
  parseHTML(await fs.readFile(path.join(fx.paths.dist, file), 'utf8')).document as unknown as Document;
const titleOf = async (lang: string) =>
  /^title: "([^"]+)"/m.exec(await fx.read(`content/recommendations/pos-cirurgia/index.${lang}.md`))?.[1];

beforeAll(async () => {
  await fx.edit('content/home.yaml', (s) =>
    s.replace(/^faq: .*$/m, (line) => `${line}\nfaq_pages: { q6: pos-cirurgia }`),
  );
  await fx.edit('content/recommendations/pos-cirurgia/index.pt.md', (s) => `${s.trimEnd()}\n\n---\n\n${NOTE}\n`);
  await runBuild({ paths: fx.paths });
}, 120_000);

describe('a home question that names a care page', () => {
  it('links to it after its answer, named by the page title, in each language', async () => {
    for (const [lang, file] of [
      ['pt', 'index.html'],
      ['en', 'en/index.html'],
    ] as const) {
      const item = (await page(file)).querySelector('.faq-item[data-id="q6"]');
      // The answer as served without JavaScript (the noscript's HTML).
      const answer = parseHTML(`<div>${item?.querySelector('noscript')?.innerHTML ?? ''}</div>`).document;
      const more = answer.querySelector('a.faq-more');
      expect(more?.textContent).toBe(await titleOf(lang));
      expect(more?.getAttribute('href')).toMatch(/\/pos-cirurgia\/$/);
    }
    // A question that names no page has no such link.
    expect((await page('index.html')).querySelector('.faq-item[data-id="q1"]')?.innerHTML).not.toContain('faq-more');
  });

  it('is refused when no such care page exists', async () => {
    await fx.edit('content/home.yaml', (s) => s.replace('q6: pos-cirurgia', 'q6: pos-extracao'));
    const failed = await runBuild({ paths: fx.paths }).then(
      () => undefined,
      (e: unknown) => e,
    );
    await fx.edit('content/home.yaml', (s) => s.replace('q6: pos-extracao', 'q6: pos-cirurgia'));
    expect(failed).toBeInstanceOf(BuildFailed);
    const said = failed instanceof BuildFailed ? failed.issues.map((i) => `${i.file} ${i.message}`).join('\n') : '';
    expect(said).toContain('pos-extracao');
  }, 120_000);
});

describe("a care page's callout box", () => {
  it('ends at a thematic break: the notes after it are ordinary text', async () => {
    const doc = await page('pos-cirurgia/index.html');
    const boxes = [...doc.querySelectorAll('.callout')];
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box.textContent).not.toContain(NOTE);
    const note = [...doc.querySelectorAll('.prose-part p')].find((p) => p.textContent === NOTE);
    expect(note).toBeDefined();
    // The break that closed the box is not drawn as a second line under it.
    expect(note?.closest('.prose-part')?.querySelector('hr')).toBeNull();
  });
});
