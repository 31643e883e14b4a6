/**
 * The page budgets of `npm run audit`, and the arithmetic that checks them: medians of
 * several Lighthouse runs per page, compared with fixed limits. Pure, so it is unit-tested.
 */
import { fromKeys } from '../model/records';

/** What one Lighthouse run of one page gives (scores 0-100, times in ms, bytes as transferred). */
/** What one Lighthouse run of a page measures. */
export const PAGE_METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'cls',
  'tbtMs',
  'jsBytes',
  'htmlBytes',
  'renderBlockingCss',
] as const;
export type PageRun = Record<(typeof PAGE_METRICS)[number], number>;

export interface Budget {
  metric: keyof PageRun;
  label: string;
  /** 'min': the value must be at least `limit`; 'max': at most; 'below': strictly less. */
  rule: 'min' | 'max' | 'below';
  limit: number;
  /** Only on these page types (all when absent). */
  only?: string[];
}

export const KB = 1024;

export const BUDGETS: Budget[] = [
  { metric: 'performance', label: 'Performance', rule: 'min', limit: 100 },
  { metric: 'accessibility', label: 'Accessibility', rule: 'min', limit: 100 },
  { metric: 'bestPractices', label: 'Best practices', rule: 'min', limit: 100 },
  { metric: 'seo', label: 'SEO', rule: 'min', limit: 100 },
  { metric: 'lcpMs', label: 'LCP', rule: 'max', limit: 1200 },
  { metric: 'cls', label: 'CLS', rule: 'max', limit: 0 },
  { metric: 'tbtMs', label: 'TBT', rule: 'max', limit: 0 },
  { metric: 'htmlBytes', label: 'HTML (compressed)', rule: 'max', limit: 40 * KB },
  { metric: 'jsBytes', label: 'JS before any interaction (compressed)', rule: 'max', limit: 15 * KB, only: ['home'] },
  { metric: 'renderBlockingCss', label: 'Render-blocking CSS files', rule: 'max', limit: 1 },
];

/** The middle value (the lower middle for an even count, so it is always a measured one). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** Per metric, the median of the runs. */
export function medianRun(runs: readonly PageRun[]): PageRun {
  return fromKeys(PAGE_METRICS, (k) => median(runs.map((r) => r[k])));
}

export interface Verdict {
  budget: Budget;
  value: number;
  pass: boolean;
}

export function checkBudgets(type: string, run: PageRun, budgets: readonly Budget[] = BUDGETS): Verdict[] {
  return budgets
    .filter((b) => !b.only || b.only.includes(type))
    .map((budget) => {
      const value = run[budget.metric];
      // Scores and CLS are compared as Lighthouse shows them (scores in whole points, CLS to 3 places).
      const shown = budget.metric === 'cls' ? Math.round(value * 1000) / 1000 : value;
      const pass =
        budget.rule === 'min'
          ? shown >= budget.limit
          : budget.rule === 'max'
            ? shown <= budget.limit
            : shown < budget.limit;
      return { budget, value, pass };
    });
}
