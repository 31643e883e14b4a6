/**
 * `npm run check`: every content check of the build (schemas, references, translations,
 * links) without rendering or writing anything. Fast enough for a pre-commit hook.
 */
import { performance } from 'node:perf_hooks';
import type { Paths } from './config';
import { BuildFailed, type ContentIssue } from './errors';
import { loadSources } from './load';
import { validateSite } from './validate';
import { buildRoutes } from './routes';
import { renderContent } from './render-content';

export interface CheckReport {
  ok: boolean;
  pages: number;
  ms: number;
  errors: ContentIssue[];
  warnings: ContentIssue[];
}

export async function checkContent(paths: Paths): Promise<CheckReport> {
  const start = performance.now();
  try {
    const site = validateSite(await loadSources(paths));
    const routes = buildRoutes(site);
    const content = await renderContent(site, routes);
    return { ok: true, pages: routes.length, ms: performance.now() - start, errors: [], warnings: [...site.warnings, ...content.warnings] };
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    const errors = error.issues.filter((i) => i.severity === 'error');
    return { ok: false, pages: 0, ms: performance.now() - start, errors, warnings: error.issues.filter((i) => i.severity === 'warning') };
  }
}
