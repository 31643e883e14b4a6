/**
 * Preview until launch, on the fixture clinic (tests/fixtures/clinic): it holds stand-ins of
 * every kind (a marked phone, artwork in the picture slots, testimonials without proof, sample
 * partners, degrees without institution and year). Declared live, a release build refuses and
 * names each one, leaving dist/ as it was; filling one in clears it; a preview keeps every page
 * out of search engines.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { runBuild } from '../../pipeline/index';
import { runStages } from '../../pipeline/stages';
import { checkContent } from '../../pipeline/dev/check';
import { BuildFailed, formatIssues, type ContentIssue } from '../../pipeline/errors';
import type { StandIn } from '../../pipeline/launch/stand-ins';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';
import { LAST_GOOD, markLastGoodBuild } from '../support/failing-build';

let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
});
afterEach(() => fx.remove());

const goLive = () => fx.edit('content/site.yaml', (t) => t.replace(/^live: false$/m, 'live: true'));

/** The stand-ins the rule finds in the fixture as it now is. */
async function standIns(): Promise<StandIn[]> {
  return (await runStages({ paths: fx.paths }, { until: 'validate' })).validate.standIns;
}

const named = (issues: ContentIssue[], file: string, field: string) =>
  issues.find((i) => i.code === 'STAND_IN' && i.file === file && i.message.includes(`"${field}"`));

describe('a site declared live', () => {
  it('is refused by the release build while a stand-in of any kind remains, each named at its file and line in Portuguese; dist/ untouched', async () => {
    const site = await goLive();
    await markLastGoodBuild(fx);
    const error = await runBuild({ paths: fx.paths, mode: { release: true } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildFailed);
    const issues = (error as BuildFailed).issues;
    expect(await fs.readFile(path.join(fx.paths.dist, 'index.html'), 'utf8')).toBe(LAST_GOOD);
    expect(named(issues, 'content/site.yaml', 'phones.landline')).toMatchObject({
      line: lineOf(site, 'landline:'),
      severity: 'error',
    });
    const home = await fx.read('content/home.yaml');
    expect(named(issues, 'content/home.yaml', 'images.hero')?.hint).toMatch(/formato 3:2.*1600 px/);
    expect(named(issues, 'content/home.yaml', 'testimonials.0')).toMatchObject({ line: lineOf(home, '{ key: t1 }') });
    expect(named(issues, 'content/home.yaml', 'testimonials.0')?.hint).toContain('Autorizo');
    expect(named(issues, 'content/home.yaml', 'partners.0')?.hint).toContain('agreement_date');
    expect(named(issues, 'content/owners/dra-helena-marques/index.pt.md', 'education.0')?.hint).toContain(
      'institution',
    );
    expect(named(issues, 'content/team.yaml', 'owners.0.image')).toBeDefined();
    // Every issue says what to supply, in Portuguese.
    for (const i of issues) expect(i.hint, i.message).toMatch(/Informe|Envie|Confirme/);
  });

  it('is built as a preview outside a release build (watch, tests) while stand-ins remain', async () => {
    await goLive();
    const { validate } = await runStages({ paths: fx.paths }, { until: 'validate' });
    expect(validate.facts.live).toBe(true);
    expect(validate.preview).toBe(true);
  });
});

describe('filling a stand-in in clears it', () => {
  it('a marked fact: the real value clears it, and the stale mark is a warning', async () => {
    expect((await standIns()).map((s) => s.field)).toContain('phones.landline');
    await fx.edit('content/site.yaml', (t) =>
      t.replace('landline: "+55 11 3000-0340"  ', 'landline: "+55 11 3873-1000"  '),
    );
    const { validate } = await runStages({ paths: fx.paths }, { until: 'validate' });
    expect(validate.standIns.map((s) => s.field)).not.toContain('phones.landline');
    expect(validate.warnings.map((w) => w.code)).toContain('STAND_IN_STALE');
  });

  it('a picture slot: a photo in place of the artwork', async () => {
    // A 1×1 PNG stands for the clinic's photo: the rule reads the kind of file, not its pixels.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await fs.writeFile(path.join(fx.dir, 'content/images/hero.png'), png);
    const before = (await standIns()).filter((s) => s.kind === 'picture');
    await fx.edit('content/home.yaml', (t) => t.replace('hero: images/hero.svg', 'hero: images/hero.png'));
    const after = (await standIns()).filter((s) => s.kind === 'picture');
    expect(before.map((s) => s.field)).toContain('images.hero');
    expect(after.map((s) => s.field)).not.toContain('images.hero');
    expect(after).toHaveLength(before.length - 1);
  });

  it('a testimonial: its source and consent date', async () => {
    await fx.edit('content/home.yaml', (t) =>
      t.replace('{ key: t1 }', '{ key: t1, source: "https://g.page/r/exemplo/review", consent_date: 2026-03-14 }'),
    );
    const left = (await standIns()).filter((s) => s.kind === 'testimonial').map((s) => s.value);
    expect(left).not.toContain('t1');
    expect(left).toContain('t2');
  });

  it('a partner: its agreement date', async () => {
    await fx.edit('content/home.yaml', (t) =>
      t.replace('link: https://dentalsul.example }', 'link: https://dentalsul.example, agreement_date: 2026-02-01 }'),
    );
    const left = (await standIns()).filter((s) => s.kind === 'partner').map((s) => s.value);
    expect(left).not.toContain('Dental Sul Suprimentos');
    expect(left.length).toBeGreaterThan(0);
  });

  it('a degree: its institution and year', async () => {
    const file = 'content/owners/dra-helena-marques/index.pt.md';
    await fx.edit(file, (t) =>
      t.replace(
        '{ title: "Graduação em Odontologia" }',
        '{ title: "Graduação em Odontologia", institution: "Universidade de São Paulo", year: 2005 }',
      ),
    );
    const left = (await standIns()).filter((s) => s.kind === 'credential' && s.file === file).map((s) => s.field);
    expect(left).not.toContain('education.0');
    expect(left).toContain('education.1');
  });
});

describe('marks and titles an editor gets wrong', () => {
  it('a mark naming no field of its block is refused at its line', async () => {
    const text = await fx.edit('content/site.yaml', (t) =>
      t.replace('    landline: "+55 11 3000-0340"\n', '    landlin: "+55 11 3000-0340"\n'),
    );
    const error = await runStages({ paths: fx.paths }, { until: 'validate' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as BuildFailed).issues).toContainEqual(
      expect.objectContaining({ code: 'STAND_IN_UNKNOWN_FIELD', line: lineOf(text, 'landlin:') }),
    );
  });

  it('a course title the CFO rules do not allow a dentist to announce is refused, with the rule named', async () => {
    const file = 'content/owners/dra-helena-marques/index.pt.md';
    const text = await fx.edit(file, (t) =>
      t.replace('education:\n', 'education:\n  - { title: "Aperfeiçoamento em alinhadores ortodônticos" }\n'),
    );
    const error = await runStages({ paths: fx.paths }, { until: 'validate' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const issue = (error as BuildFailed).issues.find((i) => i.code === 'CREDENTIAL_NOT_ALLOWED');
    expect(issue).toMatchObject({ file, line: lineOf(text, 'Aperfeiçoamento') });
    expect(issue?.message).toContain('Código de Ética Odontológica');
  });
});

describe('proof on the page', () => {
  it("shows a testimonial's source and consent date, and a degree's institution and year", async () => {
    await fx.edit('content/home.yaml', (t) =>
      t.replace('{ key: t1 }', '{ key: t1, source: "https://g.page/r/exemplo/review", consent_date: 2026-03-14 }'),
    );
    await fx.edit('content/owners/dra-helena-marques/index.pt.md', (t) =>
      t.replace(
        '{ title: "Graduação em Odontologia" }',
        '{ title: "Graduação em Odontologia", institution: "Universidade de São Paulo", year: 2005 }',
      ),
    );
    await runBuild({ paths: fx.paths });
    const home = await fs.readFile(path.join(fx.paths.dist, 'index.html'), 'utf8');
    expect(home).toMatch(/Fonte: <a href="https:\/\/g\.page\/r\/exemplo\/review"[^>]*>g\.page<\/a>/);
    expect(home).toContain('Publicação autorizada em 14 de março de 2026');
    // The others, still without their proof, say they are samples: none passes for a patient's account.
    const sampleLabels = home.match(/class="testimonial-proof testimonial-sample"/g) ?? [];
    expect(sampleLabels.length).toBe((home.match(/class="card testimonial"/g) ?? []).length - 1);
    const en = await fs.readFile(path.join(fx.paths.dist, 'en/index.html'), 'utf8');
    expect(en).toContain('Publication authorised on 14 March 2026');
    const owner = await fs.readFile(path.join(fx.paths.dist, 'dra-helena-marques/index.html'), 'utf8');
    expect(owner).toContain('Graduação em Odontologia — Universidade de São Paulo, 2005');
  });
});

describe('npm run check', () => {
  it('lists every stand-in with its kind, file and line, counted by kind, and counts a marked local-page fact', async () => {
    await fx.edit('content/landing/neighbourhoods.yaml', (t) =>
      t.replace('  preposition: na\n', '  preposition: na\n  stand_in: { preposition: na }\n'),
    );
    const report = await checkContent(fx.paths);
    expect(report.ok).toBe(true);
    expect(report.preview).toBe(true);
    expect(report.standIns.length).toBe(Object.values(report.standInsByKind).reduce((a, b) => a + b, 0));
    for (const kind of ['fact', 'picture', 'testimonial', 'partner', 'credential'] as const)
      expect(report.standInsByKind[kind], kind).toBeGreaterThan(0);
    expect(report.standIns).toContainEqual(
      expect.objectContaining({
        kind: 'fact',
        file: 'content/landing/neighbourhoods.yaml',
        field: '0.preposition',
        line: 3,
      }),
    );
  });
});

/**
 * The fixture with every stand-in replaced: marks removed, a photo (PNG) in every picture slot,
 * proof for every testimonial, partner and degree.
 */
async function fillEveryStandIn(): Promise<void> {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8fb3a8' } })
    .png()
    .toBuffer();
  for (const file of ['content/site.yaml', 'content/home.yaml', 'content/team.yaml']) {
    const text = await fx.read(file);
    for (const svg of new Set(text.match(/images\/[\w/.-]+\.svg/g) ?? [])) {
      if (svg.startsWith('images/partners/')) continue;
      await fs.writeFile(path.join(fx.dir, 'content', svg.replace(/\.svg$/, '.png')), photo);
    }
    await fx.edit(file, (t) =>
      t
        .replace(/(images\/(?!partners\/)[\w/.-]+)\.svg/g, '$1.png')
        .replace(/^( *)stand_in:\n(\1 {2}.*\n)+/gm, '')
        .replace(
          /\{ key: (t\d) \}/g,
          '{ key: $1, source: "autorização por escrito, prontuário", consent_date: 2026-03-14 }',
        )
        .replace(/(logo: \S+, link: https:\/\/\S+?) \}/g, '$1, agreement_date: 2026-02-01 }'),
    );
  }
  for (const owner of ['dra-helena-marques', 'dr-rafael-toledo'])
    for (const lang of ['pt', 'en', 'es', 'de', 'ar'])
      await fx.edit(`content/owners/${owner}/index.${lang}.md`, (t) =>
        t.replace(/\{ title: ("[^"]+") \}/g, '{ title: $1, institution: "Universidade de São Paulo", year: 2005 }'),
      );
  await fx.edit('content/site.yaml', (t) => t.replace(/^live: false$/m, 'live: true'));
}

describe('a site with every stand-in replaced, declared live', () => {
  it('is published open to search engines: no noindex on its pages, robots.txt names the sitemap, no mark; a stand-in back turns every page into the preview again', async () => {
    await fillEveryStandIn();
    const live = await runBuild({ paths: fx.paths, mode: { release: true } }).catch((e: unknown) => {
      throw e instanceof BuildFailed ? new Error(formatIssues(e.issues)) : e;
    });
    expect(live.standIns).toEqual([]);
    expect(live.preview).toBe(false);
    const robots = await fs.readFile(path.join(fx.paths.dist, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    const home = await fs.readFile(path.join(fx.paths.dist, 'index.html'), 'utf8');
    expect(home).not.toContain('name="robots"');
    expect(home).not.toContain('preview-mark');

    // An edit that brings one stand-in back, in a build from the last one's state (watch mode):
    // every page is the preview again, not only the owner's pages the edited file feeds.
    const file = 'content/owners/dra-helena-marques/index.pt.md';
    await fx.edit(file, (t) => t.replace(/, institution: "Universidade de São Paulo", year: 2005 \}/, ' }'));
    const again = await runBuild({ paths: fx.paths, from: { state: live.state, changed: [file] } });
    expect(again.preview).toBe(true);
    const treatment = live.state.dist.routes.find((r) => r.template === 'treatment' && r.lang === 'pt');
    const page = await fs.readFile(path.join(fx.paths.dist, treatment!.outputPath), 'utf8');
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(await fs.readFile(path.join(fx.paths.dist, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/$/m);
  });
});

describe('a preview build', () => {
  it('marks every page noindex, shows the Prévia mark, and writes a robots.txt that disallows all and names no sitemap', async () => {
    const result = await runBuild({ paths: fx.paths, mode: { release: true } });
    expect(result.preview).toBe(true);
    expect(result.standIns.length).toBeGreaterThan(0);
    const robots = await fs.readFile(path.join(fx.paths.dist, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/Sitemap:/i);
    const pages = result.state.dist.routes.map((r) => r.outputPath).filter((p) => p.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = await fs.readFile(path.join(fx.paths.dist, page), 'utf8');
      expect(html, page).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(html, page).toContain('data-slot="preview-mark"');
    }
  });
});
