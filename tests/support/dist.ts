/** Reading the built site for the quality gates. */
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { ROOT } from '../../pipeline/config';

export const DIST = path.join(ROOT, 'dist');

export function distFiles(ext: string, dir = DIST): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...distFiles(ext, abs));
    else if (e.name.endsWith(ext)) out.push(abs);
  }
  return out.sort();
}

export function htmlPages(): { file: string; url: string; html: string; document: Document }[] {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/ is empty: run `npm run build` before these tests (npm test does).');
  return distFiles('.html').map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const rel = path.relative(DIST, file).split(path.sep).join('/');
    const url = '/' + rel.replace(/index\.html$/, '');
    return { file, url, html, document: parseHTML(html).document as unknown as Document };
  });
}

/** Does a site-relative URL resolve to a file in dist/ (folders through index.html)? */
export function resolvesInDist(pathname: string): boolean {
  const clean = decodeURIComponent(pathname.split(/[?#]/)[0] ?? '');
  const abs = path.join(DIST, clean);
  if (clean.endsWith('/')) return fs.existsSync(path.join(abs, 'index.html'));
  return fs.existsSync(abs) && fs.statSync(abs).isFile();
}
