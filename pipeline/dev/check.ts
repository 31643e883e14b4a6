/**
 * `npm run check`: every content check of the build (schemas, references, translations,
 * links) without rendering or writing anything. Fast enough for a pre-commit hook.
 */
import { performance } from 'node:perf_hooks';
import { resolvePaths, type Paths } from '../config';
import { BuildFailed, formatIssues, type ContentIssue } from '../errors';
import { runStages } from '../stages';
import { countByKind, standInSummary, type StandIn } from '../launch/launch';
import type { StandInKind } from '../../model/stand-in';
import { RUN } from '../catalogue/run';

export interface CheckReport {
  ok: boolean;
  pages: number;
  ms: number;
  errors: ContentIssue[];
  warnings: ContentIssue[];
  /** What still stands in for the clinic's facts (launch/stand-ins.ts), their count by kind, and whether the site is a preview. */
  standIns: StandIn[];
  standInsByKind: Record<StandInKind, number>;
  preview: boolean;
}

export async function checkContent(paths: Paths): Promise<CheckReport> {
  const start = performance.now();
  try {
    const warnings: ContentIssue[] = [];
    const { routes, validate } = await runStages(
      { paths, warn: (issues) => warnings.push(...issues) },
      { until: 'check' },
    );
    const standIns = validate.standIns;
    return {
      ok: true,
      pages: routes.length,
      ms: performance.now() - start,
      errors: [],
      warnings,
      standIns,
      standInsByKind: countByKind(standIns),
      preview: validate.preview,
    };
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    const errors = error.issues.filter((i) => i.severity === 'error');
    return {
      ok: false,
      pages: 0,
      ms: performance.now() - start,
      errors,
      warnings: error.issues.filter((i) => i.severity === 'warning'),
      standIns: [],
      standInsByKind: countByKind([]),
      preview: true,
    };
  }
}

/** `npm run check [-- --json]`: prints the report (or JSON) and returns the exit code. */
export async function checkCommand(json: boolean): Promise<number> {
  const report = await checkContent(resolvePaths());
  if (json) console.log(JSON.stringify(report, null, 2));
  else if (report.ok)
    console.log(
      `${report.warnings.length ? `${formatIssues(report.warnings)}\n\n` : ''}${RUN.valid(report.pages, Math.round(report.ms))}\n${standInSummary(report.standIns, report.preview)}`,
    );
  else console.error(formatIssues([...report.errors, ...report.warnings]));
  return report.ok ? 0 : 1;
}
