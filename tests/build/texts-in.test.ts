/**
 * The rules that read every text a patient reads (prices, superlatives, the glossary, health
 * details by message) read each YAML file content-files.ts declares with texts, in the language
 * its texts are in (`texts`): a file holding every language side by side (site.yaml) and a
 * Portuguese-only local page are read like the home page's texts. On the fixture clinic.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkContent } from '../../pipeline/dev/check';
import { FILE_KINDS, FILE_TYPES } from '../../pipeline/content-types';
import { loadSources, textsIn } from '../../pipeline/load/load';
import { LANGS } from '../../model/languages';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';

let fx: Fixture;
beforeAll(async () => {
  fx = await makeFixture();
});
afterAll(() => fx?.remove());

it('gives the rules every declared file with texts, in each language its texts are in', async () => {
  const raw = await loadSources(fx.paths);
  const read = new Set(LANGS.flatMap((lang) => textsIn(raw, lang).map((f) => f.kind)));
  for (const kind of FILE_KINDS)
    if (raw[kind] && FILE_TYPES[kind].texts !== 'none') expect(read.has(kind), kind).toBe(true);
  // Side by side: read in each language under its own key; Portuguese only: read in Portuguese only.
  for (const lang of LANGS) {
    expect(textsIn(raw, lang).find((f) => f.kind === 'site')?.under).toBe(lang);
    expect(textsIn(raw, lang).some((f) => f.kind === 'landingTexts')).toBe(lang === 'pt');
  }
});

it('refuses a price in the clinic facts and in a local page, and a word the glossary avoids there, each at its line', async () => {
  const site = await fx.edit('content/site.yaml', (t) => t.replace(/(\n {4}en: Hello!)/, '$1 Cleaning from R$ 90.'));
  const page = await fx.edit('content/landing/pages/lapa.yaml', (t) =>
    t.replace('heading: Um tratamento longo', 'heading: Um tratamento longo na Clínica Roma, parcelamento em 10x'),
  );
  await fs.writeFile(
    path.join(fx.dir, 'content/glossary/pt.yaml'),
    'terms:\n  - use: "Clínica Odontológica Roma"\n    avoid: ["Clínica Roma"]\n',
  );
  const { errors } = await checkContent(fx.paths);
  const at = (file: string) => errors.filter((i) => i.file === file).map((i) => [i.code, i.line]);
  expect(at('content/site.yaml')).toEqual([['PAYMENT_TERMS', lineOf(site, 'R$ 90')]]);
  expect(at('content/landing/pages/lapa.yaml')).toEqual(
    expect.arrayContaining([
      ['PAYMENT_TERMS', lineOf(page, 'parcelamento em 10x')],
      ['GLOSSARY_AVOID', lineOf(page, 'Clínica Roma')],
    ]),
  );
});
