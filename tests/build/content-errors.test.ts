/**
 * Every class of editor mistake stops the build with the file, the line and a fix,
 * and leaves the previous dist/ exactly as it was. On the fixture clinic (tests/fixtures/clinic).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { lineOf } from '../support/fixture';
import { markedFixturePerTest } from '../support/failing-build';

const clinic = markedFixturePerTest();
const { failingBuild } = clinic;

describe('content mistakes', () => {
  it('bad YAML syntax names the file and line', async () => {
    const text = await clinic.fx.edit('content/site.yaml', (t) => t.replace('  landline:', ' landline:'));
    const [issue] = await failingBuild();
    expect(issue).toMatchObject({ code: 'YAML_SYNTAX', file: 'content/site.yaml' });
    expect(Math.abs((issue?.line ?? 0) - lineOf(text, ' landline:'))).toBeLessThanOrEqual(1);
  });

  it('a missing field names the field', async () => {
    await clinic.fx.edit('content/site.yaml', (t) => t.replace(/^email: .*\n/m, ''));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'FIELD_MISSING',
        file: 'content/site.yaml',
        message: expect.stringContaining('"email"'),
      }),
    );
  });

  it('a misspelt field is reported at its line with a suggestion', async () => {
    const text = await clinic.fx.edit('content/site.yaml', (t) => t.replace('\nphones:', '\nphone:'));
    const issues = await failingBuild();
    const unknown = issues.find((i) => i.code === 'UNKNOWN_FIELD');
    expect(unknown).toMatchObject({ file: 'content/site.yaml', line: lineOf(text, 'phone:'), col: 1 });
    expect(unknown?.hint).toContain('Did you mean "phones"?');
  });

  it('a value that is not allowed lists the allowed ones and the closest', async () => {
    const text = await clinic.fx.edit('content/team.yaml', (t) =>
      t.replace('specialty: orthodontics', 'specialty: orthodontic'),
    );
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'VALUE_NOT_ALLOWED');
    expect(issue).toMatchObject({ file: 'content/team.yaml', line: lineOf(text, 'specialty: orthodontic') });
    expect(issue?.message).toContain('implantology');
    expect(issue?.hint).toContain('Did you mean "orthodontics"?');
  });

  it('a missing image names the image and the line that uses it', async () => {
    const text = await clinic.fx.edit('content/home.yaml', (t) => t.replace('images/hero.svg', 'images/heroo.svg'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'IMAGE_MISSING', file: 'content/home.yaml', line: lineOf(text, 'heroo') }),
    );
  });

  it('a translation key missing in one language is an error for that file', async () => {
    await clinic.fx.edit('locales/de.json', (t) => t.replace(/^\s*"header\.book": .*\n/m, ''));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'LOCALE_KEY_MISSING',
        file: 'locales/de.json',
        message: expect.stringContaining('header.book'),
      }),
    );
  });

  it('a translation that lost its placeholder is reported at its line', async () => {
    const text = await clinic.fx.edit('locales/es.json', (t) => t.replace(/("a11y\.slide": ")[^"]*"/, '$1{{index}}"'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'PLACEHOLDER_MISMATCH',
        file: 'locales/es.json',
        line: lineOf(text, '"a11y.slide"'),
      }),
    );
  });

  it('broken JSON in a translation file is a syntax error with a position', async () => {
    await clinic.fx.edit('locales/en.json', (t) => t.replace(/"\n}\s*$/, '",\n}\n'));
    const issues = await failingBuild();
    expect(issues[0]).toMatchObject({ code: 'JSON_SYNTAX', file: 'locales/en.json' });
    expect(issues[0]?.line).toBeGreaterThan(1);
  });

  it('a Markdown link to a page that does not exist names the file and line', async () => {
    const text = await clinic.fx.edit('content/treatments/ortodontia/index.pt.md', (t) =>
      t.replace('## O que é\n', '## O que é\n\nVeja [o guia](/pos-cirurgiaa/).\n'),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'LINK_BROKEN',
        file: 'content/treatments/ortodontia/index.pt.md',
        line: lineOf(text, '/pos-cirurgiaa/'),
      }),
    );
  });

  it('a Markdown link to a section that does not exist names the file, line and the sections there are', async () => {
    const text = await clinic.fx.edit('content/treatments/implantodontia/index.pt.md', (t) =>
      t.replace('## O que é\n', '## O que é\n\nVeja [os cuidados](/ortodontia/#cuidados-depois).\n'),
    );
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'ANCHOR_BROKEN');
    expect(issue).toMatchObject({
      file: 'content/treatments/implantodontia/index.pt.md',
      line: lineOf(text, '#cuidados-depois'),
    });
    expect(issue?.hint).toContain('duracao-e-cuidados');
  });

  it('a front matter field of a Markdown page is checked at its real line', async () => {
    const text = await clinic.fx.edit('content/treatments/implantodontia/index.en.md', (t) =>
      t.replace(/^related: .*$/m, 'related: [ortodontia, brackets]'),
    );
    const issues = await failingBuild();
    // Treatments are folders, not a fixed list: the name must be one of them.
    const issue = issues.find((i) => i.code === 'UNKNOWN_KEY');
    expect(issue).toMatchObject({
      file: 'content/treatments/implantodontia/index.en.md',
      line: lineOf(text, 'related:'),
    });
    expect(issue?.message).toContain('"brackets"');
    // The code frame numbers the file's own lines.
    expect(issue?.frame).toContain(`> ${lineOf(text, 'related:')} | related:`);
  });

  it('one mistake in the team does not cascade into errors on every post and profile', async () => {
    // The owner's specialty: her profile, her posts and the treatments she does all name her.
    await clinic.fx.edit('content/team.yaml', (t) => t.replace('      - orthodontics\n', '      - orthodontic\n'));
    const issues = await failingBuild();
    expect(issues.filter((i) => i.severity === 'error')).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'VALUE_NOT_ALLOWED', file: 'content/team.yaml' });
  });

  it('a post folder cannot take an address the blog uses', async () => {
    const text = await clinic.fx.read('content/blog/posts/ortodontia-em-adultos/index.pt.md');
    await fs.mkdir(path.join(clinic.fx.dir, 'content/blog/posts/busca'));
    await fs.writeFile(path.join(clinic.fx.dir, 'content/blog/posts/busca/index.pt.md'), text);
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({ code: 'RESERVED_SLUG', file: 'content/blog/posts/busca/index.pt.md' }),
    ]);
  });

  it('a file named after an unknown language is refused with a suggestion', async () => {
    const fsText = await clinic.fx.read('content/treatments/implantodontia/index.en.md');
    await fs.writeFile(path.join(clinic.fx.dir, 'content/treatments/implantodontia/index.eng.md'), fsText);
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'UNKNOWN_LANGUAGE',
        file: 'content/treatments/implantodontia/index.eng.md',
        hint: expect.stringContaining('"index.en.md"'),
      }),
    );
  });

  it('a page the menus link to cannot be deleted silently', async () => {
    await fs.rm(path.join(clinic.fx.dir, 'content/recommendations/pos-cirurgia/index.pt.md'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'PAGE_MISSING', file: 'content/recommendations/pos-cirurgia/index.pt.md' }),
    );
  });

  const POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
  const postCases: [string, RegExp, string, string][] = [
    ['title', /^title: .*$/m, 'title: "Curto"', 'FIELD_INVALID'],
    ['date', /^date: .*$/m, 'date: 31/02/2026', 'FIELD_INVALID'],
    ['author', /^author: .*$/m, 'author: dr-rafael-toleda', 'UNKNOWN_KEY'],
    ['category', /^category: .*$/m, 'category: prevensao', 'UNKNOWN_KEY'],
    ['cover', /^cover: .*$/m, 'cover: images/blog/nao-existe.svg', 'IMAGE_MISSING'],
    ['draft', /^draft: .*$/m, 'draft: talvez', 'FIELD_INVALID'],
    ['description', /^description: .*\n/m, '', 'FIELD_MISSING'],
  ];
  for (const [field, pattern, replacement, code] of postCases) {
    it(`a blog post with a bad "${field}" is reported at its line`, async () => {
      const text = await clinic.fx.edit(POST, (t) => t.replace(pattern, replacement));
      const issues = await failingBuild();
      const issue = issues.find((i) => i.code === code && i.file === POST);
      expect(issue, JSON.stringify(issues.map((i) => [i.code, i.file, i.line]))).toBeDefined();
      // A missing field is reported at the start of the front matter (line 2).
      const expected = replacement ? lineOf(text, replacement) : 2;
      expect(issue!.line).toBe(expected);
    });
  }

  it('a post linking to a post that does not exist stops the build', async () => {
    const text = await clinic.fx.edit(POST, (t) =>
      t.replace(/\n## /, '\nLeia [este guia](/blog/post-que-nao-existe/).\n\n## '),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'LINK_BROKEN', file: POST, line: lineOf(text, 'post-que-nao-existe') }),
    );
  });

  it('reports every problem at once', async () => {
    await clinic.fx.edit('content/site.yaml', (t) => t.replace(/^email: .*\n/m, ''));
    await clinic.fx.edit('locales/ar.json', (t) => t.replace(/^\s*"header\.menu": .*\n/m, ''));
    await clinic.fx.edit('content/home/index.de.yaml', (t) => t.replace(/^ {2}title: .*\n/m, ''));
    const issues = await failingBuild();
    expect(new Set(issues.map((i) => i.file))).toEqual(
      new Set(['content/site.yaml', 'locales/ar.json', 'content/home/index.de.yaml']),
    );
  });
});

describe("mistakes in the clinic's texts (content/home/index.<lang>.yaml, content/site/index.<lang>.yaml)", () => {
  it('a missing translation of an FAQ answer names the file, the key and where to add it', async () => {
    const text = await clinic.fx.edit('content/home/index.de.yaml', (t) =>
      t.replace(/(q2:\n {6}question: .*\n) {6}answer: .*\n/, '$1'),
    );
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'TEXT_MISSING',
        file: 'content/home/index.de.yaml',
        line: lineOf(text, 'q2:'),
        col: 5,
      }),
    ]);
    expect(issues[0]?.message).toContain('"faq.items.q2.answer" is in content/home/index.pt.yaml');
    expect(issues[0]?.hint).toContain('Add "answer:" under "faq.items.q2"');
  });

  it('a YAML mistake is reported at its file, line and column', async () => {
    const text = await clinic.fx.edit('content/site/index.en.yaml', (t) => t.replace(/^ {2}notice: /m, ' notice: '));
    const [issue] = await failingBuild();
    expect(issue).toMatchObject({ code: 'YAML_SYNTAX', file: 'content/site/index.en.yaml' });
    expect(Math.abs((issue?.line ?? 0) - lineOf(text, ' notice: '))).toBeLessThanOrEqual(1);
    expect(issue?.col).toBeGreaterThan(0);
  });

  it('a misspelt block name in a translation is one mistake, with the right name', async () => {
    const text = await clinic.fx.edit('content/home/index.es.yaml', (t) => t.replace(/^hero:$/m, 'heroe:'));
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'TEXT_EXTRA',
        file: 'content/home/index.es.yaml',
        line: lineOf(text, 'heroe:'),
        col: 1,
      }),
    ]);
    expect(issues[0]?.hint).toContain('Did you mean "hero"?');
  });

  it('an empty text is refused at its line', async () => {
    const text = await clinic.fx.edit('content/site/index.pt.yaml', (t) => t.replace(/^( {2}text: )".*"$/m, '$1""'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'FIELD_INVALID',
        file: 'content/site/index.pt.yaml',
        line: lineOf(text, 'text: ""'),
      }),
    );
  });

  it('an item content/home.yaml shows must have its text', async () => {
    for (const lang of ['pt', 'en', 'es', 'de', 'ar'])
      await clinic.fx.edit(`content/home/index.${lang}.yaml`, (t) => t.replace(/^ {4}stat_years: .*\n/m, ''));
    const text = await clinic.fx.read('content/home/index.pt.yaml');
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'ITEM_TEXT_MISSING',
        file: 'content/home/index.pt.yaml',
        line: lineOf(text, '  stats:'),
      }),
    ]);
    expect(issues[0]?.hint).toContain('remove "stat_years" from "stats" in content/home.yaml');
  });

  it('a language without its file is named, with the file to copy', async () => {
    await fs.rm(path.join(clinic.fx.dir, 'content/site/index.ar.yaml'));
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'TEXT_FILE_MISSING',
        file: 'content/site/index.ar.yaml',
        hint: expect.stringContaining('Copy content/site/index.pt.yaml to content/site/index.ar.yaml'),
      }),
    ]);
  });

  it('a text of the clinic added to a locale file is refused, saying where it belongs', async () => {
    const text = await clinic.fx.edit('locales/en.json', (t) =>
      t.replace(/^\{\n/, '{\n  "faq.q9.answer": "We also see patients on Sundays.",\n'),
    );
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'LOCALE_CLINIC_TEXT',
        file: 'locales/en.json',
        line: lineOf(text, 'faq.q9.answer'),
      }),
    ]);
    expect(issues[0]?.hint).toContain('content/home/index.en.yaml under "faq"');
  });
});

describe('warnings', () => {
  it('raw HTML in Markdown is dropped with a warning naming the file and line; the build goes on', async () => {
    const file = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
    const text = await clinic.fx.edit(file, (t) => t.replace(/\n## /, '\n<script>alert(1)</script>\n\n## '));
    const warnings: string[] = [];
    const result = await runBuild({ paths: clinic.fx.paths, report: { warn: (w) => warnings.push(w) } });
    await result.cleanup;
    expect(warnings.join('\n')).toContain(`${file}:${lineOf(text, '<script>')}:1`);
    const html = await fs.readFile(path.join(clinic.fx.paths.dist, 'blog/ortodontia-em-adultos/index.html'), 'utf8');
    expect(html).not.toContain('alert(1)');
  });
});

describe('a correct build', () => {
  it('replaces dist/ with the new site', async () => {
    const result = await runBuild({ paths: clinic.fx.paths });
    await result.cleanup;
    const html = await fs.readFile(path.join(clinic.fx.paths.dist, 'index.html'), 'utf8');
    expect(html).toContain('<html lang="pt-BR"');
    const ar = await fs.readFile(path.join(clinic.fx.paths.dist, 'ar/index.html'), 'utf8');
    expect(ar).toContain('dir="rtl"');
    const leftovers = (await fs.readdir(clinic.fx.dir)).filter((n) => n.startsWith('.dist-'));
    expect(leftovers).toEqual([]);
  });
});
