import { defineConfig, devices } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from './tests/support/browser';

// PW_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.PW_PORT ?? 4173);
const executablePath = findChromium({ shell: true });

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS },
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node --import tsx tests/support/serve-dist.ts ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
});
