import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleIslands } from '../../pipeline/render/bundle';

// The client's stack: the islands run on React (react-dom/client), the carousel on
// embla-carousel-react, the FAQ and the drawer on @radix-ui/react-accordion; no Preact.
describe('the island bundle', () => {
  it('is built from react-dom, embla-carousel-react and the Radix accordion, and holds no Preact', async () => {
    const { packages = [], files } = await bundleIslands();
    expect(packages).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'embla-carousel-react',
        'embla-carousel-autoplay',
        '@radix-ui/react-accordion',
        '@radix-ui/react-toast',
      ]),
    );
    expect(packages.filter((p) => /preact/.test(p))).toEqual([]);
    const code = files
      .filter((f) => f.outputPath.endsWith('.js'))
      .map((f) => new TextDecoder().decode(f.bytes))
      .join('\n');
    expect(code).toMatch(/hydrateRoot|\.hydrateRoot=/);
  });

  it('the entry and the start-up module each arrive in one request: no static import, every dynamic one resolves', async () => {
    const { script, files } = await bundleIslands();
    const byPath = new Map(files.map((f) => [`/${f.outputPath}`, new TextDecoder().decode(f.bytes)]));
    const entry = byPath.get(script)!;
    const startImport = /import\("\.\/(chunks\/start\.[^"]+\.js)"\)/.exec(entry)?.[1];
    expect(startImport, 'the entry imports start.ts after the first paint').toBeDefined();
    const startUrl = `/assets/${startImport}`;
    expect(byPath.has(startUrl)).toBe(true);
    for (const [url, text] of [
      [script, entry],
      [startUrl, byPath.get(startUrl)!],
    ] as const) {
      // A static import would be one more round trip before the module runs.
      expect(text, url).not.toMatch(/(^|[;}\n])import\s*[{*\w"]|\bfrom\s*"/);
      for (const [, rel] of text.matchAll(/import\("([^"]+)"\)/g)) {
        const target = path.posix.join(path.posix.dirname(url), rel!);
        expect(byPath.has(target), `${url} imports ${target}`).toBe(true);
      }
    }
  });

  it('comes from packages the project names', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['react', 'react-dom', 'embla-carousel-react', '@radix-ui/react-accordion'])
      expect(pkg.dependencies, name).toHaveProperty([name]);
    expect(Object.keys(pkg.dependencies).filter((n) => /preact/.test(n))).toEqual([]);
  });
});
