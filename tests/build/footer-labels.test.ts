/**
 * The footer's technical director label agrees with the person site.yaml names: "Dra." gives
 * "Responsável técnica", "Dr." gives "Responsável técnico", in every language.
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
