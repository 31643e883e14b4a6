/**
 * Advertising mistakes an editor can make stop the build at the file and line, with a fix;
 * and a measurement ID set in site.yaml opens the Content-Security-Policy for exactly its hosts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import type { ContentIssue } from '../../pipeline/errors';
import { ANALYTICS_SOURCES } from '../../pipeline/outputs/hosting';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';
import { failingBuild as failingBuildOf } from '../support/failing-build';

let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
});
afterEach(() => fx.remove());

const failingBuild = (): Promise<ContentIssue[]> => failingBuildOf(fx);

describe('advertising mistakes', () => {
  it('payment terms in a home-page text are reported at their line, in any language', async () => {
    const text = await fx.edit('content/home/index.es.yaml', (t) => t.replace(/(flexible:\n {6}title: .*\n {6}text: ")/, '$1Pague en hasta 21 cuotas. '));
    const issues = await failingBuild();
    expect(issues).toContainEqual(expect.objectContaining({ code: 'PAYMENT_TERMS', file: 'content/home/index.es.yaml', line: lineOf(text, '21 cuotas'), message: expect.stringContaining('differentials.items.flexible.text') }));
  });

  it('payment terms in a treatment page are reported at their line; the payment FAQ answer may keep them', async () => {
    const text = await fx.edit('content/treatments/clareamento/index.pt.md', (t) => t.replace(/\n## /, '\nParcelamento em até 12x sem juros.\n\n## '));
    const issues = await failingBuild();
    const issue = issues.find((i) => i.code === 'PAYMENT_TERMS');
    expect(issue).toMatchObject({ file: 'content/treatments/clareamento/index.pt.md', line: lineOf(text, 'Parcelamento em até 12x') });
    // Only the deliberate mistake: faq.q2.answer ("parcelamento em até 21x") is allowed.
    expect(issues.filter((i) => i.code === 'PAYMENT_TERMS')).toHaveLength(1);
  });

  it('a technician titled "Dr." is reported at the name', async () => {
    const text = await fx.edit('content/team.yaml', (t) => t.replace('name: Bruno Nakamura', 'name: Dr. Bruno Nakamura'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(expect.objectContaining({ code: 'TECHNICIAN_TITLED_DOCTOR', file: 'content/team.yaml', line: lineOf(text, 'Dr. Bruno Nakamura') }));
  });

  it('a dentist without a CRO number is reported', async () => {
    await fx.edit('content/team.yaml', (t) => t.replace(' cro: CRO-SP 000004,', ''));
    const issues = await failingBuild();
    expect(issues).toContainEqual(expect.objectContaining({ code: 'FIELD_MISSING', file: 'content/team.yaml', message: expect.stringContaining('cro') }));
  });

  it('a figure without a source is reported at the figure', async () => {
    const text = await fx.edit('content/home.yaml', (t) => t.replace('stats:\n', 'stats:\n  - { value: "98%", label: stat_satisfaction }\n'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(expect.objectContaining({ code: 'STAT_SOURCE_MISSING', file: 'content/home.yaml', line: lineOf(text, 'stat_satisfaction') }));
  });

  it('an owner page whose registrations miss the team list number is reported', async () => {
    const text = await fx.edit('content/owners/dr-rafael-toledo/index.en.md', (t) => t.replace('CRO-SP 000003', 'CRO-SP 000300'));
    const issues = await failingBuild();
    expect(issues).toContainEqual(expect.objectContaining({ code: 'REGISTRATION_MISMATCH', file: 'content/owners/dr-rafael-toledo/index.en.md', line: lineOf(text, 'registrations:') }));
  });
});

describe('analytics', () => {
  it('with a measurement ID set, _headers allows its tag and its hits, and the pages carry the ID', { timeout: 120_000 }, async () => {
    await fx.edit('content/site.yaml', (t) => t.replace(/measurement_id: ""/, 'measurement_id: "G-TEST123"'));
    await runBuild({ paths: fx.paths });
    const headers = await fs.readFile(path.join(fx.paths.dist, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const [name, sources] of Object.entries(ANALYTICS_SOURCES)) for (const s of sources) expect(directive(name), `${name} lacks ${s}`).toContain(s);
    expect(directive('script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    const home = await fs.readFile(path.join(fx.paths.dist, 'index.html'), 'utf8');
    expect(home).toContain('data-measurement-id="G-TEST123"');
  });
});
