/**
 * Finds a Chromium for the browser tests: Playwright's own if installed, else the system's
 * (/usr/bin/chromium). Launch flags keep it offline: nothing may wait on a host it cannot reach.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// Debian's build of Chromium's headless shell: the same engine without the browser's window
// layer, which is what Playwright itself runs headless tests in, and about twice as fast here.
const SHELL = ['/usr/bin/chromium-headless-shell'];

/**
 * `shell`: for the tests, Chromium's headless shell where it is installed. Measurements of
 * what a visitor's browser does (Lighthouse, screenshots) keep the full browser.
 */
export function findChromium({ shell = false }: { shell?: boolean } = {}): string | undefined {
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return undefined; // Playwright's own browser: no override needed
  } catch {
    /* not installed */
  }
  const system = [...(shell ? SHELL : []), ...SYSTEM].find((p) => fs.existsSync(p));
  if (!system) {
    throw new Error(
      'No Chromium found for the browser tests. Install one with:\n  sudo apt-get install -y chromium\n(or `npx playwright install chromium` where downloads are allowed).',
    );
  }
  return system;
}

export const OFFLINE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
