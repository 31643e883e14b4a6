/** The parsed sources a build stores for the next process: what comes back, and what is not parsed again. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, resolvePaths } from '../../pipeline/config';
import { newCaches } from '../../pipeline/state';
import { loadSources } from '../../pipeline/load/load';
import { persistLoadCache, restoreLoadCache, type LoadCache } from '../../pipeline/load/stored-sources';

describe('stored sources', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  it('a new process gets the same data back and parses no unchanged YAML or JSON file again', async () => {
    const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'load-cache-'));
    dirs.push(cacheDir);
    const paths = resolvePaths(ROOT, { cache: cacheDir });
    const first: LoadCache = new Map();
    const fresh = await loadSources(paths, { ...newCaches(), files: first });
    expect(fresh.issues).toEqual([]);
    await persistLoadCache(cacheDir, first);

    const restored = await restoreLoadCache(cacheDir);
    const again = await loadSources(paths, { ...newCaches(), files: restored });
    const data = (s: typeof fresh) => [
      s.site,
      s.home,
      s.team,
      s.categories,
      s.neighbourhoods,
      s.services,
      ...s.landingTexts,
      ...Object.values(s.locales),
      ...Object.values(s.glossaries),
    ];
    const before = data(fresh);
    const after = data(again);
    expect(after.map((f) => f.file)).toEqual(before.map((f) => f.file));
    after.forEach((f, i) => {
      expect(f.parsed?.data, f.file).toEqual(before[i]!.parsed?.data);
      // The very object restored from the store: not parsed again.
      expect(f.parsed, f.file).toBe(
        (restored.get(path.join(ROOT, f.file))?.result as { parsed?: unknown } | undefined)?.parsed,
      );
    });
    // Positions of a stored file are found again when a message needs one.
    expect(again.site.parsed?.locate(['address'])).toEqual(fresh.site.parsed?.locate(['address']));
    expect(again.docs.map((d) => d.doc.front?.data)).toEqual(fresh.docs.map((d) => d.doc.front?.data));
  });
});
