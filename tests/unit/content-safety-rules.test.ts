/**
 * Two content rules of issue 60, on the fixture clinic: no text asks for health details by
 * message (WhatsApp, e-mail), and a treatment's menu entry, home card and page title carry the
 * one name its language's glossary gives it. Each refusal names the file and line.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSources } from '../../pipeline/load/load';
import { checkGlossaryNames } from '../../pipeline/rules/glossary-names';
import { checkHealthChannels, findHealthRequest } from '../../pipeline/rules/health-channels';
import { BuildFailed } from '../../pipeline/errors';
import { validateSite } from '../../pipeline/validate/validate';
import { newVerdicts } from '../../pipeline/validate/verdicts';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';

let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
});
afterEach(() => fx.remove());

describe('a request for health details by message', () => {
  it('is found in each language; a phone call, a booking message and advice not to send are not', () => {
    expect(findHealthRequest('pt', 'Descreva pelo WhatsApp o que está sentindo.')).toBeDefined();
    expect(findHealthRequest('pt', 'Mande uma mensagem descrevendo seus sintomas.')).toBeDefined();
    expect(findHealthRequest('en', 'Send us a photo of your teeth by e-mail.')).toBeDefined();
    expect(findHealthRequest('es', 'Envíenos por WhatsApp una foto de la radiografía.')).toBeDefined();
    expect(findHealthRequest('de', 'Beschreiben Sie Ihre Beschwerden per WhatsApp.')).toBeDefined();
    expect(findHealthRequest('ar', 'أرسل لنا صورة الأشعة عبر واتساب.')).toBeDefined();

    expect(findHealthRequest('pt', 'Ligue no horário de atendimento e conte o que está sentindo.')).toBeUndefined();
    expect(findHealthRequest('pt', 'Mande uma mensagem pelo WhatsApp para marcar a consulta.')).toBeUndefined();
    expect(findHealthRequest('pt', 'Não envie exames nem fotos pelo WhatsApp ou por e-mail.')).toBeUndefined();
    expect(
      findHealthRequest('pt', 'Se a dor começar no domingo, mande mensagem assim que a clínica abrir.'),
    ).toBeUndefined();
    expect(findHealthRequest('en', 'Please do not send photos or X-rays by e-mail.')).toBeUndefined();
    expect(findHealthRequest('de', 'Schicken Sie uns bitte keine Fotos per E-Mail.')).toBeUndefined();
    expect(findHealthRequest('ar', 'لا ترسل صور الأشعة عبر واتساب.')).toBeUndefined();
    // A bold lead-in is a sentence of its own; an Arabic noun that contains a verb is not the verb.
    expect(
      findHealthRequest('de', '**Gesundheitsdaten.** Schreiben Sie uns per WhatsApp nur Ihren Terminwunsch.'),
    ).toBeUndefined();
    expect(findHealthRequest('ar', 'ولا ترسل عبر واتساب وصفًا للأعراض.')).toBeUndefined();
  });

  it('stops the build at the page line that asks for it; the fixture as it is passes', async () => {
    expect(checkHealthChannels(await loadSources(fx.paths))).toEqual([]);
    const file = 'content/treatments/ortodontia/index.pt.md';
    const ask = 'Se o aparelho machucar, envie uma foto da bochecha pelo WhatsApp.';
    const text = await fx.edit(file, (t) => `${t}\n${ask}\n`);
    const raw = await loadSources(fx.paths);
    expect(checkHealthChannels(raw)).toEqual([
      expect.objectContaining({ code: 'HEALTH_DETAILS_BY_MESSAGE', file, line: lineOf(text, ask) }),
    ]);
    expect(() => validateSite(raw)).toThrow(BuildFailed);
  });

  it('a page found clean is not read again while its text is the same; a page that asks is reported every time', async () => {
    const verdicts = newVerdicts();
    const file = 'content/treatments/ortodontia/index.pt.md';
    const ask = 'Se o aparelho machucar, envie uma foto da bochecha pelo WhatsApp.';
    const raw = await loadSources(fx.paths);
    expect(checkHealthChannels(raw, verdicts)).toEqual([]);
    // The same file text (same hash), read again: its verdict stands, its words are not scanned.
    const page = raw.docs.find((d) => d.doc.file === file)!;
    const clean = page.doc.body;
    page.doc.body = `${clean}\n${ask}\n`;
    expect(checkHealthChannels(raw, verdicts)).toEqual([]);
    // Its text changed: checked again, and refused at every check until it is fixed.
    page.hash = 'changed';
    const at = [expect.objectContaining({ code: 'HEALTH_DETAILS_BY_MESSAGE', file })];
    expect(checkHealthChannels(raw, verdicts)).toEqual(at);
    expect(checkHealthChannels(raw, verdicts)).toEqual(at);
    page.doc.body = clean;
    page.hash = 'fixed';
    expect(checkHealthChannels(raw, verdicts)).toEqual([]);
  });
});

describe("a treatment's name in the glossary", () => {
  const glossary = 'content/glossary/es.yaml';
  const named = (t: string) =>
    t.replace(
      '  - use: ortodoncia\n    avoid: []',
      '  - use: "Ortodoncia y alineadores"\n    avoid: []\n    treatment: ortodontia',
    );

  it('refuses a home card (the menu entry) that names the treatment otherwise, at its line', async () => {
    await fx.edit(glossary, named);
    const home = await fx.read('content/home/index.es.yaml');
    const issues = checkGlossaryNames(await loadSources(fx.paths));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'TREATMENT_TITLE_NOT_GLOSSARY',
        file: 'content/home/index.es.yaml',
        line: lineOf(home, 'title: "Ortodoncia"'),
        hint: expect.stringContaining('"Ortodoncia y alineadores"'),
      }),
    ]);
  });

  it('refuses a page title that names it otherwise', async () => {
    await fx.edit(glossary, named);
    await fx.edit('content/home/index.es.yaml', (t) =>
      t.replace('title: "Ortodoncia"', 'title: "Ortodoncia y alineadores"'),
    );
    const file = 'content/treatments/ortodontia/index.es.md';
    await fx.edit(file, (t) => t.replace('title: "Ortodoncia y alineadores"', 'title: "Brackets y alineadores"'));
    const issues = checkGlossaryNames(await loadSources(fx.paths));
    expect(issues).toEqual([expect.objectContaining({ code: 'TREATMENT_TITLE_NOT_GLOSSARY', file, line: 2 })]);
  });

  it('passes when card, menu and title say the glossary name (case aside)', async () => {
    await fx.edit(glossary, named);
    await fx.edit('content/home/index.es.yaml', (t) =>
      t.replace('title: "Ortodoncia"', 'title: "Ortodoncia y Alineadores"'),
    );
    const raw = await loadSources(fx.paths);
    expect(checkGlossaryNames(raw)).toEqual([]);
    expect(() => validateSite(raw)).not.toThrow();
  });
});
