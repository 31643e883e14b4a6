/**
 * Hosts that ignore _headers (GitHub Pages) still apply the site's policy: every page opens its
 * <head> with the same Content-Security-Policy as a <meta http-equiv> (frame-ancestors aside).
 * `npm start` serves dist/ on this computer only, without folder listings, with _headers' headers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { securityHeadersOf } from '../../pipeline/outputs/hosting';
import { DIST, htmlPages } from '../support/dist';

const headers = securityHeadersOf(fs.readFileSync(path.join(DIST, '_headers'), 'utf8'));

describe('the security policy without headers', () => {
  it('every page carries the policy of _headers in a meta, before anything it governs', () => {
    const expected = headers['Content-Security-Policy']!.split('; ')
      .filter((d) => !d.startsWith('frame-ancestors'))
      .join('; ');
    expect(expected).toContain("script-src 'self'");
    const pages = htmlPages();
    for (const p of pages) {
      const metas = [...p.document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')];
      expect(
        metas.map((m) => m.getAttribute('content')),
        p.url,
      ).toEqual([expected]);
      // Nothing that loads or runs comes before it in the head.
      const before = p.html.slice(0, p.html.indexOf('http-equiv="Content-Security-Policy"'));
      expect(before, p.url).not.toMatch(/<(script|link|style|img|iframe)\b/);
    }
  });
});

describe('npm start', () => {
  it('serves on 127.0.0.1 only, lists no folder, and sends the headers of _headers', { timeout: 30_000 }, async () => {
    const port = 5600 + Math.floor(Math.random() * 300);
    const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      for (const [name, value] of Object.entries(headers)) expect(home.headers.get(name), name).toBe(value);
      const asset = fs.readdirSync(path.join(DIST, 'assets')).find((f) => f.endsWith('.css'))!;
      expect((await fetch(`http://127.0.0.1:${port}/assets/${asset}`)).headers.get('cache-control')).toContain(
        'immutable',
      );
      // A folder without index.html is not listed.
      const folder = await fetch(`http://127.0.0.1:${port}/assets/`);
      expect(folder.status).toBe(404);
      expect(await folder.text()).not.toMatch(/Files within|Index of/i);
      // Not reachable through another address of this computer.
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal);
      if (external) await expect(fetch(`http://${external.address}:${port}/`)).rejects.toThrow();
    } finally {
      server.kill();
    }
  });
});
