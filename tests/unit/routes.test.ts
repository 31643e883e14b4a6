import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/source/load';
import { validateSite } from '../../pipeline/validate/validate';
import { buildRoutes, assertUniqueUrls } from '../../pipeline/routes/routes';
import { BuildFailed } from '../../pipeline/errors';

const site = validateSite(await loadSources(resolvePaths()));
const routes = buildRoutes(site);

describe('the route table', () => {
  it('has the same table as last reviewed (a changed URL shows up as a diff)', () => {
    const table = routes.map((r) => `${r.url} ${r.template} ${r.lang} [${r.alternates.map((a) => a.lang).join(',')}]`);
    expect(table.filter((l) => !l.includes(' landing pt'))).toMatchSnapshot();
  });

  it('counts pages per type and language', () => {
    const count = (template: string, lang?: string) => routes.filter((r) => r.template === template && (!lang || r.lang === lang)).length;
    for (const lang of ['pt', 'en', 'es', 'de', 'ar']) {
      expect(count('home', lang)).toBe(1);
      expect(count('treatment', lang)).toBe(11);
      expect(count('recommendation', lang)).toBe(3);
      expect(count('owner', lang)).toBe(2);
      expect(count('privacy', lang)).toBe(1);
    }
    expect(count('landing-index')).toBe(1);
    expect(routes.filter((r) => r.template === 'landing').every((r) => r.lang === 'pt' && r.alternates.length === 1)).toBe(true);
  });

  it('keeps Portuguese slugs in every language and gives Arabic right-to-left', () => {
    const ar = routes.find((r) => r.url === '/ar/clareamento/')!;
    expect(ar.dir).toBe('rtl');
    expect(ar.htmlLang).toBe('ar');
    expect(ar.alternates.map((a) => new URL(a.url).pathname)).toEqual(['/clareamento/', '/en/clareamento/', '/es/clareamento/', '/de/clareamento/', '/ar/clareamento/']);
    expect(routes.find((r) => r.url === '/')!.htmlLang).toBe('pt-BR');
  });

  it("lists the clinic's texts a page shows among its sources, in its own language", () => {
    const of = (url: string) => routes.find((r) => r.url === url)!.sources;
    expect(of('/en/')).toEqual(expect.arrayContaining(['content/home/index.en.yaml', 'content/site/index.en.yaml', 'locales/en.json', 'content/team.yaml']));
    expect(of('/en/')).not.toContain('content/home/index.pt.yaml');
    // Every page's menu names the treatments by their cards (content/home/index.<lang>.yaml).
    expect(of('/de/clareamento/')).toEqual(expect.arrayContaining(['content/site/index.de.yaml', 'content/home/index.de.yaml', 'locales/de.json']));
    expect(of('/informacoes/')).toContain('content/landing/index.yaml');
    // A local page's questions are headed by the home page's FAQ title.
    expect(routes.find((r) => r.template === 'landing')!.sources).toContain('content/home/index.pt.yaml');
  });

  it('refuses two pages with one address, naming both sources', () => {
    const twice = [routes[0]!, { ...routes[0]!, sources: ['content/other.md'] }];
    expect(() => assertUniqueUrls(twice)).toThrow(BuildFailed);
  });
});
