/**
 * Rules every language's texts follow (issue 23, section 5): the glossary of each language,
 * translated posts linking only to posts of their own language, authors who are
 * specialists of the post's field, short post titles and category introductions.
 * Each mistake stops the build with the file, the line and what to write instead.
 * On the fixture clinic (tests/fixtures/clinic); a test that needs more adds it to its copy.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../../pipeline/errors';
import { addTechnician, lineOf } from '../support/fixture';
import { markedFixturePerTest } from '../support/failing-build';

const clinic = markedFixturePerTest();
const { failingBuild } = clinic;

/** 1-based column of `needle` on its line. */
function colOf(text: string, needle: string): number {
  const line = text.split('\n')[lineOf(text, needle) - 1] ?? '';
  return line.indexOf(needle) + 1;
}

describe('the glossary of each language', () => {
  it('an avoided word in a Spanish page stops the build at its line and column, with the word to write', async () => {
    const file = 'content/recommendations/pos-cirurgia/index.es.md';
    const text = await clinic.fx.edit(file, (t) =>
      t.replace('Tome bastante agua, sin pajita.', 'Tome bastante agua, sin Popote.'),
    );
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'GLOSSARY_AVOID');
    expect(issue).toMatchObject({ file, line: lineOf(text, 'sin Popote'), col: colOf(text, 'Popote') });
    expect(issue?.message).toContain('content/glossary/es.yaml');
    expect(issue?.hint).toContain('Write "pajita" instead');
    expect(issue?.frame).toContain(`> ${lineOf(text, 'sin Popote')} |`);
    expect(formatIssues(issues)).toContain(`${file}:${lineOf(text, 'sin Popote')}:${colOf(text, 'Popote')}`);
  });

  it('checks the front matter of a page at its real line', async () => {
    const file = 'content/owners/dra-helena-marques/index.en.md';
    const text = await clinic.fx.edit(file, (t) => t.replace(/^name: .*$/m, 'name: "Dra. Helena Marques"'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'GLOSSARY_AVOID',
        file,
        line: lineOf(text, 'name: "Dra.'),
        col: 8,
        hint: expect.stringContaining('"Dr."'),
      }),
    );
  });

  it("checks the language's locale file, its clinic texts and its values in content/*.yaml, not the other languages'", async () => {
    const home = await clinic.fx.edit('content/home/index.en.yaml', (t) =>
      t.replace('title: "Indica Aí: recommend us"', 'title: "Programa de Pontos Indica Aí"'),
    );
    const locale = await clinic.fx.edit('locales/en.json', (t) =>
      t.replace('"header.book": "', '"header.book": "Programa de Pontos: '),
    );
    const cats = await clinic.fx.edit('content/blog/categories.yaml', (t) =>
      t.replace(
        '    es: Cómo funcionan los implantes',
        '    es: Cómo funcionan los lentes de contacto dental y los implantes',
      ),
    );
    const issues = (await failingBuild()).filter((i) => i.code === 'GLOSSARY_AVOID');
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'content/home/index.en.yaml',
        line: lineOf(home, 'Programa de Pontos'),
        col: colOf(home, 'Programa de Pontos'),
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'locales/en.json',
        line: lineOf(locale, '"header.book"'),
        col: colOf(locale, 'Programa de Pontos'),
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'content/blog/categories.yaml',
        line: lineOf(cats, 'los lentes de contacto'),
        col: colOf(cats, 'lentes de contacto'),
      }),
    );
    // Portuguese says "Programa de Pontos" and "lentes de contato": pt has no glossary here, and en's terms are not es's.
    expect(issues).toHaveLength(3);
  });

  it('a word inside the glossed form the glossary asks for is fine', async () => {
    const file = 'content/recommendations/pos-cirurgia/index.en.md';
    const text = await clinic.fx.edit(
      file,
      (t) =>
        `${t.trimEnd()}\n\nKeep to cool drinks, not hot ones such as chimarrão (hot yerba mate). Chimarrão stains too.\n`,
    );
    const issues = (await failingBuild()).filter((i) => i.code === 'GLOSSARY_AVOID');
    expect(issues).toEqual([
      expect.objectContaining({ file, line: lineOf(text, 'Chimarrão stains'), col: colOf(text, 'Chimarrão stains') }),
    ]);
  });

  it('counts the words of a link, not its address, nor front matter fields that hold keys', async () => {
    const file = 'content/blog/posts/ortodontia-em-adultos/index.es.md';
    const text = await clinic.fx.edit(file, (t) =>
      t.replace('como implantes, prótesis o carillas', 'como implantes, prótesis o [facetas](/facetas/)'),
    );
    const issues = (await failingBuild()).filter((i) => i.code === 'GLOSSARY_AVOID');
    // One hit, the link's text; /facetas/ and "category: ortodontia" are addresses and keys.
    expect(issues).toEqual([
      expect.objectContaining({
        file,
        line: lineOf(text, '[facetas](/facetas/)'),
        col: colOf(text, '[facetas]') + 1,
        hint: expect.stringContaining('"carillas"'),
      }),
    ]);
  });

  it('a glossary entry without the form to use is reported in the glossary file', async () => {
    const text = await clinic.fx.edit('content/glossary/es.yaml', (t) =>
      t.replace('  - use: pajita\n', '  - usar: pajita\n'),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'UNKNOWN_FIELD',
        file: 'content/glossary/es.yaml',
        line: lineOf(text, 'usar: pajita'),
      }),
    );
  });

  it('a language without a glossary file has nothing to check', async () => {
    await fs.rm(path.join(clinic.fx.dir, 'content/glossary/es.yaml'));
    await clinic.fx.edit('content/recommendations/pos-cirurgia/index.es.md', (t) =>
      t.replace('sin pajita.', 'sin popote.'),
    );
    await clinic.fx.edit('content/blog/posts/ortodontia-em-adultos/index.pt.md', (t) =>
      t.replace(/^title: .*$/m, 'title: "x"'),
    );
    const issues = await failingBuild();
    expect(issues.filter((i) => i.code === 'GLOSSARY_AVOID')).toEqual([]);
  });
});

describe('blog posts in every language', () => {
  it('a translated post that links to a post missing in its language is an error at the link', async () => {
    // A post translated into English that links to another post, whose English version is then removed.
    const file = 'content/blog/posts/implante-dentario-passo-a-passo/index.en.md';
    const original = await clinic.fx.read('content/blog/posts/implante-dentario-passo-a-passo/index.pt.md');
    const text = `${original.replace(/^title: .*$/m, 'title: "Dental implants, step by step"').trimEnd()}\n\nRead about [orthodontics for adults](/blog/ortodontia-em-adultos/).\n`;
    await fs.writeFile(path.join(clinic.fx.dir, file), text);
    await fs.rm(path.join(clinic.fx.dir, 'content/blog/posts/ortodontia-em-adultos/index.en.md'));
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'POST_NOT_TRANSLATED' && i.file === file);
    expect(issue).toMatchObject({
      line: lineOf(text, '(/blog/ortodontia-em-adultos/)'),
      col: colOf(text, '[orthodontics for adults]'),
    });
    expect(issue?.hint).toContain('content/blog/posts/ortodontia-em-adultos/index.en.md');
  });

  it('the technician cannot sign a post, and the hint names the dentists who can', async () => {
    await addTechnician(clinic.fx);
    const file = 'content/blog/posts/ortodontia-em-adultos/index.en.md';
    const text = await clinic.fx.edit(file, (t) => t.replace(/^author: .*$/m, 'author: bruno-nakamura'));
    const issues = await failingBuild();
    const field = issues.find((i) => i.code === 'AUTHOR_FIELD');
    expect(field).toMatchObject({ file, line: lineOf(text, 'author: bruno') });
    expect(field?.hint).toContain('dra-helena-marques');
    expect(field?.hint).not.toContain('bruno-nakamura');
    // The other languages of the post name someone else.
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'AUTHOR_DIFFERS', file, line: lineOf(text, 'author: bruno') }),
    );
  });

  it('an author from another field is refused: a surgeon does not sign an orthodontics post', async () => {
    const langs = ['pt', 'en', 'es', 'de', 'ar'];
    for (const lang of langs) {
      await clinic.fx.edit(`content/blog/posts/ortodontia-em-adultos/index.${lang}.md`, (t) =>
        t.replace(/^author: .*$/m, 'author: dr-rafael-toledo'),
      );
    }
    const issues = (await failingBuild()).filter((i) => i.code === 'AUTHOR_FIELD');
    expect(issues.map((i) => i.file).sort()).toEqual(
      langs.map((l) => `content/blog/posts/ortodontia-em-adultos/index.${l}.md`).sort(),
    );
    expect(issues[0]?.hint).toContain('dra-helena-marques');
  });

  it('a post title longer than 60 characters is an error in any language', async () => {
    const file = 'content/blog/posts/ortodontia-em-adultos/index.es.md';
    const title = 'Ortodoncia en adultos: nunca es tarde para empezar a alinear la sonrisa';
    const text = await clinic.fx.edit(file, (t) => t.replace(/^title: .*$/m, `title: "${title}"`));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'TITLE_TOO_LONG',
        file,
        line: lineOf(text, 'title:'),
        message: expect.stringContaining(`${[...title].length} characters`),
      }),
    );
  });

  it('a category needs an introduction in every language', async () => {
    const text = await clinic.fx.edit('content/blog/categories.yaml', (t) =>
      t.replace(/^ {4}en: \|-\n {6}A dental implant[\s\S]*?(?=^ {4}es: )/m, '    en: "Implants."\n'),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'FIELD_INVALID',
        file: 'content/blog/categories.yaml',
        line: lineOf(text, 'en: "Implants."'),
      }),
    );
  });
});
