/**
 * The header's navigation is the same on every page of a language: a build renders it once per
 * language, not once per page, and each page still carries it with island prefixes of its own.
 * On the fixture clinic (tests/fixtures/clinic).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { LANGS } from '../../model/languages';
import { makeFixture, type Fixture } from '../support/fixture';

const islandCalls = vi.hoisted(() => [] as string[]);
vi.mock('../../templates/ui/Island', async (original) => {
  const m = await original<typeof import('../../templates/ui/Island')>();
  return {
    ...m,
    Island: (props: Parameters<typeof m.Island>[0]) => {
      islandCalls.push(props.name);
      return m.Island(props);
    },
  };
});

const fixtures: Fixture[] = [];
afterAll(() => Promise.all(fixtures.map((f) => f.remove())));

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((f) => f.endsWith('.html')).map((f) => path.join(dir, f));
}

describe('the header shared between pages', () => {
  it('builds the navigation once per language, and every page has it with prefixes of its own', async () => {
    const fx = await makeFixture({ ownCache: true });
    fixtures.push(fx);
    const r = await runBuild({ paths: fx.paths });
    await r.cleanup;
    const pages = await htmlFiles(fx.paths.dist);
    const withNav = [];
    for (const file of pages) {
      const html = await fs.readFile(file, 'utf8');
      if (!html.includes('data-site-header')) continue;
      withNav.push(file);
      expect(html.match(/data-island="nav-desktop"/g), file).toHaveLength(1);
      expect(html.match(/data-island="nav-mobile"/g), file).toHaveLength(1);
      const prefixes = [...html.matchAll(/data-prefix="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(prefixes).size, file).toBe(prefixes.length);
    }
    // More pages than languages, or the count below proves nothing.
    expect(withNav.length).toBeGreaterThan(LANGS.length);
    const navRenders = islandCalls.filter((n) => n === 'nav-desktop').length;
    expect(navRenders).toBeGreaterThan(0);
    expect(navRenders).toBeLessThanOrEqual(LANGS.length);
  });
});
