/**
 * Inputs a careless copy or a clever title can bring: a named pipe in content/ or public/ (once
 * a hang with no output) is named as a file the site cannot read; direction overrides in a
 * title are refused; a public/ file with the name of a generated one is said to be dropped.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { checkContent } from '../../pipeline/dev/check';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';

const POST = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
});
afterEach(() => fx.remove());

const pipe = async (file: string): Promise<void> => {
  await fs.rm(path.join(fx.dir, file), { force: true });
  execFileSync('mkfifo', [path.join(fx.dir, file)]);
};

describe('a named pipe', () => {
  it('in content/ (a picture, a page, a YAML file) is named by the check, which ends', {
    timeout: 30_000,
  }, async () => {
    const pipes = [
      'content/images/pipe.jpg',
      POST,
      'content/team.yaml',
      'content/blog/posts/ortodontia-em-adultos/foto.jpg',
    ];
    for (const file of pipes) await pipe(file);
    const report = await checkContent(fx.paths);
    expect(
      report.errors
        .filter((i) => i.code === 'UNKNOWN_FILE')
        .map((i) => i.file)
        .sort(),
    ).toEqual([...pipes].sort());
  });

  it('in public/ is named by the build, which ends', async () => {
    await pipe('public/pipe.txt');
    const error = await runBuild({ paths: fx.paths }).then(
      () => undefined,
      (e: { issues?: { code: string; file: string }[] }) => e,
    );
    expect(error?.issues).toContainEqual(expect.objectContaining({ code: 'UNKNOWN_FILE', file: 'public/pipe.txt' }));
  });
});

describe('direction controls', () => {
  it('are refused in a title, at its line; the marks Arabic needs are not', async () => {
    const text = await fx.edit(POST, (t) => t.replace(/^title: "/m, 'title: "\u202Efdp.'));
    await fx.edit('content/blog/posts/ortodontia-em-adultos/index.ar.md', (t) =>
      t.replace(/^title: "/m, 'title: "\u200F'),
    );
    const report = await checkContent(fx.paths);
    expect(report.errors.map((i) => [i.code, i.file, i.line])).toEqual([
      ['CONTROL_CHARACTER', POST, lineOf(text, 'title:')],
    ]);
  });
});

describe('public/ files named like generated ones', () => {
  it('are reported, and the generated file is the one published', async () => {
    for (const f of ['_headers', 'blog/index.html', 'sitemap.xml']) {
      await fs.mkdir(path.dirname(path.join(fx.dir, 'public', f)), { recursive: true });
      await fs.writeFile(path.join(fx.dir, 'public', f), 'from public/\n');
    }
    const warnings: string[] = [];
    await (await runBuild({ paths: fx.paths, report: { warn: (t) => warnings.push(t) } })).cleanup;
    const said = warnings.join('\n');
    for (const f of ['public/_headers', 'public/blog/index.html', 'public/sitemap.xml']) expect(said).toContain(f);
    expect(await fs.readFile(path.join(fx.paths.dist, '_headers'), 'utf8')).not.toBe('from public/\n');
    expect(said).not.toContain('public/favicon.svg');
  });
});

describe('links that leave it to the browser where they lead', () => {
  it('"//evil.example/" and "https:evil.example" are refused at their line; a full https:// address passes', async () => {
    const text = await fx.edit(POST, (t) =>
      t.replace(
        /\n## /,
        '\nVeja [isto](//evil.example/) e [aquilo](https:evil.example), ou [o site](https://example.com/).\n\n## ',
      ),
    );
    const report = await checkContent(fx.paths);
    expect(report.errors.map((i) => [i.code, i.file, i.line])).toEqual(
      Array(2).fill(['LINK_INCOMPLETE', POST, lineOf(text, 'Veja [isto]')]),
    );
  });
});
