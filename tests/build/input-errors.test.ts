/**
 * Issue 24: what an editor (or an attacker with write access to content/) can put in the
 * inputs. Every URL field, every input file type: each mistake is named with its file and
 * line and a specific fix, and the last good dist/ stays; what is fine but unusual (a BOM,
 * a space after ---, two equal headings) builds. On the fixture clinic (tests/fixtures/clinic).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { checkContent } from '../../pipeline/dev/check';
import type { ContentIssue } from '../../pipeline/errors';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';
import { failingBuild as failingBuildOf, markLastGoodBuild } from '../support/failing-build';
import { xmlProblems } from '../support/xml';

const TREATMENT = 'content/treatments/ortodontia/index.pt.md';
const POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
/** Inserts Markdown after the first heading of a page. */
const addToBody = (md: string) => (t: string) => t.replace('## O que é\n', `## O que é\n\n${md}\n`);

let fx: Fixture;

const failingBuild = async (): Promise<ContentIssue[]> =>
  (await failingBuildOf(fx)).filter((i) => i.severity === 'error');

describe('refused with file, line and a fix', () => {
  beforeEach(async () => {
    fx = await makeFixture();
    await markLastGoodBuild(fx);
  });
  afterEach(() => fx.remove());

  const URL_FIELD = /^(\s*(?:url|instagram|google|tiktok|waze|embed|aligner|referral): )https:\/\/\S+/gm;
  const schemes: [string, (url: string) => string][] = [
    ['javascript:', () => '"javascript:alert(document.domain)"'],
    ['data:', () => '"data:text/html,<script>alert(1)</script>"'],
    ['ftp:', (u) => u.replace('https:', 'ftp:')],
    ['http:', (u) => u.replace('https:', 'http:')],
  ];
  for (const [scheme, value] of schemes) {
    it(`every URL field refuses ${scheme} at its line`, async () => {
      const site = await fx.edit('content/site.yaml', (t) =>
        t.replace(URL_FIELD, (m, key: string) => key + value(m.slice(key.length))),
      );
      const home = await fx.edit('content/home.yaml', (t) =>
        t.replace(/link: (https:\/\/[^\s}]+)/g, (_m, u: string) => `link: ${value(u)}`),
      );
      const issues = await failingBuild();
      const siteLines = site
        .split('\n')
        .flatMap((l, i) => (/^\s*(url|instagram|google|tiktok|waze|embed|aligner|referral): /.test(l) ? [i + 1] : []));
      const homeLines = home.split('\n').flatMap((l, i) => (l.includes('link: ') ? [i + 1] : []));
      // Every URL field of the two files is refused, whichever the clinic has.
      expect(siteLines.length).toBeGreaterThan(0);
      expect(homeLines.length).toBeGreaterThan(0);
      const at = (file: string) =>
        issues.filter((i) => i.file === file && i.code === 'FIELD_INVALID').map((i) => i.line);
      expect(at('content/site.yaml')).toEqual(siteLines);
      expect(at('content/home.yaml')).toEqual(homeLines);
      expect(issues.find((i) => i.file === 'content/site.yaml')?.message).toMatch(/https:\/\//);
    });
  }

  it('a URL field refuses a host its meaning does not allow (the map embed, a profile)', async () => {
    const text = await fx.edit('content/site.yaml', (t) =>
      t
        .replace(/embed: .*/, 'embed: https://evil.example/maps?output=embed')
        .replace(/instagram: \S+/, 'instagram: https://instagram.evil.example/x'),
    );
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'FIELD_INVALID',
        line: lineOf(text, 'instagram:'),
        message: expect.stringContaining('www.instagram.com'),
      }),
      expect.objectContaining({
        code: 'FIELD_INVALID',
        line: lineOf(text, 'embed:'),
        message: expect.stringContaining('www.google.com'),
      }),
    ]);
  });

  it('a Markdown link with an unsafe scheme fails at its line (it was removed silently)', async () => {
    const text = await fx.edit(
      TREATMENT,
      addToBody(
        '[a](javascript:alert(1))\n\n[b](vbscript:x)\n\n[c](data:text/html,x)\n\n[d](file:///etc/passwd)\n\n[e]\n\n[e]: JaVaScRiPt:alert(2)',
      ),
    );
    const issues = await failingBuild();
    expect(issues.map((i) => [i.code, i.file, i.line])).toEqual(
      ['javascript:alert(1)', 'vbscript:x', 'data:text', 'file:///', 'JaVaScRiPt'].map((s) => [
        'LINK_UNSAFE',
        TREATMENT,
        lineOf(text, s),
      ]),
    );
  });

  it('a Markdown picture from another website fails at its line', async () => {
    const text = await fx.edit(TREATMENT, addToBody('![a tooth](https://example.org/tooth.png)'));
    expect(await failingBuild()).toEqual([
      expect.objectContaining({ code: 'IMAGE_REMOTE', file: TREATMENT, line: lineOf(text, 'example.org') }),
    ]);
  });

  it('relative links and body pictures are checked like absolute ones', async () => {
    const text = await fx.edit(
      TREATMENT,
      addToBody('[a](implantodontia/)\n\n[b](../implantodontiaa/)\n\n![c](/images/blog/x.svg)'),
    );
    const issues = await failingBuild();
    expect(issues.map((i) => [i.code, i.line])).toEqual([
      ['LINK_BROKEN', lineOf(text, '(implantodontia/)')],
      ['LINK_BROKEN', lineOf(text, 'implantodontiaa')],
      ['IMAGE_MISSING', lineOf(text, 'x.svg')],
    ]);
    expect(issues[0]?.message).toContain('/ortodontia/implantodontia/');
  });

  it('a phone number must be one (E.164 or the Brazilian format)', async () => {
    const text = await fx.edit('content/site.yaml', (t) =>
      t.replace(/landline: .*/, 'landline: "ligue 3000-0340 ramal 12"').replace(/mobile: .*/, 'mobile: "+55 11 1234"'),
    );
    const issues = await failingBuild();
    expect(issues.map((i) => [i.code, i.line])).toEqual([
      ['FIELD_INVALID', lineOf(text, 'landline:')],
      ['FIELD_INVALID', lineOf(text, 'mobile:')],
    ]);
  });

  it('a symbolic link in content/ to a file outside the project is refused', async () => {
    const outside = path.join(os.tmpdir(), `outside-${process.pid}.md`);
    await fs.copyFile(path.join(fx.dir, 'content/treatments/implantodontia/index.en.md'), outside);
    await fs.rm(path.join(fx.dir, 'content/treatments/implantodontia/index.en.md'));
    await fs.symlink(outside, path.join(fx.dir, 'content/treatments/implantodontia/index.en.md'));
    await fs.symlink('/etc', path.join(fx.dir, 'content/images/etc'));
    const issues = await failingBuild();
    await fs.rm(outside);
    expect(issues.map((i) => [i.code, i.file])).toEqual([
      ['SYMLINK_OUTSIDE', 'content/treatments/implantodontia/index.en.md'],
      ['SYMLINK_OUTSIDE', 'content/images/etc'],
    ]);
  });

  it('a corrupt image is named, by the build and by npm run check', async () => {
    await fs.writeFile(path.join(fx.dir, 'content/images/blog/cover.jpg'), 'junk\n');
    await fx.edit(POST, (t) => t.replace(/^cover: .*$/m, 'cover: images/blog/cover.jpg'));
    const expected = [
      expect.objectContaining({
        code: 'IMAGE_UNREADABLE',
        file: 'content/images/blog/cover.jpg',
        message: expect.stringContaining('unsupported image format'),
      }),
    ];
    expect(await failingBuild()).toEqual(expected);
    expect((await checkContent(fx.paths)).errors).toEqual(expected);
  });

  it('an oversized SVG is named, by the build and by npm run check', async () => {
    const file = 'content/images/blog/implante-dentario-passo-a-passo.svg';
    await fs.writeFile(
      path.join(fx.dir, file),
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>',
    );
    const expected = [
      expect.objectContaining({ code: 'IMAGE_TOO_LARGE', file, message: expect.stringContaining('100000 × 100000') }),
    ];
    expect(await failingBuild()).toEqual(expected);
    expect((await checkContent(fx.paths)).errors).toEqual(expected);
  });

  it('a control character is refused in every kind of text file, at its line', async () => {
    const post = await fx.edit(POST, (t) =>
      t.replace(/^title: "Implante/m, 'title: "Implante\u000B').replace(/\n## /, '\nUma linha\u0007 com sino.\n\n## '),
    );
    const site = await fx.edit('content/site.yaml', (t) => t.replace('district: Lapa', 'district: "La\\vpa"'));
    const en = await fx.edit('locales/en.json', (t) => t.replace(/"header\.book": "/, '"header.book": "\\u000b'));
    const de = await fx.edit('locales/de.json', (t) => t.replace(/"header\.book": "/, '"header.book": "\u001F'));
    const home = await fx.edit('content/home/index.es.yaml', (t) => t.replace(/^( {2}eyebrow: ")/m, '$1\\x1f'));
    const issues = await failingBuild();
    expect(issues.map((i) => [i.code, i.file, i.line]).sort()).toEqual(
      [
        ['CONTROL_CHARACTER', 'content/site.yaml', lineOf(site, 'district:')],
        ['CONTROL_CHARACTER', 'locales/en.json', lineOf(en, '"header.book"')],
        ['CONTROL_CHARACTER', 'locales/de.json', lineOf(de, '"header.book"')],
        ['CONTROL_CHARACTER', 'content/home/index.es.yaml', lineOf(home, 'eyebrow:')],
        ['CONTROL_CHARACTER', POST, lineOf(post, 'title:')],
        ['CONTROL_CHARACTER', POST, lineOf(post, 'Uma linha')],
      ].sort(),
    );
    expect(issues.find((i) => i.file === POST)?.message).toContain('U+000B');
  });

  it('files the build would ignore are errors with a suggestion', async () => {
    await fs.rename(
      path.join(fx.dir, 'content/treatments/implantodontia/index.en.md'),
      path.join(fx.dir, 'content/treatments/implantodontia/index.en.MD'),
    );
    await fs.copyFile(
      path.join(fx.dir, 'content/treatments/implantodontia/index.pt.md'),
      path.join(fx.dir, 'content/treatments/implantodontia/index.pt.md.txt'),
    );
    await fs.writeFile(path.join(fx.dir, 'content/images/notes.txt'), 'x');
    await fs.writeFile(path.join(fx.dir, 'content/hom.yaml'), 'x: 1');
    const issues = await failingBuild();
    expect(issues.map((i) => [i.code, i.file, i.hint.match(/"([^"]+)"\?/)?.[1]])).toEqual([
      ['UNKNOWN_FILE', 'content/treatments/implantodontia/index.en.MD', 'index.en.md'],
      ['UNKNOWN_FILE', 'content/treatments/implantodontia/index.pt.md.txt', 'index.pt.md'],
      ['UNKNOWN_FILE', 'content/hom.yaml', 'home.yaml'],
      ['UNKNOWN_FILE', 'content/images/notes.txt', undefined],
    ]);
  });

  it('an unknown placeholder in Markdown is an error at its line', async () => {
    const md = await fx.edit(TREATMENT, addToBody('Escreva para {{site.nope}} ou {{ site.emial }}.'));
    const issues = await failingBuild();
    expect(issues.map((i) => [i.code, i.file, i.line])).toEqual([
      ['PLACEHOLDER_UNKNOWN', TREATMENT, lineOf(md, 'site.nope')],
      ['PLACEHOLDER_UNKNOWN', TREATMENT, lineOf(md, 'site.nope')],
    ]);
    expect(issues[1]?.hint).toContain('{{site.email}}');
  });

  it('a placeholder a translation adds is an error at its line', async () => {
    const en = await fx.edit('locales/en.json', (t) => t.replace(/("header\.book": ")/, '$1{{foo}} '));
    const issues = await failingBuild();
    expect(issues.map((i) => [i.code, i.file, i.line])).toEqual([
      ['PLACEHOLDER_EXTRA', 'locales/en.json', lineOf(en, '{{foo}}')],
    ]);
  });

  it('a placeholder in the reference language that the page does not fill in stops the build', async () => {
    for (const lang of ['pt', 'en', 'es', 'de', 'ar'])
      await fx.edit(`locales/${lang}.json`, (t) => t.replace(/("header\.book": ")/, '$1{{foo}} '));
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'PLACEHOLDER_UNFILLED',
        file: 'locales/pt.json',
        message: expect.stringContaining('header.book'),
      }),
    ]);
  });

  it('a key written twice is named with both lines, in JSON and in YAML', async () => {
    const en = await fx.edit('locales/en.json', (t) =>
      t.replace(/^(\s*"header\.book": .*\n)/m, '$1  "header.book": "Again",\n'),
    );
    const site = await fx.edit('content/site.yaml', (t) =>
      t.replace(/^(email: .*)$/m, '$1\nemail: outro@clinicaroma.example'),
    );
    const issues = (await failingBuild()).sort((a, b) => a.file.localeCompare(b.file));
    expect(issues.map((i) => [i.code, i.file, i.line])).toEqual([
      ['DUPLICATE_KEY', 'content/site.yaml', lineOf(site, 'email: outro')],
      ['DUPLICATE_KEY', 'locales/en.json', lineOf(en, '"Again"')],
    ]);
    expect(issues[0]?.message).toContain(`line ${lineOf(site, 'email:')}`);
    expect(issues[1]?.message).toContain(`line ${lineOf(en, '"header.book"')}`);
  });

  it('a front matter never closed is one message, not one per body line', async () => {
    await fx.edit(TREATMENT, (t) => t.replace(/\n---\n/, '\n\n'));
    const issues = await failingBuild();
    expect(issues).toEqual([expect.objectContaining({ code: 'FRONT_MATTER_UNCLOSED', file: TREATMENT, line: 1 })]);
  });

  it('a tab in YAML is one message at its line, saying it is a tab', async () => {
    const text = await fx.edit('content/site.yaml', (t) => t.replace('  landline:', '\tlandline:'));
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({ code: 'YAML_TAB', file: 'content/site.yaml', line: lineOf(text, '\tlandline:') }),
    ]);
  });

  it('an impossible date says why and how to write it', async () => {
    await fx.edit(POST, (t) => t.replace(/^date: .*$/m, 'date: 31/02/2026'));
    const [issue] = await failingBuild();
    expect(issue?.hint).toContain('February 2026 has 28 days');
    expect(issue?.hint).toContain('2026-02-28');
  });

  it('a picture named in other capitals than its file is pointed to', async () => {
    await fs.rename(path.join(fx.dir, 'content/images/og.svg'), path.join(fx.dir, 'content/images/og.SVG'));
    const text = await fx.edit('content/site.yaml', (t) => t);
    const issues = await failingBuild();
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'IMAGE_MISSING',
        line: lineOf(text, 'share_image'),
        hint: expect.stringContaining('"images/og.SVG"'),
      }),
    ]);
  });

  it('a typographic quote in JSON is located at its line, with the fix', async () => {
    const text = await fx.edit('locales/en.json', (t) => t.replace(/"header\.book": "([^"]*)"/, '"header.book": “$1”'));
    const [issue] = await failingBuild();
    expect(issue).toMatchObject({ code: 'JSON_SYNTAX', file: 'locales/en.json', line: lineOf(text, '"header.book"') });
    expect(issue?.hint).toContain('typographic');
  });
});

describe('unusual but fine inputs build', () => {
  let dist: string;
  const read = (file: string) => fs.readFile(path.join(dist, file), 'utf8');
  beforeAll(async () => {
    fx = await makeFixture();
    dist = fx.paths.dist;
    const bom = (t: string) => `\uFEFF${t}`;
    await fx.edit(TREATMENT, (t) =>
      bom(t.replace(/^---\n/, '--- \n')).replace(
        '## O que é\n',
        '## Cuidados\n\nUm.\n\n## Cuidados\n\nDois.\n\n## Main\n\nVeja [implantes](../implantodontia/) e ligue [para nós](tel:011-3000-0340).\n\n![Sorriso](/images/gallery/recepcao%20nova.svg)\n\n## O que é\n',
      ),
    );
    await fs.copyFile(
      path.join(fx.dir, 'content/images/gallery/reception.svg'),
      path.join(fx.dir, 'content/images/gallery/recepcao nova.svg'),
    );
    await fx.edit('content/site.yaml', (t) =>
      bom(t)
        .replace(/embed: .*/, 'embed: "https://maps.google.com/maps?q=Rua+Roma+340&output=embed"')
        .replace(/landline: .*/, 'landline: "(11) 3000-0340"'),
    );
    await fx.edit('locales/en.json', bom);
    await fx.edit('content/home/index.en.yaml', bom);
    await fx.edit('content/home.yaml', (t) => t.replace('images/hero.svg', '"images/hero picture.SVG"'));
    await fs.rename(path.join(fx.dir, 'content/images/hero.svg'), path.join(fx.dir, 'content/images/hero picture.SVG'));
    const result = await runBuild({ paths: fx.paths });
    await result.cleanup;
  }, 240_000);
  afterAll(() => fx.remove());

  it('a byte-order mark in Markdown, YAML and JSON, and a space after ---', async () => {
    expect(await read('ortodontia/index.html')).toContain('<h1');
    expect(await read('en/index.html')).toContain('lang="en"');
  });

  it('the map frame is allowed by the policy the build writes for it', async () => {
    expect(await read('_headers')).toContain('frame-src https://maps.google.com;');
  });

  it('heading ids are unique on the page: equal headings, and one named like the main landmark', async () => {
    const html = await read('ortodontia/index.html');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['cuidados', 'cuidados-2', 'main', 'main-2']));
  });

  it('a relative link reaches the page it names, and tel: links are built from a validated number', async () => {
    const html = await read('ortodontia/index.html');
    expect(html).toContain('href="/implantodontia/"');
    expect(html).toContain('href="tel:+551130000340"');
    expect(html).not.toMatch(/href="tel:(?!\+55\d{10,11}")/);
  });

  it('pictures with spaces in their names get URLs that need no escaping, in srcset too', async () => {
    const home = await read('index.html');
    const treatment = await read('ortodontia/index.html');
    for (const html of [home, treatment]) {
      for (const m of html.matchAll(/srcset="([^"]+)"/g))
        for (const entry of m[1]!.split(', ')) expect(entry).toMatch(/^\/assets\/img\/[A-Za-z0-9._-]+ \d+w$/);
    }
    expect(home).toContain('/assets/img/hero-picture-');
    expect(treatment).toContain('/assets/img/recepcao-nova-');
  });

  it('writes feeds and a sitemap that are well-formed XML', async () => {
    for (const file of ['sitemap.xml', 'blog/feed.xml', 'en/blog/feed.xml', 'ar/blog/feed.xml'])
      expect(xmlProblems(await read(file)), file).toEqual([]);
  });
});
