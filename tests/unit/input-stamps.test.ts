/** A symbolic link added to an input folder after a build is a change: "Nothing changed" never hides it. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { changedInputs, inputStamps } from '../../pipeline/cache/snapshot';

let dir: string;
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

it('a link added to locales/ or content/, even one leading nowhere, is a changed input', async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stamps-'));
  for (const d of ['content', 'locales', 'public']) await fs.mkdir(path.join(dir, d));
  await fs.writeFile(path.join(dir, 'package.json'), '{}');
  await fs.writeFile(path.join(dir, 'locales/pt.json'), '{}');
  const paths = resolvePaths(dir);
  const before = inputStamps(paths);
  await fs.symlink('/etc/passwd', path.join(dir, 'locales/de.json'));
  await fs.symlink(path.join(dir, 'nowhere'), path.join(dir, 'content/site.yaml'));
  expect(changedInputs(before, inputStamps(paths))).toEqual(['content/site.yaml', 'locales/de.json']);
});
