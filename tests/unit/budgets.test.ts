import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, median, medianRun, type PageRun } from '../../scripts/budgets';

const good: PageRun = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 0,
  jsBytes: 12_000,
  htmlBytes: 20_000,
  renderBlockingCss: 1,
};

describe('page budgets', () => {
  it('takes the middle of an odd count and the lower middle of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([900, 1700, 1100, 1300])).toBe(1100);
    expect(() => median([])).toThrow();
  });
  it('medians each metric separately', () => {
    const runs = [
      { ...good, performance: 98, lcpMs: 1600 },
      { ...good, performance: 100, lcpMs: 1100 },
      { ...good, performance: 99, lcpMs: 1400 },
    ];
    expect(medianRun(runs)).toMatchObject({ performance: 99, lcpMs: 1400 });
  });
  it('passes a page within every limit', () => {
    expect(checkBudgets('home', good).every((v) => v.pass)).toBe(true);
  });
  it('fails at the limits the issues set: a score of 99, LCP over 1.2 s, any TBT, one byte of JS over 15 KB', () => {
    const failing = (run: Partial<PageRun>, type = 'home') =>
      checkBudgets(type, { ...good, ...run })
        .filter((v) => !v.pass)
        .map((v) => v.budget.metric);
    expect(failing({ performance: 99 })).toEqual(['performance']);
    expect(failing({ lcpMs: 1201 })).toEqual(['lcpMs']);
    expect(failing({ lcpMs: 1200 })).toEqual([]);
    expect(failing({ tbtMs: 10 })).toEqual(['tbtMs']);
    expect(failing({ jsBytes: 15 * 1024 + 1 })).toEqual(['jsBytes']);
    expect(failing({ jsBytes: 15 * 1024 })).toEqual([]);
    expect(failing({ renderBlockingCss: 2 })).toEqual(['renderBlockingCss']);
  });
  it('rounds CLS as Lighthouse shows it, and applies the JS budget to the home page only', () => {
    expect(checkBudgets('home', { ...good, cls: 0.0004 }).find((v) => v.budget.metric === 'cls')?.pass).toBe(true);
    expect(checkBudgets('home', { ...good, cls: 0.002 }).find((v) => v.budget.metric === 'cls')?.pass).toBe(false);
    expect(checkBudgets('treatment', { ...good, jsBytes: 200_000 }).some((v) => v.budget.metric === 'jsBytes')).toBe(
      false,
    );
    expect(BUDGETS.length).toBe(10);
  });
});
