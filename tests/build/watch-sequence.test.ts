/**
 * Watch mode is a function of the files on disk: after a random sequence of edits, with
 * files broken and fixed in between and edits made while the site does not build, the
 * preview in dist/ equals a cold build of the same files, byte for byte. Each run is seeded
 * (WATCH_SEED=n,m replays those; WATCH_STEPS=100 makes each run longer); a failure names the
 * seed, the steps and the files that differ.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, newState } from '../../pipeline';
import { previewBuild } from '../../pipeline/dev/preview';
import { startWatch, type Watcher } from '../../pipeline/dev/watch';
import { makeFixture, type Fixture } from '../support/fixture';
import { watchActivity } from '../support/watch-activity';
import { mulberry32 as random } from '../../pipeline/rules/landing';

let fx: Fixture;
let watcher: Watcher;
const activity = watchActivity();

const POST = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
const LOCALE = 'locales/pt.json';
const SITE = 'content/site.yaml';
const TREATMENT = 'content/treatments/implantodontia/index.en.md';
const HOME = 'content/home/index.en.yaml';
const TRANSLATION = 'content/treatments/ortodontia/index.de.md';
const PUBLIC = 'public/equipe.txt';

interface Step {
  name: string;
  run(token: number): Promise<void>;
}

/** The originals, to fix what a step broke and to put back what it removed. */
const originals = new Map<string, string>();
const original = (file: string): string => originals.get(file)!;
/** Every change of a watched file goes through these three, which tell watch-activity of it. */
const write = async (file: string, text: string): Promise<void> => {
  await fs.writeFile(path.join(fx.dir, file), text);
  activity.wrote();
};
const edit = async (file: string, change: (text: string) => string): Promise<void> => {
  await fx.edit(file, change);
  activity.wrote();
};
const remove = async (file: string): Promise<void> => {
  const abs = path.join(fx.dir, file);
  const there = await fs.access(abs).then(
    () => true,
    () => false,
  );
  await fs.rm(abs, { force: true });
  if (there) activity.wrote();
};

const STEPS: Step[] = [
  {
    name: 'retitle the post',
    run: (n) => edit(POST, (t) => t.replace(/^title: ".*$/m, `title: "Ortodontia em adultos ${n}"`)),
  },
  {
    name: 'edit the skip link',
    run: (n) =>
      edit(LOCALE, (t) => t.replace(/"a11y\.skip_to_content": "[^"]*"/, `"a11y.skip_to_content": "Pular ${n}"`)),
  },
  {
    name: 'edit a treatment body',
    run: (n) => edit(TREATMENT, (t) => `${t.trimEnd()}\n\nNote ${n}.\n`),
  },
  {
    name: 'edit a clinic text',
    run: (n) => edit(HOME, (t) => t.replace(/(q1:\n {6}question: .*\n {6}answer: ")(?:Note \d+: )?/, `$1Note ${n}: `)),
  },
  {
    name: 'break the post',
    run: () => edit(POST, (t) => (t.includes('broken: [') ? t : t.replace('---\n', '---\nbroken: [\n'))),
  },
  { name: 'break site.yaml', run: () => write(SITE, original(SITE).replace('  landline:', ' landline:')) },
  { name: 'fix the post', run: () => edit(POST, (t) => t.replace('broken: [\n', '')) },
  { name: 'fix site.yaml', run: fixSite },
  { name: 'add a public file', run: (n) => write(PUBLIC, `Equipe ${n}\n`) },
  { name: 'remove a public file', run: () => remove(PUBLIC) },
  { name: 'delete a translation', run: () => remove(TRANSLATION) },
  { name: 'restore a translation', run: () => write(TRANSLATION, original(TRANSLATION)) },
];

async function tree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const abs = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, abs), await fs.readFile(abs));
    }
  return files;
}

/** Files missing, extra or different in `got` against `want`. */
function differences(got: Map<string, Buffer>, want: Map<string, Buffer>): string[] {
  const out: string[] = [];
  for (const [file, bytes] of want)
    if (!got.has(file)) out.push(`missing ${file}`);
    else if (!got.get(file)!.equals(bytes)) out.push(`differs ${file}`);
  for (const file of got.keys()) if (!want.has(file)) out.push(`extra ${file}`);
  return out.sort();
}

beforeAll(async () => {
  fx = await makeFixture();
  for (const file of [POST, LOCALE, SITE, TREATMENT, HOME, TRANSLATION]) originals.set(file, await fx.read(file));
  watcher = await startWatch({ root: fx.dir, port: 0, admin: false, onMark: activity.onMark });
}, 120_000);

afterAll(async () => {
  await watcher?.close();
  await fx?.remove();
});

const seeds = process.env.WATCH_SEED ? process.env.WATCH_SEED.split(',').map(Number) : [1, 2, 3, 4, 5, 6];
/** Steps per run (WATCH_STEPS=100 replays a long session). */
const STEP_COUNT = Number(process.env.WATCH_STEPS ?? 10);

describe('watch mode after random edits, breakages and fixes', () => {
  for (const seed of seeds)
    it(`equals a cold build of the same files (seed ${seed})`, { timeout: 180_000 + STEP_COUNT * 3000 }, async () => {
      const next = random(seed);
      const done: string[] = [];
      for (let i = 0; i < STEP_COUNT; i++) {
        const step = STEPS[Math.floor(next() * STEPS.length)]!;
        await step.run(seed * 100 + i);
        done.push(step.name);
        // Rapid edits (one batch), edits during a build, and edits after one.
        const pause = [0, 30, 200, 900][Math.floor(next() * 4)]!;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      // Whatever is left broken is fixed last, as an editor would (a file left as it is is not saved).
      await fixAll();
      await activity.settled();
      await expectColdBuild(seed, done);
    });

  // Bounded above a missed change's waits (a minute to settle, a minute of comparing), so a miss shows what differs.
  it("builds the edits made while another file was broken, once it is fixed (the issue's sequence)", {
    timeout: 300_000,
  }, async () => {
    const steps = ['break the post', 'edit the skip link', 'fix the post'];
    for (const name of steps) {
      await STEPS.find((s) => s.name === name)!.run(7);
      await activity.settled();
    }
    await expectColdBuild(0, steps);
  });
});

/** site.yaml as it was, saved only when it differs: a save of it alone renders every page again. */
async function fixSite(): Promise<void> {
  if ((await fx.read(SITE)) !== original(SITE)) await write(SITE, original(SITE));
}

/** Fixes the files a step broke, saving only those that differ. */
async function fixAll(): Promise<void> {
  await fixSite();
  const post = await fx.read(POST);
  if (post.includes('broken: [')) await write(POST, post.replace('broken: [\n', ''));
}

/** The preview in dist/ equals a cold build of the files on disk now, byte for byte. */
async function expectColdBuild(seed: number, done: string[]): Promise<void> {
  const cold = path.join(fx.dir, `cold-${seed}`);
  const result = await runBuild(previewBuild({ ...fx.paths, dist: cold }, newState()));
  await result.cleanup;
  const want = await tree(cold);
  await fs.rm(cold, { recursive: true });
  // The watcher's last build may still be writing its late files (search index, pictures), or an
  // event may have come late: compared again for up to a minute (a bound, not a wait).
  let diff: string[] = [];
  for (const start = Date.now(); Date.now() - start < 60_000; ) {
    diff = differences(await tree(fx.paths.dist), want);
    if (!diff.length) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(diff, `seed ${seed}: ${done.join(' → ')}`).toEqual([]);
}
