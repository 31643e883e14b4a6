import { afterAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../model/languages';
import { loadSources } from '../../pipeline/load/load';
import { validateSite } from '../../pipeline/validate/validate';
import { nameIn, teamNameIn } from '../../model/people';
import { atomFeed } from '../../pipeline/outputs/feeds';
import { buildRoutes, pageMap } from '../../pipeline/routes/routes';

import { makeFixture } from '../support/fixture';

// The fixture clinic: its translated post is Dra. Helena Marques's.
const fx = await makeFixture();
afterAll(() => fx.remove());
const site = validateSite(await loadSources(fx.paths));
const people = [...site.team.owners, ...site.team.members];

describe('team names in each language', () => {
  it('Arabic pages name every dentist with an Arabic title of the right gender, never the Latin "Dr."/"Dra."', () => {
    // A member added with `name` only (as the editors' guide shows) is named too.
    for (const p of [...people, { name: 'Dra. Ana Souza' }, { name: 'Dr. Caio Prado' }, { name: 'Bruno Lima' }]) {
      const ar = nameIn(p, 'ar');
      expect(ar, p.name).not.toMatch(/\bDra?\./);
      // The title follows the Portuguese one: Dra. -> الدكتورة, Dr. -> الدكتور, none for the oral health technician.
      const title = p.name.startsWith('Dra. ') ? 'الدكتورة ' : p.name.startsWith('Dr. ') ? 'الدكتور ' : '';
      // The name in Arabic letters where team.yaml gives one, else as written in Portuguese.
      const written =
        'names' in p && p.names?.ar ? '[\u0621-\u064A][\u0600-\u06FF ]+' : p.name.replace(/^Dra?\.\s+/, '');
      expect(ar, p.name).toMatch(new RegExp(`^${title}${written}$`));
      if (!title) expect(ar, p.name).not.toMatch(/^(الدكتور|د\.)/);
    }
  });

  it('German pages claim no "Dr." title (a doctorate in Germany) and no Portuguese "Dra."', () => {
    for (const p of [...people, { name: 'Dra. Ana Souza' }, { name: 'Dr. Caio Prado' }])
      expect(nameIn(p, 'de'), p.name).not.toMatch(/\bDra?\./);
  });

  it('Portuguese keeps the name as written in team.yaml, and a language without its own form falls back to it', () => {
    const helena = site.team.owners[0]!;
    expect(nameIn(helena, 'pt')).toBe('Dra. Helena Marques');
    expect(nameIn({ name: 'Dra. Ana Souza' }, 'es')).toBe('Dra. Ana Souza');
    expect(nameIn({ name: 'Dra. Ana Souza' }, 'de')).toBe('Ana Souza');
    expect(nameIn({ name: 'Dra. Ana Souza' }, 'ar')).toBe('الدكتورة Ana Souza');
  });

  it('the technical director in the footer is written as the team writes her name in each language', () => {
    for (const lang of LANGS) {
      const shown = teamNameIn(site.team.owners, site.facts.legal.technical_director, lang);
      expect(shown).toBe(nameIn(site.team.owners.find((o) => o.name === site.facts.legal.technical_director)!, lang));
    }
    expect(teamNameIn(site.team.owners, site.facts.legal.technical_director, 'ar')).toBe('الدكتورة هيلينا ماركيس');
  });

  it('the Arabic and German feeds name authors as their pages do', () => {
    const pages = pageMap(buildRoutes(site));
    const ar = atomFeed(site, pages, 'ar') ?? '';
    const de = atomFeed(site, pages, 'de') ?? '';
    expect(ar).toContain('<name>الدكتورة هيلينا ماركيس</name>');
    expect(ar).not.toMatch(/<name>Dra?\./);
    expect(de).toContain('<name>Helena Marques</name>');
    expect(de).not.toMatch(/<name>Dra?\./);
  });
});
