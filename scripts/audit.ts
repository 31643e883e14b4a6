/**
 * `npm run audit`: serves dist/ on 127.0.0.1 (with its pre-compressed copies, as a host
 * would) and runs Lighthouse (mobile, simulated throttling) on one page of each type in
 * Portuguese and Arabic, `--runs` times each (3 by default), then prints the medians against
 * the budgets with pass/fail. Fully offline: Debian's Chromium is told that every host but
 * loopback does not exist. Exits 1 when a budget fails. Run `npm run build` first.
 * Usage: tsx scripts/audit.ts [--runs 3] [--only home,treatment] [--dist another-build/] [--tasks] [--lcp] [--paints]
 *   [--json folder/] (each run's Lighthouse report, to read the requests and tasks before the paint)
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from '../pipeline/config';
import { compressOne, securityHeadersOf } from '../pipeline/outputs/hosting';
import type { OutputFile } from '../pipeline/images/images';
import { BUDGETS, checkBudgets, KB, medianRun, type PageRun } from './budgets';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';
import { portOf } from './server-port';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 3);
const ONLY = arg('only')?.split(',');
const TASKS = process.argv.includes('--tasks');
const LCP = process.argv.includes('--lcp');
const PAINTS = process.argv.includes('--paints');
const JSON_DIR = arg('json');
const DIST = path.resolve(arg('dist') ?? path.join(ROOT, 'dist'));

/** One page of each type, in Portuguese and (where the type exists there) in Arabic. */
const PAGES: { type: string; url: string }[] = [
  { type: 'home', url: '/' },
  { type: 'home', url: '/ar/' },
  { type: 'treatment', url: '/implantodontia/' },
  { type: 'treatment', url: '/ar/implantodontia/' },
  { type: 'recommendation', url: '/pos-cirurgia/' },
  { type: 'recommendation', url: '/ar/pos-cirurgia/' },
  { type: 'owner', url: '/dra-helena-marques/' },
  { type: 'owner', url: '/ar/dra-helena-marques/' },
  { type: 'privacy', url: '/politica-de-privacidade/' },
  { type: 'privacy', url: '/ar/politica-de-privacidade/' },
  { type: 'blog-index', url: '/blog/' },
  { type: 'blog-index', url: '/ar/blog/' },
  { type: 'blog-post', url: '/blog/como-escovar-os-dentes-corretamente/' },
  { type: 'blog-post', url: '/ar/blog/como-escovar-os-dentes-corretamente/' },
  { type: 'landing', url: '/informacoes/dentista-pompeia/' },
  { type: 'landing-index', url: '/informacoes/' },
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.wasm': 'application/wasm',
};

const onTheFly = new Map<string, Promise<OutputFile[]>>();

/**
 * The compressed body a host sends: the build's .br/.gz copy (static_host: nginx, s3), or else
 * the same bytes made on the fly, as Netlify, Cloudflare Pages and GitHub Pages compress.
 */
async function compressed(
  file: string,
  wanted: string[],
): Promise<{ encoding: string; bytes: Uint8Array } | undefined> {
  const copyOf = (e: string): string => `${file}.${e === 'gzip' ? 'gz' : e}`;
  const onDisk = wanted.find((e) => fs.existsSync(copyOf(e)));
  if (onDisk) return { encoding: onDisk, bytes: fs.readFileSync(copyOf(onDisk)) };
  if (!wanted.length) return undefined;
  let made = onTheFly.get(file);
  if (!made)
    onTheFly.set(file, (made = compressOne({ outputPath: path.relative(DIST, file), bytes: fs.readFileSync(file) })));
  const copies = await made;
  const e = wanted.find((x) => copies.some((c) => c.outputPath.endsWith(x === 'gzip' ? '.gz' : `.${x}`)));
  const copy = e && copies.find((c) => c.outputPath.endsWith(e === 'gzip' ? '.gz' : `.${e}`));
  return e && copy ? { encoding: e, bytes: copy.bytes } : undefined;
}

/** A static host: index.html for folders, 404.html when missing, compressed when accepted. */
function serve(): Promise<http.Server> {
  // The headers the build wrote for hosts (its frame-src follows the configured map).
  const SECURITY_HEADERS = securityHeadersOf(fs.readFileSync(path.join(DIST, '_headers'), 'utf8'));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file = path.join(DIST, decodeURIComponent(url.pathname));
    if (!file.startsWith(DIST)) file = DIST;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!fs.existsSync(file)) {
      file = path.join(DIST, '404.html');
      status = 404;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const wanted = ['br', 'gzip'].filter((e) => accepts.includes(e));
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('Vary', 'Accept-Encoding');
    void compressed(file, wanted).then((body) => {
      if (body) res.setHeader('Content-Encoding', body.encoding);
      res.writeHead(status);
      if (body) res.end(body.bytes);
      else fs.createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function runOnce(port: number, url: string): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (JSON_DIR) {
    fs.mkdirSync(JSON_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
    let n = 1;
    while (fs.existsSync(path.join(JSON_DIR, `${name}.${n}.json`))) n++;
    fs.writeFileSync(path.join(JSON_DIR, `${name}.${n}.json`), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const bytes = (type: string) =>
    items.filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0);
  const blocking = lhr.audits['render-blocking-resources']?.details as { items?: { url: string }[] } | undefined;
  // --tasks: the main thread's long tasks of each run (what TBT is made of), and where they start.
  if (TASKS) {
    const long = lhr.audits['long-tasks']?.details as
      | { items?: { url: string; startTime: number; duration: number }[] }
      | undefined;
    for (const t of long?.items ?? [])
      console.log(`  ${url}: long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url})`);
  }
  // --lcp: which element is the largest paint, and its phases (what to shorten).
  if (LCP) {
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
      | undefined;
    const [element, phases] = lcp?.items ?? [];
    const phaseText = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(', ');
    console.log(`  ${url}: LCP element ${element?.items?.[0]?.node?.snippet ?? '?'} (${phaseText})`);
    const fonts = items.filter((i) => i.resourceType === 'Font');
    console.log(`  ${url}: fonts ${fonts.length}, ${fonts.reduce((n, i) => n + (i.transferSize ?? 0), 0)} bytes`);
    // The files of Lighthouse's simulated (pessimistic) LCP, with when each is simulated to
    // start and finish: the last to finish is what the figure waits for.
    const simulated = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
    for (const [node, t] of simulated ?? [])
      if (node.type === 'network')
        console.log(
          `    ${Math.round(t.startTime)}-${Math.round(t.endTime)} ms ${node.request.transferSize} B ${node.request.url.slice(0, 100)}`,
        );
  }
  // --paints: from Lighthouse's own trace, the renderer's tasks that lay out or paint up to the
  // observed LCP. Lantern's FCP takes the first of each, so an early paint of an empty document
  // leaves the page's real layout outside FCP, where TBT counts it.
  if (PAINTS) for (const line of paintTasks(result.artifacts.Trace.traceEvents, lhr)) console.log(`  ${url}: ${line}`);
  const cssLinks = items.filter((i) => i.resourceType === 'Stylesheet').length;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    jsBytes: bytes('Script'),
    htmlBytes: bytes('Document'),
    // Stylesheets in the head block rendering; Lighthouse lists those worth flagging.
    renderBlockingCss: Math.max(cssLinks, (blocking?.items ?? []).filter((i) => i.url.endsWith('.css')).length),
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: object;
}

/** A thread's name, or a layout's count of objects to lay out, from an event's arguments. */
const threadName = (e: TraceEvent) => (e.args as { name?: string } | undefined)?.name;
const dirtyObjects = (e: TraceEvent) =>
  (e.args as { beginData?: { dirtyObjects?: number } } | undefined)?.beginData?.dirtyObjects ?? '?';

/**
 * One line per main-thread task that lays out or paints before the observed LCP, as
 * "task at 207 ms, 91 ms: Layout (432 objects) 42, UpdateLayoutTree 25, Paint 9".
 */
function paintTasks(events: readonly TraceEvent[], lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const start = metrics?.observedNavigationStartTs;
  const lcp = metrics?.observedLargestContentfulPaint;
  if (start === undefined || lcp === undefined) return ['no observed navigation or LCP in this run'];
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && threadName(e) === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const ms = (us: number) => Math.round(us / 1000);
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  // The parts of interest, in time order: each task takes the run of them that starts inside it.
  const parts = onMain.filter((e) => ['Layout', 'UpdateLayoutTree', 'Paint'].includes(e.name));
  const lines = [`observed LCP at ${lcp} ms`];
  let p = 0;
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.ts >= start && ms(e.ts - start) <= lcp)) {
    const end = task.ts + (task.dur ?? 0);
    while (p < parts.length && parts[p]!.ts < task.ts) p++;
    const inside: TraceEvent[] = [];
    for (let i = p; i < parts.length && parts[i]!.ts < end; i++)
      if (parts[i]!.pid === task.pid && parts[i]!.tid === task.tid) inside.push(parts[i]!);
    if (!inside.some((e) => e.name === 'Layout' || e.name === 'Paint')) continue;
    const what = inside.map((e) =>
      e.name === 'Layout' ? `Layout (${dirtyObjects(e)} objects) ${ms(e.dur ?? 0)}` : `${e.name} ${ms(e.dur ?? 0)}`,
    );
    lines.push(`task at ${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms: ${what.join(', ')}`);
  }
  return lines;
}

const fmt = (metric: keyof PageRun, v: number): string =>
  metric.endsWith('Bytes')
    ? `${(v / KB).toFixed(1)} KB`
    : metric.endsWith('Ms')
      ? `${Math.round(v)} ms`
      : metric === 'cls'
        ? v.toFixed(3)
        : String(v);

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is empty: run `npm run build` first.');
  const server = await serve();
  const sitePort = portOf(server);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? findChromium() ?? '/usr/bin/chromium',
    // Paint holding, in headless Chromium, intermittently keeps the first frame off screen for
    // a whole second after it is painted (main thread idle; lighthouse#17148), even on a page
    // with no script at all. Turned off so the audit measures the page.
    chromeFlags: ['--headless=new', '--disable-features=PaintHolding', ...OFFLINE_ARGS],
  });
  let failures = 0;
  const metrics = BUDGETS.map((b) => b.metric);
  const header = ['page', ...BUDGETS.map((b) => b.label)];
  const rows: string[][] = [];
  try {
    for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.type))) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(chrome.port, `http://127.0.0.1:${sitePort}${page.url}`));
      const verdicts = checkBudgets(page.type, medianRun(runs));
      failures += verdicts.filter((v) => !v.pass).length;
      const cell = (metric: keyof PageRun) => {
        const v = verdicts.find((x) => x.budget.metric === metric);
        return v ? `${fmt(metric, v.value)} ${v.pass ? 'pass' : 'FAIL'}` : '-';
      };
      rows.push([page.url, ...metrics.map(cell)]);
      console.error(
        `${page.url}: ${
          verdicts.every((v) => v.pass)
            ? 'all budgets met'
            : verdicts
                .filter((v) => !v.pass)
                .map((v) => `${v.budget.label} ${fmt(v.budget.metric, v.value)}`)
                .join(', ')
        }`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  console.log(`\nLighthouse, mobile, simulated throttling; median of ${RUNS} runs per page\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log(`\n${failures === 0 ? 'Every budget is met.' : `${failures} budget(s) failed.`}`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
