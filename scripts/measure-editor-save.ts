/**
 * Time from publishing a ready draft in the editor at /admin/ ("Publicar", "Publicar agora") to
 * an open tab of the site showing the change (the publication through the editor's server, the
 * watch build, the tab's reload), on a temporary copy of the fixture clinic.
 *
 *   tsx scripts/measure-editor-save.ts [saves=7]           a treatment's title
 *   tsx scripts/measure-editor-save.ts [saves=7] --photo   an owner's photo replaced by a new
 *     phone-sized JPEG (3024x4032), until the tab of her page shows the new picture, loaded
 *   --real   on a copy of the clinic's own content instead of the fixture clinic
 *
 * The photo's time ends at the first frame after the new picture loaded in the tab, as the
 * page itself records it; the test driver notices it later (it re-attaches to the reloaded
 * page), and that time is printed beside it. It is also printed from the answer to the
 * browser's confirmation, the save itself (the clock from "Publicar" includes the menu).
 *
 * Each step is printed too, as a median over the saves from "Publicar": the confirmation, the
 * publication's arrival at the editor's server, its check asked and answered, its answer
 * (files written), the rebuild asked and answered by the watch process (its own build time
 * beside it), the reload sent, the tab's new page requested, its HTML received and parsed;
 * and the rebuild's own CPU time, which compares between runs on a busy machine where walls do
 * not (the watch process prints each check's and each build stage's CPU time too).
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { chromium, type Page } from '@playwright/test';
import { startWatch } from '../pipeline/dev/watch';
import { makeFixture } from '../tests/support/fixture';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';
import { markReady, publishDraft, replaceOwnerPhoto, saveDraft } from '../tests/admin/editor-helpers';

/**
 * The editorial workflow as an editor goes through it: the draft saved and marked ready, then
 * published. The clock starts at "Publicar", as the draft's save and review are not the wait.
 */
async function draftThenPublish(editor: Page): Promise<number> {
  const saved = await saveDraft(editor);
  if (saved.status() !== 200) throw new Error(`the draft was not saved: ${await saved.text()}`);
  await markReady(editor);
  const start = performance.now();
  clickedAt = Date.now();
  marks = [];
  builds = [];
  buildCpu = [];
  // The editor's "OK" in the browser's confirmation: the save itself, after the menus.
  editor.once('dialog', () => {
    confirmedAt = Date.now();
  });
  if ((await publishDraft(editor)).status() !== 200) throw new Error('the draft was not published');
  return start;
}

const photo = process.argv.includes('--photo');
/** When "Publicar" was pressed, and when its confirmation was answered (wall clock, as the page's own records are). */
let clickedAt = 0;
let confirmedAt = 0;
/** Per photo save: from the press, and from the confirmation, to the frame showing the new photo, as the page recorded it. */
const painted: number[] = [];
const paintedAfterConfirm: number[] = [];
/** The fixture clinic's treatment whose title is edited. */
const TREATMENT = 'ortodontia';
const saves = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 7);
const real = process.argv.includes('--real');
const fx = await makeFixture({ ownCache: true, real });
// The watch process prints each save's check with its CPU time, as its build's stages are.
process.env.EDITOR_TIMINGS = '1';
/** The watch process's marks since the last "Publicar" (wall clock), and its builds' own times. */
let marks: { step: string; at: number }[] = [];
let builds: number[] = [];
/** The CPU time of each of those builds, to its answer (the reload). */
let buildCpu: number[] = [];
/** Per step, its time from "Publicar" in each save. */
const steps = new Map<string, number[]>();
const watcher = await startWatch({
  root: fx.dir,
  port: 0,
  onMark: (step) => marks.push({ step, at: Date.now() }),
  onBuild: (reply) => {
    if (reply.ok) {
      builds.push(reply.ms);
      if (reply.cpu !== undefined) buildCpu.push(reply.cpu);
    }
  },
});
const base = watcher.server.url;
const executablePath = findChromium();
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'clinic-photos-'));
// Photos of this run only: none is in the image cache from an earlier run.
const run = Date.now() % 997;

/** A photo as a phone takes it: 12 megapixels, soft shapes and grain, a few MB of JPEG. */
async function phonePhoto(i: number): Promise<string> {
  const [w, h] = [3024, 4032];
  const small = Buffer.alloc(48 * 64 * 3);
  for (let p = 0; p < small.length; p++)
    small[p] = (Math.sin(p * 0.37 + i + run) * 0.5 + 0.5) * 200 + ((p * 7919 + i * 131 + run) % 55);
  const soft = await sharp(small, { raw: { width: 48, height: 64, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let p = 0; p < soft.length; p += 3) soft[p] = (soft[p]! + ((p * 2654435761) >>> 28)) & 255;
  const file = path.join(tmp, `foto-equipe-${i}.jpg`);
  await sharp(soft, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 88 })
    .toFile(file);
  return file;
}

async function titleSave(editor: Page, site: Page, i: number): Promise<number> {
  // The entry opened afresh each time, as an editor coming back to it would.
  await editor.goto(new URL(`/admin/#/collections/treatments/entries/${TREATMENT}/index`, base).href);
  await editor.reload();
  if (real) {
    // The clinic's own names are the Glossary's (a new title is refused): its lead is edited instead.
    const lead = editor.locator('[id^="summary-field"]').first();
    await lead.waitFor();
    const text = `${(await lead.inputValue()).replace(/ Revisão \d+\.$/, '')} Revisão ${i}.`;
    await lead.fill(text);
    const start = await draftThenPublish(editor);
    await site.waitForFunction((expected) => document.querySelector('main')?.textContent?.includes(expected), text, {
      timeout: 60_000,
      polling: 20,
    });
    return performance.now() - start;
  }
  const title = editor.locator('input[id^="title-field"]').first();
  await title.waitFor();
  const text = `Ortodontia e alinhadores ${i}`;
  await title.fill(text);
  const start = await draftThenPublish(editor);
  await site.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, text, {
    timeout: 60_000,
    polling: 20,
  });
  return performance.now() - start;
}

async function photoSave(editor: Page, site: Page, i: number): Promise<number> {
  const file = await phonePhoto(i);
  await editor.goto(new URL('/admin/#/collections/team/entries/team', base).href);
  await editor.reload();
  await replaceOwnerPhoto(editor, file);
  const start = await draftThenPublish(editor);
  const name = path.basename(file, '.jpg');
  await site.waitForFunction(
    (n) => {
      const img = document.querySelector<HTMLImageElement>('img.owner-photo');
      return Boolean(img?.complete && img.naturalWidth > 0 && img.currentSrc.includes(n));
    },
    name,
    { timeout: 60_000, polling: 20 },
  );
  const shown = await site.evaluate(() => (window as { photoPaintedAt?: number }).photoPaintedAt);
  if (shown) {
    painted.push(shown - clickedAt);
    paintedAfterConfirm.push(shown - confirmedAt);
  }
  return performance.now() - start;
}

/** The first time of each step of this save, from "Publicar", with the tab's own timings of its new page. */
async function recordSteps(site: Page, total: number): Promise<void> {
  const add = (step: string, at: number): void => {
    if (!steps.has(step)) steps.set(step, []);
    steps.get(step)!.push(at - clickedAt);
  };
  add('confirmation answered', confirmedAt);
  const seen = new Set<string>();
  for (const m of marks)
    if (!seen.has(m.step)) {
      seen.add(m.step);
      add(m.step, m.at);
    }
  if (builds.length) steps.set('(the rebuild itself)', [...(steps.get('(the rebuild itself)') ?? []), builds[0]!]);
  // Not a time from "Publicar": the rebuild's own CPU, comparable whatever the machine's load.
  if (buildCpu.length)
    steps.set("(the rebuild's CPU time)", [...(steps.get("(the rebuild's CPU time)") ?? []), buildCpu[0]!]);
  // No function declared inside: the page has not the helpers tsx adds to named functions.
  const nav = await site.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const o = performance.timeOrigin;
    return n && { asked: o + n.requestStart, html: o + n.responseEnd, parsed: o + n.domContentLoadedEventEnd };
  });
  if (nav) {
    add('tab: page asked', nav.asked);
    add('tab: HTML received', nav.html);
    add('tab: HTML parsed', nav.parsed);
  }
  add('seen by the test', clickedAt + total);
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // The site's tab notes the first frame after the owner's photo loads (wall clock).
  await context.addInitScript(() => {
    document.addEventListener(
      'load',
      (e) => {
        const img = e.target;
        if (img instanceof HTMLImageElement && img.classList.contains('owner-photo'))
          requestAnimationFrame(() => {
            (window as { photoPaintedAt?: number }).photoPaintedAt = performance.timeOrigin + performance.now();
          });
      },
      true,
    );
  });
  const site = await context.newPage();
  await site.goto(new URL(photo ? '/dra-helena-marques/' : `/${TREATMENT}/`, base).href);
  const editor = await context.newPage();
  await editor.goto(new URL('/admin/', base).href);
  await editor.getByRole('button', { name: 'Entrar' }).click();
  const times: number[] = [];
  for (let i = 1; i <= saves; i++) {
    // An editor's saves are seconds apart: the site has finished the last one's other pages.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    times.push(await (photo ? photoSave : titleSave)(editor, site, i));
    console.log(`save ${i}: ${Math.round(times.at(-1)!)} ms`);
    await recordSteps(site, times.at(-1)!);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `Publish now -> the open tab shows the ${photo ? 'new photo' : 'change'}, ${saves} saves: median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, min ${Math.round(sorted[0]!)} ms, max ${Math.round(sorted.at(-1)!)} ms (${times.map(Math.round).join(', ')})`,
  );
  const summary = (label: string, xs: number[]): void => {
    const p = [...xs].sort((a, b) => a - b);
    console.log(
      `${label} -> the first frame with the new photo, as the page recorded it: median ${Math.round(p[Math.floor(p.length / 2)]!)} ms, min ${Math.round(p[0]!)} ms, max ${Math.round(p.at(-1)!)} ms (${xs.map(Math.round).join(', ')})`,
    );
  };
  console.log('Steps, median ms from "Publicar" (each save\'s own):');
  for (const [step, xs] of [...steps].sort((a, b) => median(a[1]) - median(b[1])))
    console.log(`  ${String(Math.round(median(xs))).padStart(6)}  ${step} (${xs.map(Math.round).join(', ')})`);
  if (painted.length) {
    summary('Publish now', painted);
    summary('Its confirmation answered', paintedAfterConfirm);
  }
  await browser.close();
} finally {
  await watcher.close();
  await fx.remove();
  await fs.rm(tmp, { recursive: true, force: true });
}
process.exit(0);
