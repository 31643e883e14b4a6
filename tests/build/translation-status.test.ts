/**
 * `npm run check` on a copy of the site: the Portuguese of a treatment changes, and each of its
 * translations gets a warning naming its file, line and field; the check still passes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkContent } from '../../pipeline/dev/check';
import { markAll } from '../../pipeline/dev/translations';
import { makeFixture, type Fixture } from '../support/fixture';

let fx: Fixture;
beforeAll(async () => {
  fx = await makeFixture();
  // Whatever the clinic's marks are today, the copy starts with every translation up to date.
  await markAll(fx.dir);
}, 120_000);
afterAll(() => fx?.remove());

it('a changed Portuguese summary: one warning per translation, with file, line and field; not an error', async () => {
  const before = await checkContent(fx.paths);
  expect(before.ok).toBe(true);
  expect(before.warnings.filter((w) => w.code === 'TRANSLATION_TO_REVIEW')).toEqual([]);

  await fx.edit('content/treatments/ortodontia/index.pt.md', (t) =>
    t.replace(/^summary: "(.*)"$/m, 'summary: "$1 Revisado."'),
  );
  const after = await checkContent(fx.paths);
  expect(after.ok).toBe(true);
  const review = after.warnings.filter((w) => w.code === 'TRANSLATION_TO_REVIEW');
  const translations = ['en', 'es', 'de', 'ar'].map((l) => `content/treatments/ortodontia/index.${l}.md`);
  expect(review.map((w) => w.file).sort()).toEqual(translations.sort());
  for (const w of review) {
    expect(w.message).toContain('"summary"');
    expect(w.message).not.toContain('"title"');
    expect((await fx.read(w.file)).split('\n')[w.line! - 1]).toMatch(/^summary:/);
  }
}, 120_000);
