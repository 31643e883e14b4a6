import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load/load';
import { validateSite } from '../../pipeline/validate/validate';
import { BuildFailed, type ContentIssue } from '../../pipeline/errors';
import {
  expandLanding,
  homeStandsFor,
  landingBlocks,
  landingOverlap,
  landingSentences,
  type LandingPageData,
} from '../../pipeline/rules/landing';
import { measureOverlap, shingles } from '../../pipeline/rules/landing-overlap';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';

/*
 * The rules for the local pages' texts (no doorway pages, the right preposition, no claims)
 * are checked on the clinic's own texts, the ones visitors read: these assertions hold for any
 * set of services and neighbourhoods the clinic writes. The exact headings and the content
 * mistakes are checked on the fixture clinic (tests/fixtures/clinic).
 */
const site = validateSite(await loadSources(resolvePaths()));
const clinicOf = (s: typeof site) => ({ geo: s.facts.geo, district: s.facts.address.district });
const pages = expandLanding(site.landing, clinicOf(site));
/** Everything a visitor reads on the page, headings included. */
const allText = (p: LandingPageData): string[] => [
  p.title,
  p.description,
  p.h1,
  p.localHeading,
  p.treatmentHeading,
  p.travelHeading,
  ...landingBlocks(p),
];

describe('the local landing matrix', () => {
  it("expands every service in every neighbourhood, with unique slugs, but the home page's own", () => {
    const { services, neighbourhoods } = site.landing;
    expect(pages.length).toBeGreaterThan(0);
    // …except the clinic in general in its own neighbourhood, which the home page stands for.
    const district = site.facts.address.district;
    expect(pages.map((p) => p.slug).sort()).toEqual(
      services
        .flatMap((s) => neighbourhoods.flatMap((n) => (homeStandsFor(s, n, district) ? [] : [`${s.slug}-${n.slug}`])))
        .sort(),
    );
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
    for (const p of pages) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has no unfilled placeholder, titles of at most 60 characters and descriptions of at most 160', () => {
    for (const p of pages) {
      expect(allText(p).join(' ')).not.toMatch(/\{\w+\}/);
      expect(p.title.length, p.title).toBeLessThanOrEqual(60);
      expect(p.description.length, p.description).toBeLessThanOrEqual(160);
    }
  });
});

describe('the doorway-page measure', () => {
  it('counts 5-word shingles with the neighbourhood and service names masked', () => {
    const names = ['Lapa', 'Alto da Lapa', 'implante dentário'];
    expect(shingles(['Implante dentário no Alto da Lapa, perto de casa'], names)).toEqual(
      shingles(['implante dentário no Lapa: perto de casa'], names),
    );
    expect([...shingles(['Implante dentário no Alto da Lapa, perto de casa'], names)]).toEqual([
      '§name§ no §name§ perto de',
      'no §name§ perto de casa',
    ]);
    const r = measureOverlap(
      [
        { slug: 'a', text: ['um dois três quatro cinco seis sete oito'] },
        { slug: 'b', text: ['um dois três quatro cinco outra coisa qualquer aqui'] },
        { slug: 'c', text: ['nada em comum com as outras duas páginas daqui'] },
      ],
      [],
    );
    expect(r.unique.get('a')).toBeCloseTo(3 / 4);
    expect(r.unique.get('c')).toBe(1);
    expect(r.worstPair).toMatchObject({ a: 'a', b: 'b', share: 1 / 4 });
    expect(r.pairs).toBe(3);
  });

  it("finds most of each page's own text on no other page (median 60%, each at least 40%), and no two pages alike over 30%", () => {
    const r = landingOverlap(site.landing, pages);
    const low = [...r.unique]
      .filter(([, share]) => share < 0.4)
      .map(([slug, share]) => `${slug} ${(share * 100).toFixed(1)}%`);
    console.log(
      `landing pages: unique share median ${(r.medianUnique * 100).toFixed(1)}%, lowest ${(r.minUnique.share * 100).toFixed(1)}% (${r.minUnique.slug}); ` +
        `largest shared part of a pair ${(r.worstPair.share * 100).toFixed(1)}% (${r.worstPair.a} ~ ${r.worstPair.b}), ${r.pairs} pairs`,
    );
    expect(r.pairs).toBe((pages.length * (pages.length - 1)) / 2);
    expect(r.medianUnique).toBeGreaterThanOrEqual(0.6);
    expect(low).toEqual([]);
    expect(r.worstPair.share).toBeLessThanOrEqual(0.3);
  });
});

describe('the Portuguese of the headings', () => {
  it('reads right for each phrase, with the article and preposition it needs (fixture clinic)', async () => {
    const fx = await makeFixture();
    try {
      // A neighbourhood of each preposition the headings take: "na Lapa", "no Limão", "em Perdizes".
      const lapa = await fx.read('content/landing/neighbourhoods.yaml');
      const places = [
        ['limao', 'Limão', 'no'],
        ['perdizes', 'Perdizes', 'em'],
      ];
      for (const [slug, name, preposition] of places) {
        await fx.edit('content/landing/neighbourhoods.yaml', (t) =>
          t.concat(
            lapa
              .replace(/^- slug: .*$/m, `- slug: ${slug}`)
              .replace(/^ {2}name: .*$/m, `  name: ${name}`)
              .replace(/^ {2}preposition: .*$/m, `  preposition: ${preposition}`),
          ),
        );
        await fs.copyFile(
          path.join(fx.dir, 'content/landing/pages/lapa.yaml'),
          path.join(fx.dir, `content/landing/pages/${slug}.yaml`),
        );
      }
      const fixtureSite = validateSite(await loadSources(fx.paths));
      const own = expandLanding(fixtureSite.landing, clinicOf(fixtureSite));
      const of = (slug: string): LandingPageData => own.find((x) => x.slug === slug) ?? expect.fail(`no page ${slug}`);
      expect(of('implante-dentario-lapa').h1).toBe('Implante Dentário na Lapa');
      expect(of('implante-dentario-limao').h1).toBe('Implante Dentário no Limão');
      expect(of('como-escolher-clinica-de-implante-perdizes').h1).toBe(
        'Como escolher uma clínica de implante em Perdizes',
      );
      expect(of('como-escolher-clinica-de-implante-lapa').treatmentHeading).toBe(
        'O que observar em uma clínica de implante',
      );
      expect(of('implante-dentario-limao').treatmentHeading).toBe('Como funciona o implante dentário');
    } finally {
      await fx.remove();
    }
  });

  it('never glues a phrase to the wrong article ("de melhor", "o atendimento de clínica")', () => {
    for (const p of pages) {
      for (const text of [p.title, p.description, p.h1, p.localHeading, p.treatmentHeading, p.travelHeading]) {
        expect(text).not.toMatch(/\bde (melhor|clínica|dentista)\b/i);
        expect(text).not.toMatch(/\b(atendimento|avaliação) de (um|uma|o|a) /i);
      }
    }
  });

  it('gives every neighbourhood its own preposition wherever the page names it', () => {
    const wrong: Record<string, RegExp> = {
      na: /\b(no|do|ao|pelo|em|de)$/,
      no: /\b(na|da|à|pela|em|de)$/,
      em: /\b(na|no|da|do|à|ao|pela|pelo)$/,
    };
    const bad: string[] = [];
    for (const p of pages) {
      const name = p.place.name;
      for (const text of allText(p)) {
        for (const m of text.matchAll(new RegExp(`([\\p{L}]+) ${name}(?![\\p{L}])`, 'gu'))) {
          if (wrong[p.place.preposition]!.test(m[1]!.toLowerCase()) && !`${m[1]} ${name}`.match(/^(Alto|Lapa) d[ae] /))
            bad.push(`${p.slug}: "${m[0]}"`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('never asks Lapa how far it is from a clinic that is in Lapa', () => {
    for (const p of pages.filter((x) => x.place.slug === 'lapa')) {
      const text = allText(p).join(' ');
      expect(text).not.toMatch(/saindo da Lapa|distância da Lapa|da Lapa até a clínica/);
      expect(p.travelHeading).toBe('Como chegar à Rua Roma dentro da Lapa');
    }
  });

  it("tells no anecdote about a neighbourhood's people and never asks for symptoms by message", () => {
    // What residents "usually" do, "many families", "patients from all over": facts the clinic has not given.
    const anecdote =
      /\b(muit[oa]s|vári[oa]s|tant[oa]s) (moradores|famílias|pacientes|idosos|pais|adultos|crianças|estudantes)\b|\bmuita gente\b|\bpacientes d[aoe] (bairro|\p{Lu})|é comum receber|não é raro|recebemos|pedido mais frequente|queixa mais comum|paciente frequente|de toda a zona|costumam? (procurar|chegar|escolher|preferir|aproveitar|marcar|atrair|trazer|notar)/iu;
    // Health details belong in a call or the consultation, never in a WhatsApp message (LGPD, privacy policy).
    const healthByMessage =
      /(mensagem|WhatsApp)[^.]*(descrev|sintoma|o que (está )?sent|conte o que|contando)|(descreva|conte|descrevendo)[^.]*(mensagem|WhatsApp)/i;
    const bad = pages.flatMap((p) =>
      landingSentences(p)
        .filter((s) => anecdote.test(s) || healthByMessage.test(s))
        .map((s) => `${p.slug}: ${s}`),
    );
    expect(bad).toEqual([]);
    expect(site.landingIndex.intro).not.toMatch(anecdote);
  });

  it('keeps the choosing guides from claiming the title or promising results', () => {
    for (const p of pages.filter((x) => x.service.guide)) {
      const text = allText(p).join(' ');
      expect(text).toMatch(/escolher|observar|pergunt/i);
      expect(text).not.toMatch(/(somos|é) a melhor|nossa clínica é|garantimos|garantia de|R\$|parcel/i);
    }
    for (const p of pages)
      expect(allText(p).join(' ')).not.toMatch(
        /R\$|parcela|pagamento à vista|desconto|garantimos|o melhor tratamento/i,
      );
  });
});

describe('content mistakes in the landing files', () => {
  let fx: Fixture;
  beforeEach(async () => {
    fx = await makeFixture();
  });
  afterEach(() => fx.remove());
  const issuesOf = async (): Promise<ContentIssue[]> => {
    const e = await loadSources(fx.paths)
      .then(
        (raw) => validateSite(raw),
        (err: unknown) => err,
      )
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(e).toBeInstanceOf(BuildFailed);
    return (e as BuildFailed).issues.filter((i) => i.severity === 'error');
  };

  it('a page without its own text names the file and the service', async () => {
    await fx.edit('content/landing/pages/lapa.yaml', (t) =>
      t.replace(/^implante-dentario:\n( {2}.*\n|\n)*?(?=^\S)/m, ''),
    );
    const issues = await issuesOf();
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'LANDING_TEXT_MISSING', file: 'content/landing/pages/lapa.yaml' }),
    );
    expect(issues.find((i) => i.code === 'LANDING_TEXT_MISSING')?.hint).toContain('implante-dentario:');
  });

  it('a misspelt service names its line and the closest slug', async () => {
    const text = await fx.edit('content/landing/pages/lapa.yaml', (t) =>
      t.replace(/^implante-dentario:/m, 'implante-dentaro:'),
    );
    const issues = await issuesOf();
    const unknown = issues.find((i) => i.code === 'UNKNOWN_KEY');
    expect(unknown).toMatchObject({ file: 'content/landing/pages/lapa.yaml', line: lineOf(text, 'implante-dentaro:') });
    expect(unknown?.hint).toContain('"implante-dentario"');
  });

  it('a title too long for the longest neighbourhood is refused at its line', async () => {
    const text = await fx.edit('content/landing/services.yaml', (t) =>
      t.replace(
        'title: Implante dentário {prep} {bairro} |',
        'title: Implante dentário de confiança para toda a família {prep} {bairro} |',
      ),
    );
    const issues = await issuesOf();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'LANDING_TOO_LONG',
        file: 'content/landing/services.yaml',
        line: lineOf(text, 'de confiança para toda'),
      }),
    );
  });

  it("an urgency page that does not give the clinic's hours in its first sentence is refused at its line", async () => {
    // A service about urgent care without the sentence that says when the clinic is open…
    let text = await fx.edit('content/landing/services.yaml', (t) =>
      t.replace('h1: Implante Dentário {prep} {bairro}', 'h1: Dentista de Urgência {prep} {bairro}'),
    );
    let issue = (await issuesOf()).find((i) => i.code === 'LANDING_URGENT_HOURS');
    expect(issue).toMatchObject({
      file: 'content/landing/services.yaml',
      line: lineOf(text, 'slug: implante-dentario'),
    });
    expect(issue?.hint).toContain('{horario}');
    // …or with a sentence that leaves the hours out.
    text = await fx.edit('content/landing/services.yaml', (t) =>
      t.replace(
        'h1: Dentista de Urgência {prep} {bairro}',
        'h1: Dentista de Urgência {prep} {bairro}\n  urgent: "Ligue antes de vir à clínica."',
      ),
    );
    issue = (await issuesOf()).find((i) => i.code === 'LANDING_URGENT_HOURS');
    expect(issue).toMatchObject({ file: 'content/landing/services.yaml', line: lineOf(text, 'urgent: "Ligue') });
  });

  it('a marked stand-in must name a field of its entry', async () => {
    const text = await fx.edit('content/landing/neighbourhoods.yaml', (t) =>
      t.concat('  stand_in:\n    trevel: ["De trem"]\n'),
    );
    const issues = await issuesOf();
    expect(issues.map((i) => i.line)).toContain(lineOf(text, 'trevel:'));
  });

  it('a placeholder in a page text is refused at its line', async () => {
    const text = await fx.edit('content/landing/pages/lapa.yaml', (t) =>
      t.replace('Para quem mora na Lapa, fazer', 'Para quem mora {prep} {bairro}, fazer'),
    );
    const issues = await issuesOf();
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'content/landing/pages/lapa.yaml',
        line: lineOf(text, 'Para quem mora {prep} {bairro}'),
      }),
    );
  });

  it('a misspelt field of a page text is reported at its line', async () => {
    const text = await fx.edit('content/landing/pages/lapa.yaml', (t) =>
      t.replace(/^(implante-dentario:\n(?:.*\n)*?) {2}heading:/m, '$1  heading_:'),
    );
    const issues = await issuesOf();
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: 'UNKNOWN_FIELD',
        file: 'content/landing/pages/lapa.yaml',
        line: lineOf(text, 'heading_:'),
      }),
    );
  });
});

describe('what each page shows besides its own text', () => {
  it('show each page two sentences about its service besides its own text, and urgency pages all their advice', () => {
    for (const p of pages) {
      expect(p.treatment).toHaveLength(p.service.urgent ? p.service.details.length : 2);
      expect(p.faq.length).toBeGreaterThanOrEqual(2);
      expect(landingSentences(p).length).toBeGreaterThan(10);
    }
  });
});
