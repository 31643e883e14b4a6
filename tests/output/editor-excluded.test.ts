/**
 * The visual editor is not part of the published site unless asked for (npm run build:admin):
 * no /admin/ in dist/, no Decap bundle, and no page loads or links to either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, distFiles, htmlPages } from '../support/dist';

describe('the editor in the built site', () => {
  it('is not in dist/', () => {
    expect(
      fs.existsSync(path.join(DIST, 'admin')),
      'dist/admin/ is made by npm run build:admin only; run npm run build again for a plain site',
    ).toBe(false);
    const all = ['.js', '.wasm', '.yml'].flatMap((ext) => distFiles(ext));
    expect(all.filter((f) => /decap|admin/i.test(path.relative(DIST, f)))).toEqual([]);
  });

  it('is loaded or linked by no page', () => {
    const offending = htmlPages()
      .filter((p) => /decap-cms|\/admin\/|config\.yml/i.test(p.html))
      .map((p) => p.url);
    expect(offending).toEqual([]);
    // Nor by any script or stylesheet the pages load.
    const assets = [...distFiles('.js'), ...distFiles('.css')].filter((f) =>
      /decap-cms|\/admin\//.test(fs.readFileSync(f, 'utf8')),
    );
    expect(assets.map((f) => path.relative(DIST, f))).toEqual([]);
  });
});
