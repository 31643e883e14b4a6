/**
 * An editor's ordinary edits keep the site building and every page where a visitor expects it:
 * a copy of the real content gets a twelfth treatment, a post in Portuguese only and a new team
 * member (tests/support/editor-edits.ts, as docs/EDITING.md says), and is built.
 *
 * The one build test on the clinic's own content, deliberately: every other build and unit test
 * runs on tests/fixtures/, and this one proves the clinic's real content still takes an
 * editor's ordinary edits (the fixture could hide a rule the real texts would break). Its
 * assertions are about the edits only, never counts of the clinic's content.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { checkContent } from '../../pipeline/dev/check';
import { LANGS, type Lang } from '../../model/languages';
import { localizedPath } from '../../model/urls';
import { makeFixture, type Fixture } from '../support/fixture';
import { editAsAnEditor, NEW_MEMBER, NEW_POST, NEW_TREATMENT } from '../support/editor-edits';

let fx: Fixture;
const exists = (file: string) =>
  fs.access(path.join(fx.paths.dist, file)).then(
    () => true,
    () => false,
  );
const read = (file: string) => fs.readFile(path.join(fx.paths.dist, file), 'utf8');
const page = (lang: Lang, slug: string) => `${localizedPath(lang, slug).slice(1)}index.html`;

beforeAll(async () => {
  fx = await makeFixture({ real: true, small: true });
  await editAsAnEditor(fx.dir);
  await runBuild({ paths: fx.paths });
}, 180_000);
afterAll(() => fx.remove());

describe("an editor's ordinary edits", () => {
  it('pass the checks of npm run check with no error', async () => {
    expect((await checkContent(fx.paths)).errors).toEqual([]);
  });

  it('give the new treatment its page in every language', async () => {
    for (const lang of LANGS)
      expect(await read(page(lang, NEW_TREATMENT.slug)), lang).toContain(`<h1>${NEW_TREATMENT.names[lang]}</h1>`);
  });

  it('publish the post in Portuguese only, listed on the Portuguese blog and nowhere else', async () => {
    expect(await read(page('pt', `blog/${NEW_POST.slug}`))).toContain(NEW_POST.title);
    expect(await read(page('pt', 'blog'))).toContain(`href="/blog/${NEW_POST.slug}/"`);
    for (const lang of LANGS.filter((l) => l !== 'pt')) {
      expect(await exists(page(lang, `blog/${NEW_POST.slug}`)), lang).toBe(false);
      expect(await read(page(lang, 'blog')), lang).not.toContain(NEW_POST.slug);
    }
  });

  it("show the new member on every language's home page, named in that language's way", async () => {
    const shown: Record<Lang, string> = {
      pt: NEW_MEMBER.name,
      en: 'Dr. Ana Souza',
      es: NEW_MEMBER.name,
      de: 'Ana Souza',
      ar: 'الدكتورة Ana Souza',
    };
    for (const lang of LANGS) {
      const html = await read(page(lang, ''));
      expect(html, lang).toContain(`alt="${shown[lang]}"`);
      if (lang === 'de' || lang === 'ar') expect(html, lang).not.toContain(NEW_MEMBER.name);
    }
  });
});
