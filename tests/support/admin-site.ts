/**
 * The editor's browser tests run against watch mode on a copy of the site: this script makes
 * the copy (at the folder given, replacing what is there), starts `npm run dev`'s watcher
 * with the editor and its local backend, and stops them on SIGTERM (Playwright's webServer).
 * Usage: node --import tsx tests/support/admin-site.ts <port> <folder>
 */
import fs from 'node:fs/promises';
import { makeFixture } from './fixture';
import { startWatch } from '../../pipeline/dev/watch';

const [port, dir] = process.argv.slice(2);
if (!port || !dir) throw new Error('usage: admin-site.ts <port> <folder>');
const fx = await makeFixture({ real: true, small: true });
await fs.rm(dir, { recursive: true, force: true });
await fs.rename(fx.dir, dir).catch(async () => {
  await fs.cp(fx.dir, dir, { recursive: true });
  await fx.remove();
});
// Watch mode keeps the project's cache (encoded images), as in tests/build/watch.test.ts.
const watcher = await startWatch({ root: dir, port: Number(port) });
const stop = async (): Promise<void> => {
  await watcher.close();
  await fs.rm(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
