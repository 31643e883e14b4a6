/**
 * The fixture clinic built with a measurement ID (G-TEST00000), for the browser tests of the
 * consent question, which only a site that measures visits asks. Run as a script it builds
 * and prints the folder of the built site.
 * @example node --import tsx tests/support/measured-site.ts
 */
import fs from 'node:fs/promises';
import { runBuild } from '../../pipeline/index';
import { LANGS } from '../../model/languages';
import { makeFixture } from './fixture';

export const TEST_MEASUREMENT_ID = 'G-TEST00000';

export async function buildMeasuredSite(): Promise<string> {
  const fx = await makeFixture({ ownCache: true });
  await fx.edit('content/site.yaml', (s) =>
    s.replace(/measurement_id: ""/, `measurement_id: "${TEST_MEASUREMENT_ID}"`),
  );
  // The question in the clinic's own words.
  for (const lang of LANGS) {
    const own = (await fs.readFile(`content/site/index.${lang}.yaml`, 'utf8')).match(/^ {2}analytics: .*$/m)?.[0];
    if (own) await fx.edit(`content/site/index.${lang}.yaml`, (s) => s.replace(/^ {2}analytics: .*$/m, own));
  }
  // A site that measures names the measurement's cookies in its policy (the build checks it).
  for (const lang of LANGS)
    await fx.edit(`content/legal/privacy/index.${lang}.md`, (s) => `${s}\n- \`_ga\`, \`_ga_TEST00000\`\n`);
  await runBuild({ paths: fx.paths });
  return fx.paths.dist;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await buildMeasuredSite());
