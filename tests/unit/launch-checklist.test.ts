/**
 * The launch checklist's links: each stand-in opens the editor's entry that holds it, with the
 * field as the editor labels it, and names the field to bring into view (a folded list as a whole).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { decapConfig } from '../../editor/server/decap-config';
import { readContentOptions } from '../../editor/server/content-options';
import { checklistPage, locateInEditor } from '../../editor/server/launch-checklist';
import type { StandIn } from '../../pipeline/launch/stand-ins';

const config = decapConfig({
  options: readContentOptions(path.join(ROOT, 'tests/fixtures/clinic/content')),
  backend: { name: 'git-gateway' },
  // As `npm run dev` serves it (admin-server.ts): the home page's lists are entries of their own there.
  localBackend: 'http://localhost:3000/admin/api/v1',
  siteUrl: 'http://localhost:3000',
});
const collections = config.collections as Parameters<typeof locateInEditor>[1];

const standIn = (file: string, at: (string | number)[]): StandIn => ({
  kind: 'fact',
  file,
  path: at,
  field: at.join('.'),
  value: 'x',
  supply: 'y',
});

describe('a stand-in in the editor', () => {
  it.each([
    ['content/site.yaml', ['phones', 'landline'], '/admin/#/collections/site/entries/facts', 'landline'],
    ['content/site.yaml', ['url'], '/admin/#/collections/site/entries/facts', 'url'],
    ['content/home.yaml', ['testimonials', 0], '/admin/#/collections/home/entries/testimonials', 'testimonials'],
    ['content/home.yaml', ['images', 'hero'], '/admin/#/collections/home/entries/sections', 'hero'],
    ['content/home.yaml', ['partners', 2], '/admin/#/collections/home/entries/partners', 'partners'],
    ['content/team.yaml', ['members', 3, 'name'], '/admin/#/collections/team/entries/team', 'members'],
    [
      'content/owners/dra-helena-marques/index.pt.md',
      ['education', 1],
      '/admin/#/collections/owners/entries/dra-helena-marques/index',
      'education',
    ],
    [
      'content/landing/neighbourhoods.yaml',
      [0, 'preposition'],
      '/admin/#/collections/landing/entries/neighbourhoods',
      'items',
    ],
  ] as const)('%s %j opens %s at %s', (file, at, href, target) => {
    const item = locateInEditor(standIn(file, [...at]), collections);
    expect(item.href).toBe(href);
    expect(item.target).toBe(target);
    expect(item.label).not.toBe(item.field);
  });
});

describe('the checklist page', () => {
  it('groups the stand-ins by kind with their count, what to supply and a link to the field', () => {
    const html = checklistPage(
      {
        live: false,
        standIns: [
          standIn('content/site.yaml', ['phones', 'landline']),
          { ...standIn('content/home.yaml', ['testimonials', 1]), kind: 'testimonial', supply: 'Autorizo…' },
        ],
      },
      collections,
    );
    expect(html).toContain('Faltam <span data-slot="count">2</span>');
    expect(html).toMatch(/<h2 id="g-fact">Dados provisórios <span class="count">1<\/span>/);
    expect(html).toMatch(/<h2 id="g-testimonial">[^<]+<span class="count">1<\/span>/);
    expect(html).toContain('href="/admin/#/collections/site/entries/facts" data-target="landline"');
    expect(html).toContain('Autorizo…');
    expect(html).not.toContain('g-picture');
  });

  it('says when nothing is left, and what a live declaration means then; content that cannot be read is named as such', () => {
    expect(checklistPage({ live: false, standIns: [] }, collections)).toContain('ligue «Site no ar»');
    expect(checklistPage({ live: true, standIns: [] }, collections)).toContain('declarado no ar');
    expect(checklistPage({ problems: 2 }, collections)).toContain('2 erro(s) a corrigir');
  });
});
