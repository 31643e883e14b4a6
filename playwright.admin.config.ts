import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from './tests/support/browser';

// The editor's browser tests: watch mode with /admin/ on a copy of the site (tests/support/admin-site.ts).
const PORT = Number(process.env.ADMIN_PORT ?? Number(process.env.PW_PORT ?? 4173) + 100);
const SITE = path.join(os.tmpdir(), `clinic-admin-${PORT}`);
process.env.ADMIN_SITE = SITE;
const executablePath = findChromium({ shell: true });

export default defineConfig({
  testDir: 'tests/admin',
  // One copy of the site, edited in turn.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS },
    viewport: { width: 1400, height: 900 },
  },
  webServer: {
    command: `node --import tsx tests/support/admin-site.ts ${PORT} ${SITE}`,
    url: `http://localhost:${PORT}/admin/config.yml`,
    // ADMIN_REUSE=1: a site already started by hand (its output visible), for working on the tests.
    reuseExistingServer: Boolean(process.env.ADMIN_REUSE),
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
  projects: [{ name: 'editor', use: { browserName: 'chromium' } }],
});
