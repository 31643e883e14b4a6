/**
 * A treatment's summary card and pictures, and an aftercare page's callouts, are checked like
 * every other field: a mistake stops the build at its file and line, says how to fix it, and
 * leaves the last good dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLINIC, lineOf } from '../support/fixture';
import { markedFixturePerTest } from '../support/failing-build';

const clinic = markedFixturePerTest();
const { failingBuild } = clinic;
/** Any one treatment and aftercare page of the fixture clinic. */
const firstFolder = (kind: string) => fs.readdirSync(path.join(CLINIC, 'content', kind)).sort()[0]!;
const treatment = (lang: string) => `content/treatments/${firstFolder('treatments')}/index.${lang}.md`;
const aftercare = `content/recommendations/${firstFolder('recommendations')}/index.pt.md`;

describe('treatment summary card', () => {
  it('a missing anaesthesia or recovery field names the field and the file', async () => {
    await clinic.fx.edit(treatment('de'), (t) => t.replace(/^anaesthesia: .*\n/m, '').replace(/^recovery: .*\n/m, ''));
    const issues = await failingBuild();
    for (const field of ['anaesthesia', 'recovery']) {
      expect(issues).toContainEqual(
        expect.objectContaining({
          code: 'FIELD_MISSING',
          file: treatment('de'),
          message: expect.stringContaining(field),
        }),
      );
    }
  });

  it('a recovery too long for the card is refused at its line, in Portuguese', async () => {
    const text = await clinic.fx.edit(treatment('pt'), (t) =>
      t.replace(
        /^recovery: .*$/m,
        `recovery: "${'Repouso relativo e cuidados combinados com o dentista, '.repeat(3)}"`,
      ),
    );
    const issue = (await failingBuild()).find((i) => i.file === treatment('pt'));
    expect(issue).toMatchObject({ code: 'FIELD_INVALID', line: lineOf(text, 'recovery:') });
    expect(issue?.message).toContain('longo demais');
  });

  it('who treats must be a specialty someone in team.yaml holds', async () => {
    await clinic.fx.edit('content/team.yaml', (t) => t.replace(/specialty: cbd/g, 'specialty: endodontics'));
    const text = await clinic.fx.edit(treatment('pt'), (t) => t.replace(/^treated_by: .*$/m, 'treated_by: [cbd]'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'TREATED_BY_NOBODY', file: treatment('pt'), line: lineOf(text, 'treated_by:') }),
    );
  });

  it('who treats is the same in every language', async () => {
    const text = await clinic.fx.edit(treatment('es'), (t) =>
      t.replace(
        /^treated_by: \[(.*)\]$/m,
        (_m, list: string) => `treated_by: [${list === 'tmd' ? 'endodontics' : 'tmd'}]`,
      ),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'TREATED_BY_DIFFERS', file: treatment('es'), line: lineOf(text, 'treated_by:') }),
    );
  });

  it('a picture that does not exist names the file and line', async () => {
    const text = await clinic.fx.edit(treatment('ar'), (t) =>
      t.replace(/^ {2}- src: (\S+)$/m, '  - src: images/treatments/nao-existe.jpg'),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'IMAGE_MISSING', file: treatment('ar'), line: lineOf(text, 'nao-existe.jpg') }),
    );
  });

  it('a picture without a description, or with a focal point that is not one, is refused', async () => {
    await clinic.fx.edit(treatment('en'), (t) =>
      t.replace(/^ {4}alt: .*$/m, '    alt: ""').replace(/^ {4}focus: .*$/m, '    focus: "top"'),
    );
    const issues = (await failingBuild()).filter((i) => i.file === treatment('en'));
    expect(issues.map((i) => i.message).join('\n')).toMatch(/descreva a imagem/);
    expect(issues.map((i) => i.message).join('\n')).toMatch(/50% 40%/);
  });
});

describe('aftercare callouts', () => {
  it('a callout naming a heading the text does not have is reported with the closest heading', async () => {
    const text = await clinic.fx.edit(aftercare, (t) =>
      t.replace(/^ {2}- heading: "(.*)"$/m, (_m, h: string) => `  - heading: "${h}x"`),
    );
    const issue = (await failingBuild()).find((i) => i.code === 'CALLOUT_HEADING_MISSING');
    expect(issue).toMatchObject({ file: aftercare, line: lineOf(text, 'x"') });
    expect(issue?.hint).toMatch(/Você quis dizer/);
  });
});

describe('home picture slots', () => {
  it('a slot shape or focal point that is not one is refused at its line (the focal point in Portuguese)', async () => {
    const text = await clinic.fx.edit('content/home.yaml', (t) =>
      t
        .replace(/^ {2}hero: \{.*\}$/m, '  hero: { ratio: "5:4", focus: "50% 50%" }')
        .replace(/^ {2}gallery: \{.*\}$/m, '  gallery: { ratio: "4:3", focus: "centro" }'),
    );
    const issues = (await failingBuild()).filter((i) => i.file === 'content/home.yaml');
    expect(issues).toContainEqual(
      // A shape outside the list: the editor offers the list itself (and says so in Portuguese on save).
      expect.objectContaining({
        code: 'VALUE_NOT_ALLOWED',
        line: lineOf(text, '"5:4"'),
        message: expect.stringContaining('3:2, 4:3, 1:1, 16:9, 4:5'),
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ line: lineOf(text, '"centro"'), message: expect.stringMatching(/50% 40%/) }),
    );
  });

  it("a team photo's own focal point is checked like a slot's", async () => {
    const text = await clinic.fx.edit('content/team.yaml', (t) =>
      t.replace(/^( {4}image: images\/team\/\S+)$/m, '$1\n    focus: "rosto"'),
    );
    const issues = (await failingBuild()).filter((i) => i.file === 'content/team.yaml');
    expect(issues).toContainEqual(
      expect.objectContaining({ line: lineOf(text, '"rosto"'), message: expect.stringMatching(/50% 40%/) }),
    );
  });
});
