/** The watch-mode server answers every request, however malformed, and finds a free port. */
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { BadPort, portFrom, startDevServer, type DevServer } from '../../pipeline/dev/dev-server';
import { spawnSync } from 'node:child_process';

let dir: string;
/** The server runs in a process of its own, as `npm run dev` does: an uncaught error ends it. */
let child: ChildProcess;
let port: number;
const alive = (): boolean => child.exitCode === null && child.signalCode === null;

/** One raw request (whatever bytes), the status line of the answer ('' if the connection just closed). */
function raw(request: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(data.split('\r\n')[0] ?? ''));
    socket.end(request);
  });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dev-server-'));
  await fs.writeFile(path.join(dir, 'index.html'), '<html><body>home</body></html>');
  await fs.writeFile(path.join(dir, '404.html'), '<html><body>not found</body></html>');
  await fs.writeFile(
    path.join(dir, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n  Referrer-Policy: strict-origin-when-cross-origin\n  X-Frame-Options: DENY\n  Cache-Control: public, max-age=0\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets/pages.ABCD1234.css'), 'body{}');
  const script = path.join(dir, 'serve.mts');
  await fs.writeFile(
    script,
    `import { startDevServer } from ${JSON.stringify(path.join(ROOT, 'pipeline/dev/dev-server.ts'))};\n` +
      `const s = await startDevServer(${JSON.stringify(dir)}, 0);\nprocess.send?.(s.url);\n`,
  );
  child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  const url = await new Promise<string>((resolve) => child.once('message', (m) => resolve(String(m))));
  port = Number(new URL(url).port);
});
afterAll(async () => {
  child.kill();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('dev server', () => {
  it("sends the host's headers with the site's pages, and no answer of it may be framed", async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // Every other answer too (the editor's pages are answered before dist/ is looked at).
    for (const url of ['/nao-existe/', '/__dev/client.js']) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
    }
  });

  it('lets the tab keep the files of /assets/ as the host does, and asks again for every page after an edit', async () => {
    // Named by their content: a reloaded tab takes its stylesheet, script, fonts and pictures from its cache.
    const css = await fetch(`http://127.0.0.1:${port}/assets/pages.ABCD1234.css`);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`http://127.0.0.1:${port}/`)).headers.get('cache-control')).toBe('no-store');
    const missing = await fetch(`http://127.0.0.1:${port}/assets/nao-existe.css`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('answers a malformed escape with 400 and keeps serving', async () => {
    expect(await raw('GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(alive()).toBe(true);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('home');
  });

  it('answers only requests addressed to this computer (DNS rebinding), on every path', async () => {
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '']) {
      for (const target of ['/', '/__dev/events', '/admin/', '/missing/']) {
        const head = host ? `Host: ${host}\r\n` : '';
        expect(await raw(`GET ${target} HTTP/1.1\r\n${head}Connection: close\r\n\r\n`), `${host} ${target}`).toMatch(
          /^HTTP\/1\.1 (403|400) /,
        );
      }
    }
    const status = (host: string): Promise<number | undefined> =>
      new Promise((resolve) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', () => resolve(undefined));
      });
    for (const host of ['localhost', `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'app.localhost'])
      expect(await status(host), host).toBe(200);
    expect(await status('evil.example')).toBe(403);
  });

  it('survives 200 random malformed requests, then still serves pages', async () => {
    // A fixed seed: the same requests on every run.
    let seed = 24;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pieces = [
      '%',
      '%E0%A4%A',
      '%ZZ',
      '%00',
      '%C0%AF',
      '..',
      '/',
      '\\',
      '?',
      '#',
      '\u0000',
      '\u00ff',
      ' ',
      '\t',
      '%2e%2e%2f',
      'é',
      '\ud83d',
    ];
    const statuses = new Set<string>();
    for (let i = 0; i < 200; i++) {
      let target = '/';
      for (let k = rand(8); k > 0; k--) target += pieces[rand(pieces.length)];
      const kind = rand(4);
      const request =
        kind === 0
          ? `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`
          : kind === 1
            ? `${pieces[rand(pieces.length)]}GET ${target}\r\n\r\n`
            : kind === 2
              ? `GET /${encodeURIComponent(target)} HTTP/1.1\r\nHost: localhost\r\nX-Bad: ${'\u0000'.repeat(rand(3))}\r\nConnection: close\r\n\r\n`
              : Buffer.from(Array.from({ length: 1 + rand(64) }, () => rand(256)));
      statuses.add((await raw(request)).split(' ')[1] ?? 'closed');
    }
    // Never a server error: each request was refused (400), not found (404) or served.
    expect([...statuses].filter((s) => s.startsWith('5'))).toEqual([]);
    expect(alive()).toBe(true);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/nope/`)).status).toBe(404);
  });

  it('takes the next port when its own is busy, saying so in one line', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as net.AddressInfo).port;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let other: DevServer | undefined;
    try {
      // Before, the listen error went unhandled and the promise never settled.
      other = await Promise.race([
        startDevServer(dir, busy),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no server after 5 s')), 5000)),
      ]);
      expect(Number(new URL(other.url).port)).toBeGreaterThan(busy);
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`Port ${busy} is in use`)]);
      expect((await fetch(other.url.replace('localhost', '127.0.0.1'))).status).toBe(200);
    } finally {
      log.mockRestore();
      await other?.close();
      blocker.close();
    }
  });

  it('holds a request for a picture still being made until it is there, and answers 404 for any other missing file', async () => {
    const asked: string[] = [];
    const late = path.join(dir, 'assets/img/foto-320.abc.avif');
    const server = await startDevServer(dir, 0, undefined, async (file) => {
      asked.push(file);
      if (file !== 'assets/img/foto-320.abc.avif') return false;
      await fs.mkdir(path.dirname(late), { recursive: true });
      await fs.writeFile(late, 'avif bytes');
      return true;
    });
    try {
      const base = server.url.replace('localhost', '127.0.0.1');
      const res = await fetch(new URL('/assets/img/foto-320.abc.avif', base));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
      expect(await res.text()).toBe('avif bytes');
      expect((await fetch(new URL('/assets/img/other-160.abc.webp', base))).status).toBe(404);
      // Only pictures are waited for: a missing page is not.
      expect((await fetch(new URL('/missing/', base))).status).toBe(404);
      expect(asked).toEqual(['assets/img/foto-320.abc.avif', 'assets/img/other-160.abc.webp']);
    } finally {
      await server.close();
    }
  });
});

describe('PORT', () => {
  it('is a whole number from 1 to 65535, else said in one line', () => {
    expect(portFrom(undefined)).toBe(3000);
    expect(portFrom('3001')).toBe(3001);
    for (const bad of ['notaport', '0', '70000', '30.5', '-1', '3000abc'])
      expect(() => portFrom(bad), bad).toThrow(BadPort);
  });

  it('npm run dev with PORT=notaport says so and ends, without a stack trace or a build', { timeout: 30_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'build.ts'), '--watch'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'notaport' },
      encoding: 'utf8',
      timeout: 25_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT=notaport não é uma porta');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
