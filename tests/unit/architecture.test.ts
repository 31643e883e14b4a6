/** Data flows one way: a pipeline stage imports only earlier stages, templates never read files. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';

const ORDER = ['source', 'validate', 'routes', 'render', 'outputs'];
/** Modules a file loads when it runs (type-only imports vanish at compile time). */
const imports = (file: string): string[] =>
  [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'|import\('([^']+)'\)/gm)].map((m) => (m[1] ?? m[2])!);

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

describe('architecture', () => {
  it('each stage imports only from stages before it', () => {
    for (const [i, stage] of ORDER.entries()) {
      const later = ORDER.slice(i + 1);
      for (const file of walk(`pipeline/${stage}`)) {
        for (const imp of imports(file)) {
          const target = path.relative(path.join(ROOT, 'pipeline'), path.resolve(path.dirname(path.join(ROOT, file)), imp)).split(path.sep)[0];
          expect(later, `${file} imports ${imp}`).not.toContain(target);
        }
      }
    }
  });

  it('templates and islands never touch the file system or the network', () => {
    for (const file of [...walk('templates'), ...walk('islands')]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).not.toMatch(/from 'node:(fs|http|https|net)|from 'fs'|fetch\(/);
    }
  });

  it('build.ts stays a thin entry', () => {
    expect(fs.readFileSync(path.join(ROOT, 'build.ts'), 'utf8').split('\n').length).toBeLessThan(60);
  });
});
