/**
 * What a page shows of other pages is its kind's declaration, and the dependency graph reads
 * it there: a kind added by its declaration alone (a page of highlights that reads the team
 * and shows one treatment, in Portuguese) is rendered again when that treatment's file or the
 * team changes, and not for another treatment; declared unlisted, its coming leaves the other
 * pages as they are, unlike a page the menus link to. routes.ts is not touched.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeFixture } from '../support/fixture';

// A treatment of the fixture clinic (tests/fixtures/clinic), written in every language.
const SHOWN = 'ortodontia';
const OTHER = 'implantodontia';

vi.mock('../../pipeline/content-types', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../pipeline/content-types')>();
  const highlights = {
    source: 'made',
    template: 'home',
    pages: () => [
      {
        id: 'highlights',
        path: 'destaques',
        langs: ['pt', 'en'],
        reads: ['team'],
        shows: [{ kind: 'treatments', slug: SHOWN, lang: 'pt' }],
        // No menu links to it: its coming or going leaves the other pages as they are.
        unlisted: true,
      },
    ],
  } as const satisfies import('../../pipeline/content-types').MadeKindDeclaration;
  // A page the menus link to, as undeclared pages are.
  const notes = {
    source: 'made',
    template: 'home',
    pages: () => [{ id: 'notes', path: 'notas', langs: ['pt'], reads: [] }],
  } as const satisfies import('../../pipeline/content-types').MadeKindDeclaration;
  return { ...real, ...real.deriveKinds({ ...real.PAGE_KIND_DECLARATIONS, highlights, notes }, real.FILE_TYPES) };
});

const { loadSources } = await import('../../pipeline/load/load');
const { validateSite } = await import('../../pipeline/validate/validate');
const { buildRoutes, routesToRender } = await import('../../pipeline/routes/routes');

const fx = await makeFixture();
afterAll(() => fx.remove());
const routes = buildRoutes(validateSite(await loadSources(fx.paths)));
const page = (id: string) => routes.filter((r) => r.id === id);

describe("a kind's declared reads and shown pages drive the dependency graph", () => {
  it("lists the files the kind reads and the pages it shows among its pages' sources", () => {
    const en = page('highlights').find((r) => r.lang === 'en');
    expect(en?.sources).toContain('content/team.yaml');
    // The shown page in the language it names, in every language version of the page.
    expect(en?.sources).toContain(`content/treatments/${SHOWN}/index.pt.md`);
    expect(en?.sources).not.toContain(`content/treatments/${SHOWN}/index.en.md`);
  });

  it('renders the page again when a page it shows changes, and not for another page', () => {
    expect([...routesToRender(routes, routes, [`content/treatments/${SHOWN}/index.pt.md`])]).toContain('highlights');
    expect([...routesToRender(routes, routes, ['content/team.yaml'])]).toContain('highlights');
    const other = routesToRender(routes, routes, [`content/treatments/${OTHER}/index.pt.md`]);
    expect(other.size).toBeGreaterThan(0);
    expect([...other]).not.toContain('highlights');
  });

  it('renders every page of its languages again when a page the menus link to comes, and only the page when it is unlisted', () => {
    const without = (id: string) => routes.filter((r) => r.id !== id);
    expect([...routesToRender(without('highlights'), routes, [])]).toEqual(['highlights']);
    const withNotes = routesToRender(without('notes'), routes, []);
    for (const r of routes.filter((x) => x.lang === 'pt')) expect(withNotes.has(r.id), r.id).toBe(true);
  });
});
