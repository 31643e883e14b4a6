import { defineConfig } from '@playwright/test';
import { adminLane, adminLanes } from './tests/support/admin-lanes';
import { findChromium, OFFLINE_ARGS } from './tests/support/browser';

// The editor's browser tests: watch mode with /admin/ on copies of the site (tests/support/admin-site.ts),
// one copy and one port per worker. Playwright loads this file again in each worker, where
// TEST_PARALLEL_INDEX names the worker's own copy (editor-helpers.ts's SITE is the same one).
const lanes = adminLanes();
const own = adminLane(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const executablePath = findChromium({ shell: true });

export default defineConfig({
  testDir: 'tests/admin',
  // Spec files are spread over the workers; the tests of one file run in order on one copy.
  workers: lanes.length,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // An editor's round trip (save, rebuild, page shows it) takes 15 s on a quiet machine and
  // up to a minute at a load of 20 on 2 cores: the bound is for a hang, not for a busy machine.
  timeout: 120_000,
  // An entry still "Carregando" after 5 s is a busy machine, not a broken editor.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${own.port}`,
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS },
    viewport: { width: 1400, height: 900 },
  },
  webServer: lanes.map(({ port, site }) => ({
    command: `node --import tsx tests/support/admin-site.ts ${port} ${site}`,
    url: `http://localhost:${port}/admin/config.yml`,
    // ADMIN_REUSE=1: sites already started by hand (their output visible), for working on the tests.
    reuseExistingServer: Boolean(process.env.ADMIN_REUSE),
    // The copies build side by side at start, on a machine that may be busy.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  })),
  projects: [{ name: 'editor', use: { browserName: 'chromium' } }],
});
