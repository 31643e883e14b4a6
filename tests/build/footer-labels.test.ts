/**
 * The footer's technical director label agrees with the person site.yaml names: "Dra." gives
 * "Responsável técnica", "Dr." gives "Responsável técnico", in every language. The opening
 * hours are written as each language writes a time of day.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { makeFixture } from '../support/fixture';

const fx = await makeFixture({ ownCache: true });
afterAll(() => fx.remove());
const footer = async (file: string) => {
  const html = await fs.readFile(path.join(fx.paths.dist, file), 'utf8');
  return html.slice(html.indexOf('<footer'));
};

describe('the technical director in the footer', () => {
  it('is named with the label of her or his gender, taken from the Dra./Dr. title', async () => {
    await runBuild({ paths: fx.paths });
    expect(await footer('index.html')).toContain('Responsável técnica (cirurgiã-dentista): Dra. Helena Marques');
    expect(await footer('es/index.html')).toContain('Directora técnica');

    await fx.edit('content/site.yaml', (s) =>
      s
        .replace('technical_director: Dra. Helena Marques', 'technical_director: Dr. Rafael Toledo')
        .replace(/registrations: \[[^\]]*\]/, 'registrations: [CRO-SP 000003]'),
    );
    await runBuild({ paths: fx.paths });
    const pt = await footer('index.html');
    expect(pt).toContain('Responsável técnico (cirurgião-dentista): Dr. Rafael Toledo');
    expect(pt).not.toContain('Responsável técnica');
    expect(await footer('de/index.html')).toContain('Fachlich verantwortlicher Zahnarzt: Rafael Toledo');
    expect(await footer('ar/index.html')).toContain('المسؤول الفني');
  }, 120_000);
});

describe('the opening hours in the footer', () => {
  it('are written as each language writes a time of day, from the same hh:mm in site.yaml', async () => {
    await fx.edit('content/site.yaml', (s) =>
      s.replace(/weekdays: \{[^}]*\}/, 'weekdays: { open: "08:30", close: "19:00" }'),
    );
    await runBuild({ paths: fx.paths });
    expect(await footer('index.html')).toContain('8h30 às 19h');
    expect(await footer('de/index.html')).toContain('8:30 bis 19:00 Uhr');
    expect(await footer('en/index.html')).toContain('8:30 to 19:00');
  }, 120_000);
});
