/**
 * One run reports every mistake of the content: an advertising mistake found while validating
 * does not hide the broken links the later check finds (an editor fixes them all with one save).
 * On the fixture clinic (tests/fixtures/clinic).
 */
import { expect, it } from 'vitest';
import { checkContent } from '../../pipeline/dev/check';
import { lineOf } from '../support/fixture';
import { markedFixturePerTest } from '../support/failing-build';

const clinic = markedFixturePerTest();
const ORTHO = 'content/treatments/ortodontia/index.pt.md';
const IMPLANTS = 'content/treatments/implantodontia/index.pt.md';

/** A payment term in one page and two links to pages that do not exist in another. */
async function threeMistakes(): Promise<{ ortho: string; implants: string }> {
  const ortho = await clinic.fx.edit(ORTHO, (t) => t.replace(/\n## /, '\nParcelamento em até 12x sem juros.\n\n## '));
  const implants = await clinic.fx.edit(IMPLANTS, (t) =>
    t.replace(/\n## /, '\nVeja [o guia](/pos-cirurgiaa/) e [a lista](/blog/post-que-nao-existe/).\n\n## '),
  );
  return { ortho, implants };
}

it('the build refuses a payment term and two broken links together, each at its line; dist/ untouched', async () => {
  const { ortho, implants } = await threeMistakes();
  const issues = await clinic.failingBuild();
  const errors = issues.filter((i) => i.severity === 'error');
  expect(errors).toContainEqual(
    expect.objectContaining({ code: 'PAYMENT_TERMS', file: ORTHO, line: lineOf(ortho, 'Parcelamento') }),
  );
  const broken = errors.filter((i) => i.code === 'LINK_BROKEN');
  expect(broken.map((i) => i.file)).toEqual([IMPLANTS, IMPLANTS]);
  expect(broken.map((i) => i.line)).toEqual([lineOf(implants, '/pos-cirurgiaa/'), lineOf(implants, '/pos-cirurgiaa/')]);
});

it('`npm run check` lists the same reasons in one run', async () => {
  await threeMistakes();
  const report = await checkContent(clinic.fx.paths);
  expect(report.ok).toBe(false);
  expect(report.errors.map((i) => i.code).sort()).toEqual(['LINK_BROKEN', 'LINK_BROKEN', 'PAYMENT_TERMS']);
});

it('a page refused for its own fields is not also reported as the broken target of links to it', async () => {
  await clinic.fx.edit(IMPLANTS, (t) => t.replace(/^title: .*\n/m, ''));
  await clinic.fx.edit(ORTHO, (t) => t.replace(/\n## /, '\nVeja [implantes](/implantodontia/).\n\n## '));
  const issues = await clinic.failingBuild();
  expect(issues.filter((i) => i.code === 'LINK_BROKEN')).toEqual([]);
  expect(issues.some((i) => i.file === IMPLANTS && i.severity === 'error')).toBe(true);
});
