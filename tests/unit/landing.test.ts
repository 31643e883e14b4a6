import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load';
import { validateSite } from '../../pipeline/validate';
import { expandLanding, footerTitle, landingSentences, seededRandom, FOOTER_CALLS } from '../../pipeline/landing';

const site = validateSite(await loadSources(resolvePaths()));
const pages = expandLanding(site.landing);

describe('the local landing matrix', () => {
  it('expands every service in every neighbourhood, with unique slugs', () => {
    const { services, neighbourhoods } = site.landing;
    expect(services.length).toBeGreaterThanOrEqual(12);
    expect(neighbourhoods.map((n) => n.name)).toEqual([
      'Lapa', 'Vila Romana', 'Pompeia', 'Perdizes', 'Freguesia do Ó', 'Água Branca', 'Limão', 'Vila Anastácio', 'Lapa de Baixo', 'Alto da Lapa',
    ]);
    expect(pages).toHaveLength(services.length * neighbourhoods.length);
    expect(pages.length).toBeGreaterThanOrEqual(120);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
    expect(pages.map((p) => p.slug)).toContain('implante-dentario-vila-romana');
    for (const p of pages) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has no unfilled placeholder and a description that fits search results', () => {
    for (const p of pages) {
      const text = [p.title, p.description, ...landingSentences(p)].join(' ');
      expect(text).not.toMatch(/\{(bairro|prep)\}/);
      expect(p.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('makes two pages of the same service share less than half of their sentences', () => {
    let worst = 0;
    let worstPair = '';
    let sum = 0;
    let pairs = 0;
    for (const service of site.landing.services) {
      const group = pages.filter((p) => p.service.slug === service.slug);
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const a = new Set(landingSentences(group[i]!));
          const b = new Set(landingSentences(group[j]!));
          const shared = [...a].filter((s) => b.has(s)).length;
          const ratio = shared / Math.min(a.size, b.size);
          sum += ratio;
          pairs++;
          if (ratio > worst) {
            worst = ratio;
            worstPair = `${group[i]!.slug} ~ ${group[j]!.slug}`;
          }
        }
      }
    }
    console.log(
      `landing pages: shared sentences between two pages of one service: mean ${((sum / pairs) * 100).toFixed(1)}%, worst ${(worst * 100).toFixed(1)}% (${worstPair}), ${pairs} pairs`,
    );
    expect(worst).toBeLessThan(0.5);
  });
});

describe('seeded choices', () => {
  it('are the same on every run and differ between seeds', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const c = seededRandom('y');
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
  });

  it('give each footer link a stable title of two treatments and a call to action', () => {
    const names = ['Clareamento', 'Implantes', 'Facetas', 'Ortodontia'];
    const title = footerTitle('implante-dentario-lapa', names);
    expect(footerTitle('implante-dentario-lapa', names)).toBe(title);
    const [treatments, call] = title.split(' – ');
    expect(FOOTER_CALLS).toContain(call);
    const [t1, t2] = treatments!.split(', ');
    expect(names).toContain(t1);
    expect(names).toContain(t2);
    expect(t1).not.toBe(t2);
    const titles = new Set(pages.map((p) => footerTitle(p.slug, names)));
    expect(titles.size).toBeGreaterThan(10);
  });
});
