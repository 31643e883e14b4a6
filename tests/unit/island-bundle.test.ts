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
  }, 60_000);

  it('comes from packages the project names', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['react', 'react-dom', 'embla-carousel-react', '@radix-ui/react-accordion'])
      expect(pkg.dependencies, name).toHaveProperty([name]);
    expect(Object.keys(pkg.dependencies).filter((n) => /preact/.test(n))).toEqual([]);
  });
});
