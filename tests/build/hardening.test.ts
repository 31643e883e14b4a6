/**
 * Issue 33: hostile and careless inputs, round two. Each is refused with its file and line
 * (by the build and by npm run check alike) with the last good dist/ kept, or builds as it
 * should: a heading never hangs the build, Windows line endings build the same bytes, a
 * picture description may hold ">", a site fact is inserted as text. On the fixture clinic.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { checkContent } from '../../pipeline/dev/check';
import { formatIssues, type ContentIssue } from '../../pipeline/errors';
import { RESERVED_IDS } from '../../pipeline/check/markdown';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';
import { failingBuild as failingBuildOf, markLastGoodBuild } from '../support/failing-build';
import { treeHashes } from '../support/tree';
import { verdictOf } from '../support/run-verdict';

const POST = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
const OTHER_POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
/** A third Markdown page (the fixture has two posts). */
const THIRD_PAGE = 'content/recommendations/pos-cirurgia/index.pt.md';
const TREATMENT = 'content/treatments/ortodontia/index.pt.md';
/** A Markdown page of each kind, to write headings into. */
const PAGES: Record<string, string> = {
  treatment: TREATMENT,
  recommendation: 'content/recommendations/pos-cirurgia/index.pt.md',
  owner: 'content/owners/dr-rafael-toledo/index.pt.md',
  privacy: 'content/legal/privacy/index.pt.md',
  post: POST,
};
const OUTPUT: Record<string, string> = {
  treatment: 'ortodontia/index.html',
  recommendation: 'pos-cirurgia/index.html',
  owner: 'dr-rafael-toledo/index.html',
  privacy: 'politica-de-privacidade/index.html',
  post: 'blog/ortodontia-em-adultos/index.html',
};

let fx: Fixture;
const errorsOf = (issues: ContentIssue[]) => issues.filter((i) => i.severity === 'error');
const failingBuild = async (): Promise<ContentIssue[]> => errorsOf(await failingBuildOf(fx));
/** code, file and line of each error: what the build and the check must agree on. */
const where = (issues: ContentIssue[]) =>
  errorsOf(issues)
    .map((i) => `${i.code} ${i.file}:${i.line ?? '-'}`)
    .sort();
const checkErrors = async () => where((await checkContent(fx.paths)).errors);
const idsOf = (html: string): string[] => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
const duplicates = (ids: string[]): string[] => ids.filter((id, i) => ids.indexOf(id) !== i);
const appendBody = (md: string) => (t: string) => `${t.trimEnd()}\n\n${md}\n`;

describe('a heading never hangs a tool, and never takes an id of its page', () => {
  beforeEach(async () => {
    fx = await makeFixture({ ownCache: true });
  });
  afterEach(() => fx.remove());

  it('a heading of the islands\' id pattern ("## I2 - Implante") builds and checks in bounded time, with unique ids', {
    timeout: 300_000,
  }, async () => {
    await fx.edit(POST, appendBody('## I2 - Implante\n\nTexto.\n\n## I2 - Implante\n\n### nav menu 3\n\nTexto.'));
    // Before the fix both looped forever: a process of their own, killed at the bound.
    const check = await verdictOf('check', fx.dir, 120_000);
    expect(check).toMatchObject({ ok: true, timedOut: false });
    const build = await verdictOf('build', fx.dir, 180_000);
    expect(build).toMatchObject({ ok: true, timedOut: false });
    const html = await fs.readFile(path.join(fx.paths.dist, OUTPUT.post!), 'utf8');
    expect(duplicates(idsOf(html))).toEqual([]);
    expect(html).toMatch(/<h2 id="[^"]+">I2 - Implante<\/h2>/);
  });

  it('a heading named like any id of the page around the body gets another id, on every kind of page', {
    timeout: 240_000,
  }, async () => {
    await runBuild({ paths: fx.paths });
    // Every id a built page has outside its Markdown body, written as a heading of its body.
    const headings = new Map<string, string[]>();
    for (const [kind, file] of Object.entries(PAGES)) {
      const html = await fs.readFile(path.join(fx.paths.dist, OUTPUT[kind]!), 'utf8');
      const body = /<div class="prose">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
      const own = new Set(idsOf(body));
      // Radix's generated ids hold "_" and capitals: no heading can produce them.
      const around = [...new Set([...idsOf(html).filter((id) => !own.has(id) && !/[_A-Z]/.test(id)), ...RESERVED_IDS])];
      headings.set(kind, around);
      await fx.edit(file, appendBody(around.map((id) => `## ${id.replace(/-/g, ' ')}\n\nTexto.`).join('\n\n')));
    }
    const result = await runBuild({ paths: fx.paths });
    await result.cleanup;
    for (const [kind, around] of headings) {
      const html = await fs.readFile(path.join(fx.paths.dist, OUTPUT[kind]!), 'utf8');
      expect(around.length, kind).toBeGreaterThan(3);
      expect(duplicates(idsOf(html)), kind).toEqual([]);
    }
  });
});

describe('refused with file and line, by the build and by npm run check alike', () => {
  beforeEach(async () => {
    fx = await makeFixture();
    await markLastGoodBuild(fx);
  });
  afterEach(() => fx.remove());

  it('Markdown nested too deep or too crowded is named at its line, quickly (it crashed, or took minutes, with no file)', async () => {
    const a = await fx.edit(POST, appendBody(`Antes.\n\n${'>'.repeat(1500)} citação`));
    const b = await fx.edit(
      OTHER_POST,
      appendBody(Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')),
    );
    const c = await fx.edit(THIRD_PAGE, appendBody(`Colchetes: ${'['.repeat(100_000)}`));
    const issues = await failingBuild();
    expect(where(issues)).toEqual(
      [
        `MARKDOWN_TOO_DEEP ${POST}:${lineOf(a, '>>>>')}`,
        `MARKDOWN_TOO_DEEP ${OTHER_POST}:${lineOf(b, `${'  '.repeat(12)}- item`)}`,
        `MARKDOWN_TOO_COMPLEX ${THIRD_PAGE}:${lineOf(c, 'Colchetes')}`,
      ].sort(),
    );
    expect(await checkErrors()).toEqual(where(issues));
  });

  it('an unknown {{placeholder}} in any YAML text or front-matter field, even in one translation only', async () => {
    const home = await fx.edit('content/home/index.pt.yaml', (t) => t.replace(/^( {2}eyebrow: ")/m, '$1{{foo}} '));
    const site = await fx.edit('content/site/index.en.yaml', (t) => t.replace(/^( {2}about: ")/m, '$1{{site.name}} '));
    const cats = await fx.edit('content/blog/categories.yaml', (t) =>
      t.replace(/^( {4}pt: Implantes)$/m, '    pt: "{{ categoria }}"'),
    );
    const post = await fx.edit(POST, (t) => t.replace(/^title: "Ortodontia/m, 'title: "{{titulo}}'));
    const facts = await fx.edit('content/site.yaml', (t) => t.replace(/^( {2}district: )(.*)$/m, '$1"{{bairro}}"'));
    const issues = await failingBuild();
    const at = (file: string, text: string, needle: string) => `PLACEHOLDER_IN_TEXT ${file}:${lineOf(text, needle)}`;
    expect(where(issues)).toEqual(
      [
        at('content/home/index.pt.yaml', home, '{{foo}}'),
        at('content/site/index.en.yaml', site, '{{site.name}}'),
        at('content/blog/categories.yaml', cats, '{{ categoria }}'),
        at(POST, post, '{{titulo}}'),
        at('content/site.yaml', facts, '{{bairro}}'),
      ].sort(),
    );
    expect(formatIssues(issues)).toContain('{{foo}}');
    expect(await checkErrors()).toEqual(where(issues));
  });

  it('an http:// link, as the message says (https, mailto and tel only)', async () => {
    const text = await fx.edit(
      TREATMENT,
      appendBody('Veja [o site](http://example.org/) e [outro][x].\n\n[x]: HTTP://example.org/'),
    );
    const issues = await failingBuild();
    expect(where(issues)).toEqual([
      `LINK_HTTP ${TREATMENT}:${lineOf(text, '[o site]')}`,
      `LINK_HTTP ${TREATMENT}:${lineOf(text, '[x]: HTTP')}`,
    ]);
    expect(issues[0]!.hint).toMatch(/https:\/\//);
    expect(await checkErrors()).toEqual(where(issues));
  });

  it('a YAML alias bomb is named with its file and line, not a stack trace', async () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefg'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(',')}]`),
    ].join('\n');
    await fx.edit('content/team.yaml', (t) => `${bomb}\n${t}`);
    const issues = await failingBuild();
    expect(where(issues)).toEqual(['YAML_TOO_COMPLEX content/team.yaml:2']);
    expect(await checkErrors()).toEqual(where(issues));
  });

  it('files that are not UTF-8 (Latin-1, UTF-16) are refused with "save as UTF-8"', async () => {
    const latin1 = Buffer.from((await fx.read(TREATMENT)).replace('## O que é', '## O que é (ação)'), 'latin1');
    await fs.writeFile(path.join(fx.dir, TREATMENT), latin1);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(await fx.read('locales/es.json'), 'utf16le')]);
    await fs.writeFile(path.join(fx.dir, 'locales/es.json'), utf16);
    await fs.writeFile(
      path.join(fx.dir, 'content/glossary/de.yaml'),
      Buffer.from(await fx.read('content/glossary/de.yaml'), 'latin1'),
    );
    const issues = await failingBuild();
    expect(where(issues)).toEqual(
      [`NOT_UTF8 ${TREATMENT}:-`, 'NOT_UTF8 content/glossary/de.yaml:-', 'NOT_UTF8 locales/es.json:-'].sort(),
    );
    for (const i of issues) expect(i.hint).toMatch(/UTF-8/);
    expect(issues.find((i) => i.file === 'locales/es.json')?.message).toMatch(/UTF-16/);
    expect(await checkErrors()).toEqual(where(issues));
  });

  it('unknown files in locales/ are refused, as in content/', async () => {
    await fs.writeFile(path.join(fx.dir, 'locales/fr.json'), '{}');
    await fs.copyFile(path.join(fx.dir, 'locales/en.json'), path.join(fx.dir, 'locales/en.json.bak'));
    const issues = await failingBuild();
    expect(where(issues)).toEqual(['UNKNOWN_FILE locales/en.json.bak:-', 'UNKNOWN_FILE locales/fr.json:-']);
    expect(issues[0]!.hint).toContain('locales/');
    expect(await checkErrors()).toEqual(where(issues));
  });

  it('no symbolic link leaves its input folder: locales/ (never read), content/ to elsewhere in the project, public/', async () => {
    const target = path.join(fx.dir, 'secret.txt');
    await fs.writeFile(target, 'root:x:0:0:root:/root:/bin/bash\n');
    await fs.rm(path.join(fx.dir, 'locales/de.json'));
    await fs.symlink(target, path.join(fx.dir, 'locales/de.json'));
    await fs.writeFile(path.join(fx.dir, 'README.md'), '# project\n');
    const english = await fx.read('content/blog/posts/ortodontia-em-adultos/index.en.md');
    await fs.rm(path.join(fx.dir, 'content/blog/posts/ortodontia-em-adultos/index.en.md'));
    await fs.symlink(
      path.join(fx.dir, 'README.md'),
      path.join(fx.dir, 'content/blog/posts/ortodontia-em-adultos/index.en.md'),
    );
    const issues = await failingBuild();
    expect(where(issues)).toEqual([
      'SYMLINK_OUTSIDE content/blog/posts/ortodontia-em-adultos/index.en.md:-',
      'SYMLINK_OUTSIDE locales/de.json:-',
    ]);
    expect(formatIssues(issues)).not.toContain('root:x');
    expect(await checkErrors()).toEqual(where(issues));
    // public/ is copied by the build only.
    await fs.rm(path.join(fx.dir, 'locales/de.json'));
    await fs.rm(path.join(fx.dir, 'content/blog/posts/ortodontia-em-adultos/index.en.md'));
    await fs.writeFile(path.join(fx.dir, 'content/blog/posts/ortodontia-em-adultos/index.en.md'), english);
    await fs.copyFile(path.join(fx.dir, 'locales/en.json'), path.join(fx.dir, 'locales/de.json'));
    await fs.symlink(target, path.join(fx.dir, 'public/passwd.txt'));
    expect(where(await failingBuild())).toEqual(['SYMLINK_OUTSIDE public/passwd.txt:-']);
  });

  it('a cut-off PNG is refused by npm run check as by the build', async () => {
    const png = await sharp(Buffer.from(Array.from({ length: 200 * 150 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 200, height: 150, channels: 3 },
    })
      .png()
      .toBuffer();
    await fs.writeFile(path.join(fx.dir, 'content/images/blog/cortada.png'), png.subarray(0, png.length >> 1));
    await fx.edit(POST, (t) => t.replace(/^cover: .*$/m, 'cover: images/blog/cortada.png'));
    const check = await checkErrors();
    expect(check).toEqual(['IMAGE_UNREADABLE content/images/blog/cortada.png:-']);
    expect(where(await failingBuild())).toEqual(check);
  });

  it('a cut-off SVG is refused by npm run check as by the build (its size is read from the whole document)', async () => {
    const svg = await fs.readFile(path.join(fx.dir, 'content/images/hero.svg'), 'utf8');
    await fs.writeFile(path.join(fx.dir, 'content/images/blog/cortada.svg'), svg.slice(0, svg.length >> 1));
    await fx.edit(POST, (t) => t.replace(/^cover: .*$/m, 'cover: images/blog/cortada.svg'));
    const check = await checkErrors();
    expect(check).toEqual(['IMAGE_UNREADABLE content/images/blog/cortada.svg:-']);
    expect(where(await failingBuild())).toEqual(check);
  });
});

describe('builds as it should', () => {
  beforeEach(async () => {
    fx = await makeFixture();
  });
  afterEach(() => fx.remove());

  it('content with Windows line endings (CRLF) builds the same bytes as with LF', { timeout: 240_000 }, async () => {
    const lf = await runBuild({ paths: fx.paths });
    await lf.cleanup;
    const before = await treeHashes(fx.paths.dist);
    const walk = async (dir: string): Promise<string[]> =>
      (await fs.readdir(dir, { withFileTypes: true, recursive: true }))
        .filter((e) => e.isFile() && /\.(md|ya?ml|json)$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
    const files = [...(await walk(path.join(fx.dir, 'content'))), ...(await walk(path.join(fx.dir, 'locales')))];
    for (const f of files) await fs.writeFile(f, (await fs.readFile(f, 'utf8')).replace(/\n/g, '\r\n'));
    expect(files.length).toBeGreaterThan(20);
    await fs.rm(fx.paths.dist, { recursive: true });
    const crlf = await runBuild({ paths: fx.paths });
    await crlf.cleanup;
    expect(await treeHashes(fx.paths.dist)).toEqual(before);
  });

  it('a picture description with ">", {{site.x}} values as text, and hidden files of public/ left out with a warning', {
    timeout: 240_000,
  }, async () => {
    await fx.edit(POST, appendBody('![Antes > depois do tratamento](/images/blog/ortodontia-em-adultos.svg)'));
    await fx.edit('content/site.yaml', (t) =>
      t.replace(/^legal_name: .*$/m, 'legal_name: "Clínica **Roma** <b>Ltda</b>"'),
    );
    await fs.writeFile(path.join(fx.dir, 'public/.env'), 'TOKEN=secret\n');
    const warnings: string[] = [];
    const result = await runBuild({ paths: fx.paths, report: { warn: (w) => warnings.push(w) } });
    await result.cleanup;
    const post = parseHTML(await fs.readFile(path.join(fx.paths.dist, OUTPUT.post!), 'utf8')).document;
    const img = post.querySelector('.prose picture img[alt^="Antes"]');
    expect(img?.getAttribute('alt')).toBe('Antes > depois do tratamento');
    expect(img?.getAttribute('srcset')).toMatch(/\.webp \d+w/);
    const privacy = parseHTML(await fs.readFile(path.join(fx.paths.dist, OUTPUT.privacy!), 'utf8')).document;
    const prose = privacy.querySelector('.prose')!;
    expect(prose.textContent).toContain('Clínica **Roma** <b>Ltda</b>');
    expect(prose.innerHTML).not.toMatch(/<b>Ltda|<strong>Roma/);
    expect(warnings.join('\n')).not.toMatch(/index\.pt\.md.*HTML/);
    await expect(fs.access(path.join(fx.paths.dist, '.env'))).rejects.toThrow();
    expect(warnings.join('\n')).toMatch(/public\/\.env/);
  });
});
