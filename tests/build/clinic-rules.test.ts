/**
 * Advertising mistakes an editor can make stop the build at the file and line, with a fix;
 * and a measurement ID set in site.yaml opens the Content-Security-Policy for exactly its hosts.
 * On the fixture clinic (tests/fixtures/clinic); a test that needs more adds it to its copy. The
 * clinic's own texts are checked by the build itself and by tests/output/clinic-rules.test.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import type { ContentIssue } from '../../pipeline/errors';
import { ANALYTICS_SOURCES } from '../../pipeline/outputs/hosting';
import { addTechnician, lineOf, makeFixture, type Fixture } from '../support/fixture';
import { failingBuild as failingBuildOf } from '../support/failing-build';

let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
});
afterEach(() => fx.remove());

const failingBuild = (): Promise<ContentIssue[]> => failingBuildOf(fx);

describe('advertising mistakes', () => {
  it('payment terms in a home-page text are reported at their line, in any language', async () => {
    const text = await fx.edit('content/home/index.es.yaml', (t) =>
      t.replace(/(flexible:\n {6}title: .*\n {6}text: ")/, '$1Pague en hasta 21 cuotas. '),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'PAYMENT_TERMS',
        file: 'content/home/index.es.yaml',
        line: lineOf(text, '21 cuotas'),
        message: expect.stringContaining('differentials.items.flexible.text'),
      }),
    );
  });

  it('payment terms in a treatment page are reported at their line; the payment FAQ answer may keep them', async () => {
    const text = await fx.edit('content/treatments/ortodontia/index.pt.md', (t) =>
      t.replace(/\n## /, '\nParcelamento em até 12x sem juros.\n\n## '),
    );
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'PAYMENT_TERMS');
    expect(issue).toMatchObject({
      file: 'content/treatments/ortodontia/index.pt.md',
      line: lineOf(text, 'Parcelamento em até 12x'),
    });
    // Only the deliberate mistake (the payment FAQ answer names no terms).
    expect(issues.filter((i) => i.code === 'PAYMENT_TERMS')).toHaveLength(1);
  });

  it("reads a text as its schema says it is: the payment answer may name terms, the specialties' names are no claim, the privacy policy no advertising", async () => {
    const terms = 'Parcelamos em até 10x sem juros. ';
    const home = await fx.edit('content/home/index.pt.yaml', (t) =>
      t.replace(/(q[12]:\n {6}question: .*\n {6}answer: ")/g, `$1${terms}`),
    );
    const team = await fx.edit('content/team.yaml', (t) =>
      t
        .replace('pt: Ortodontista e Diretora Clínica', 'pt: Ortodontista, Periodontista e Diretora Clínica')
        .replace(/(specialty_names:\n {2}orthodontics:\n {4}pt: )Ortodontia/, '$1Ortodontia e Periodontistas'),
    );
    // The privacy policy is a legal text: none of the advertising rules read it.
    const privacy = 'content/legal/privacy/index.pt.md';
    await fx.edit(privacy, (t) => `${t.trimEnd()}\n\n${terms}A melhor clínica da Lapa.\n`);
    const issues = await failingBuild();
    const at = (code: string, file: string) =>
      issues.filter((i) => i.code === code && i.file === file).map((i) => i.line);
    expect(issues.filter((i) => i.file === privacy)).toEqual([]);
    // The other answer is an ordinary text: refused at its line; the payment answer is not.
    expect(at('PAYMENT_TERMS', 'content/home/index.pt.yaml')).toEqual([lineOf(home, terms)]);
    expect(home.indexOf(terms)).toBeLessThan(home.indexOf('q2:'));
    // A person's job names a specialist no one on the team is; the specialty's name names none.
    expect(at('SPECIALTY_NOT_HELD', 'content/team.yaml')).toEqual([lineOf(team, 'Periodontista e Diretora')]);
  });

  it('a technician titled "Dr." is reported at the name', async () => {
    await addTechnician(fx);
    const text = await fx.edit('content/team.yaml', (t) =>
      t.replace('name: Bruno Nakamura', 'name: Dr. Bruno Nakamura'),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'TECHNICIAN_TITLED_DOCTOR',
        file: 'content/team.yaml',
        line: lineOf(text, 'Dr. Bruno Nakamura'),
      }),
    );
  });

  it('a dentist without a CRO number is reported', async () => {
    await fx.edit('content/team.yaml', (t) => t.replace('    cro: CRO-SP 000004\n', ''));
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'FIELD_MISSING',
        file: 'content/team.yaml',
        message: expect.stringContaining('cro'),
      }),
    );
  });

  it('a figure without a source is reported at the figure', async () => {
    const text = await fx.edit('content/home.yaml', (t) =>
      t.replace('stats:\n', 'stats:\n  - { value: "98%", label: stat_satisfaction }\n'),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'STAT_SOURCE_MISSING',
        file: 'content/home.yaml',
        line: lineOf(text, 'stat_satisfaction'),
      }),
    );
  });

  it('an owner page whose registrations miss the team list number is reported', async () => {
    const text = await fx.edit('content/owners/dr-rafael-toledo/index.en.md', (t) =>
      t.replace('CRO-SP 000003', 'CRO-SP 000300'),
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'REGISTRATION_MISMATCH',
        file: 'content/owners/dr-rafael-toledo/index.en.md',
        line: lineOf(text, 'registrations:'),
      }),
    );
  });
});

describe('claims the clinic cannot back', () => {
  it('a specialist no member of the team is (pediatric dentist) is reported at its line, in Portuguese, with what to do', async () => {
    const file = 'content/treatments/ortodontia/index.pt.md';
    const text = await fx.edit(file, (t) =>
      t.replace(
        /\n## Para quem é indicado/,
        '\nNossos odontopediatras recebem as crianças.\n\n## Para quem é indicado',
      ),
    );
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'SPECIALTY_NOT_HELD');
    expect(issue).toMatchObject({ file, line: lineOf(text, 'Nossos odontopediatras'), col: 8 });
    expect(issue?.message).toContain('Odontopediatria');
    expect(issue?.message).toContain('content/team.yaml');
    expect(issue?.hint).toMatch(/^Fale do tratamento sem falar de especialista/);
  });

  it("once no member holds a specialty, naming its specialists is refused, the owner's own title too", async () => {
    // No dentist does orthodontics any more: the owner's title "Ortodontista" is now a claim.
    const team = await fx.edit('content/team.yaml', (t) =>
      t.replace('      - orthodontics\n', '      - cbd\n').replace('specialty: orthodontics', 'specialty: cbd'),
    );
    const issues = (await failingBuild()).filter((i) => i.code === 'SPECIALTY_NOT_HELD');
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'content/team.yaml',
        line: lineOf(team, 'pt: Ortodontista e Diretora Clínica'),
      }),
    );
  });

  it('a superlative in a page title, a guarantee in the structured data (home FAQ) and in a local page are reported at their line', async () => {
    const page = await fx.edit('content/treatments/ortodontia/index.pt.md', (t) =>
      t.replace(/^title: .*$/m, 'title: "A melhor clínica de ortodontia da Lapa"'),
    );
    const home = await fx.edit('content/home/index.en.yaml', (t) =>
      t.replace('Please call us to confirm the options for your case."', 'We guarantee the result."'),
    );
    const local = await fx.edit('content/landing/services.yaml', (t) =>
      t.replace('    - O implante é um pequeno pino', '    - Resultado garantido. O implante é um pequeno pino'),
    );
    const issues = (await failingBuild()).filter((i) => i.code === 'ADVERTISING_CLAIM');
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'content/treatments/ortodontia/index.pt.md',
        line: lineOf(page, 'A melhor clínica'),
        title: 'Superlativo em publicidade',
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'content/home/index.en.yaml',
        line: lineOf(home, 'We guarantee'),
        title: 'Promessa de resultado em publicidade',
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ file: 'content/landing/services.yaml', line: lineOf(local, 'Resultado garantido') }),
    );
    expect(issues).toHaveLength(3);
  });
});

describe('one name per treatment in each language', () => {
  it("a treatment's other name on any page of the language is reported, with the one name to write", async () => {
    // The implant treatment's one Arabic name, and a name it must not go by.
    await fx.edit(
      'content/glossary/ar.yaml',
      (t) => `${t.trimEnd()}\n  - use: "زراعة الأسنان"\n    avoid: ["غرسة الفك"]\n    treatment: implantodontia\n`,
    );
    const file = 'content/treatments/ortodontia/index.ar.md';
    const text = await fx.edit(file, (t) => t.replace(/\n## /, '\nقد تحتاج لاحقًا إلى غرسة الفك بعد التقويم.\n\n## '));
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'TREATMENT_NAMED_TWO_WAYS');
    expect(issue).toMatchObject({ file, line: lineOf(text, 'غرسة الفك بعد التقويم') });
    expect(issue?.hint).toContain('زراعة الأسنان');
    expect(issue?.message).toContain('content/treatments/implantodontia/');
  });

  it("a glossary name the treatment's own page does not use is reported at the page's title", async () => {
    await fx.edit(
      'content/glossary/es.yaml',
      (t) => `${t.trimEnd()}\n  - use: "ortodoncia invisible"\n    avoid: []\n    treatment: ortodontia\n`,
    );
    const issues = await failingBuild();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'TREATMENT_NAME_MISSING',
        file: 'content/treatments/ortodontia/index.es.md',
        line: 2,
      }),
    );
  });
});

describe('every cookie and storage key in the privacy policy', () => {
  it('a key the browser code writes and a policy does not name is reported, with where the code writes it', async () => {
    const file = 'content/legal/privacy/index.pt.md';
    await fx.edit(file, (t) => t.replace(/^- \*\*`i18nextLng`\*\*.*\n/m, ''));
    const issues = (await failingBuild()).filter((i) => i.code === 'STORAGE_KEY_UNDISCLOSED');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file, line: 2 });
    expect(issues[0]?.message).toMatch(/"i18nextLng" \(localStorage, em islands\/lib\/storage\.ts:\d+\)/);
  });

  it('with a measurement ID set, the policies must name the analytics cookies', async () => {
    await fx.edit('content/site.yaml', (t) => t.replace(/measurement_id: ""/, 'measurement_id: "G-TEST123"'));
    const issues = (await failingBuild()).filter((i) => i.code === 'STORAGE_KEY_UNDISCLOSED');
    expect(issues.map((i) => i.file).sort()).toEqual(
      ['ar', 'ar', 'de', 'de', 'en', 'en', 'es', 'es', 'pt', 'pt']
        .map((l) => `content/legal/privacy/index.${l}.md`)
        .sort(),
    );
    expect(issues.some((i) => i.message.includes('"_ga_TEST123"'))).toBe(true);
  });
});

describe('analytics', () => {
  it('with a measurement ID set, _headers allows its tag and its hits, and the pages carry the ID', {
    timeout: 120_000,
  }, async () => {
    await fx.edit('content/site.yaml', (t) => t.replace(/measurement_id: ""/, 'measurement_id: "G-TEST123"'));
    // The policies name the tag's cookies, as the build requires once measuring is on.
    for (const l of ['pt', 'en', 'es', 'de', 'ar'])
      await fx.edit(
        `content/legal/privacy/index.${l}.md`,
        (t) => `${t}\n- \`_ga\`, \`_ga_TEST123\`: Google Analytics 4.\n`,
      );
    await runBuild({ paths: fx.paths });
    const headers = await fs.readFile(path.join(fx.paths.dist, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const [name, sources] of Object.entries(ANALYTICS_SOURCES))
      for (const s of sources) expect(directive(name), `${name} lacks ${s}`).toContain(s);
    expect(directive('script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    const home = await fs.readFile(path.join(fx.paths.dist, 'index.html'), 'utf8');
    expect(home).toContain('data-measurement-id="G-TEST123"');
    // The banner then names what it asks consent for.
    expect(home).toContain('Google Analytics');
  });
});
