/**
 * An editor's ordinary day, then the whole test suite: a copy of the repository as committed
 * (HEAD), its editor at /admin/ driven in Portuguese through fifteen everyday jobs that stay in
 * place, each checked as accepted and against `git status` of the copy; then `npm test` in the
 * copy. A test that fails there asserts the clinic's current content instead of deriving it.
 *
 *   tsx scripts/editor-day.ts                   the jobs, then every command of `npm test`
 *   tsx scripts/editor-day.ts --skip-npm-test   the jobs, then only the build and `vitest run`
 *   --keep   keep the copy afterwards (it is kept anyway when something failed)
 *   --jobs=4,5   only those jobs (by number), for working on them
 *
 * Ports: EDITOR_DAY_PORT (5960) for the editor, PW_PORT (5860) for the copy's browser tests.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ROOT } from '../pipeline/config';
import { startWatch, type Watcher } from '../pipeline/dev/watch';
import { SLUGS } from '../model/urls';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';
import { authorChoices, contentAt } from '../tests/support/clinic-content';
import { z } from 'zod';

const args = new Set(process.argv.slice(2));
const SKIP_NPM_TEST = args.has('--skip-npm-test');
const PORT = Number(process.env.EDITOR_DAY_PORT ?? 5960);
const PW_PORT = process.env.PW_PORT ?? '5860';
const BASE = `http://localhost:${PORT}`;
const COVER = path.join(ROOT, 'tests/admin/cover.png');

// 1. The copy: HEAD cloned (what is committed, not the work tree), node_modules hard-linked.
const COPY = await fs.mkdtemp(path.join(os.tmpdir(), 'editor-day-'));
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
console.log(`editor-day: copy of ${head.slice(0, 10)} in ${COPY}`);
execFileSync('git', ['clone', '-q', '--no-checkout', ROOT, COPY]);
execFileSync('git', ['checkout', '-q', head], { cwd: COPY });
execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(COPY, 'node_modules')]);
// Caches that tools rewrite in place would write through the hard links into this repository's.
for (const cache of ['.vite', '.cache'])
  await fs.rm(path.join(COPY, 'node_modules', cache), { recursive: true, force: true });

process.env.ADMIN_SITE = COPY;
process.env.ADMIN_URL = BASE;
// The helpers read ADMIN_SITE when they load: imported once it names the copy.
const h = await import('../tests/admin/editor-helpers');

/** What `git status` of the copy lists, each path with its state and the hash of its bytes. */
function status(): Map<string, string> {
  const out = execFileSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: COPY,
    encoding: 'utf8',
  });
  const files = new Map<string, string>();
  for (const entry of out.split('\0').filter(Boolean)) {
    const file = entry.slice(3);
    const abs = path.join(COPY, file);
    const bytes = existsSync(abs) ? createHash('sha1').update(readFileSync(abs)).digest('hex') : 'gone';
    files.set(file, `${entry.slice(0, 2)} ${bytes}`);
  }
  return files;
}

/** The files whose state or bytes differ between two `status()` calls. */
function changedBetween(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).sort();
}

interface Job {
  name: string;
  /** Phone-sized (390 px) instead of a desktop window. */
  phone?: boolean;
  /** Does the job in the editor and checks the site shows it; the files it may change. */
  run(editor: Page): Promise<string[]>;
}

const text = (file: string): Promise<string> => h.read(file);
const lines = async (file: string): Promise<string[]> => (await text(file)).split('\n');

/** Today in São Paulo as the file keeps it (2026-12-07). */
const todayInSaoPaulo = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** 2026-12-07 as the date fields show it: 07/12/2026. */
const shown = (iso: string): string => iso.split('-').reverse().join('/');
const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files of a post's folder (the languages it has, and pictures beside it). */
async function postFiles(slug: string): Promise<string[]> {
  const folder = `content/blog/posts/${slug}`;
  return (await fs.readdir(path.join(COPY, folder))).map((f) => `${folder}/${f}`);
}

/**
 * The picture a replaced one leaves behind, as `git status` will list it: removed with the save
 * when no other content file names it (the editor drops unused pictures), else kept.
 */
function leftBehind(image: string): string[] {
  const named = execFileSync('git', ['grep', '-c', '-F', '--untracked', image, '--', 'content'], {
    cwd: COPY,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(':') + 1)), 0);
  return named === 1 ? [`content/${image}`] : [];
}

/** Chooses `name` in a select, as an editor types and confirms it. */
async function choose(editor: Page, select: ReturnType<Page['locator']>, name: string): Promise<void> {
  await select.fill(name);
  await editor.keyboard.press('Enter');
}

// Names of their own: the editor tests make pages and people of theirs on this content later.
const NEW_POST = {
  title: 'Implante dentário: os cuidados nas primeiras semanas',
  slug: 'implante-dentario-os-cuidados-nas-primeiras-semanas',
};
const NEW_TREATMENT = { title: 'Placa Miorrelaxante', slug: 'placa-miorrelaxante', key: 'placa_miorrelaxante' };
const NEW_MEMBER = { slug: 'lia-campos', name: 'Dra. Lia Campos', ar: 'الدكتورة ليا كامبوس' };

/** A photo as a phone takes it, made for this run (no encoded copy of it is cached). */
async function photo(name: string, width: number, height: number): Promise<string> {
  const file = path.join(os.tmpdir(), name);
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).toFile(file);
  return file;
}

const JOBS: Job[] = [
  {
    name: 'o telefone e o horário de sábado',
    async run(editor) {
      const file = 'content/site.yaml';
      const before = await text(file);
      const landline = /^ {2}landline: "(.*)"$/m.exec(before)?.[1];
      const saturday = /^ {2}saturday: \{ open: "\d\d:\d\d", close: "(\d\d):(\d\d)" \}$/m.exec(before);
      if (!landline || !saturday) throw new Error(`${file}: no landline or Saturday hours line`);
      const newLandline = landline.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
      const newClose = `${String((Number(saturday[1]) + 1) % 24).padStart(2, '0')}:${saturday[2]}`;
      await h.openEditor(editor, 'collections/site/entries/facts', 'input[id^="name-field"]');
      await editor.locator('input[id^="landline-field"]').fill(newLandline);
      await editor.locator('[id^="saturday-field"]').getByLabel('Fecha às').fill(newClose);
      const saved = await h.publish(editor);
      await h.pageShows('/', newLandline, saved);
      expect(await text(file)).toContain(`close: "${newClose}" }`);
      return [file];
    },
  },
  {
    name: 'o endereço',
    async run(editor) {
      const file = 'content/site.yaml';
      const street = /^ {2}street: (.*)$/m.exec(await text(file))?.[1];
      if (!street) throw new Error(`${file}: no street line`);
      const moved = /\d+$/.test(street) ? street.replace(/\d+$/, (n) => String(Number(n) + 2)) : `${street}, 2`;
      await h.openEditor(editor, 'collections/site/entries/facts', 'input[id^="name-field"]');
      await editor.locator('input[id^="street-field"]').fill(moved);
      await h.pageShows('/', moved, await h.publish(editor));
      return [file];
    },
  },
  {
    name: 'a data da política de privacidade, num celular de 390 px',
    phone: true,
    async run(editor) {
      const folder = 'content/legal/privacy';
      const current = /^updated: (.*)$/m.exec(await text(`${folder}/index.pt.md`))?.[1] ?? '';
      const today = todayInSaoPaulo();
      // Today, or the day after when the policy already says today.
      const next = new Date(`${current}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      const date = today !== current ? today : next.toISOString().slice(0, 10);
      await h.openEditor(editor, 'collections/legal/entries/privacy/index');
      await editor.locator('input[id^="updated-field"]').first().fill(shown(date));
      await editor.keyboard.press('Escape');
      const saved = await h.publish(editor);
      await h.pageShows(`/${SLUGS.privacy}/`, `datetime="${date}"`, saved);
      const files = (await fs.readdir(path.join(COPY, folder))).map((f) => `${folder}/${f}`);
      for (const f of files) expect(await text(f), f).toMatch(new RegExp(`^updated: ${date}$`, 'm'));
      return files;
    },
  },
  {
    name: 'a especialidade de um profissional',
    async run(editor) {
      const file = 'content/team.yaml';
      const { team } = await contentAt(COPY);
      const authors = new Set<string>();
      for (const slug of await fs.readdir(path.join(COPY, 'content/blog/posts'))) {
        const author = /^author: (.*)$/m.exec(await text(`content/blog/posts/${slug}/index.pt.md`))?.[1];
        if (author) authors.add(author);
      }
      const held = [...team.owners.flatMap((o) => o.specialties), ...team.members.map((m) => m.specialty)];
      // A dentist who signs no post, whose field someone else keeps: the site stays whole.
      const fits = team.members.map(
        (m) => m.role !== 'tsb' && !authors.has(m.slug) && held.filter((s) => s === m.specialty).length > 1,
      );
      const index = fits.lastIndexOf(true);
      const member = team.members[index];
      const [specialty, names] =
        Object.entries(team.specialty_names).find(([s]) => s !== member?.specialty && s !== 'digital') ?? [];
      if (!member || !specialty || !names) throw new Error(`${file}: no member whose specialty can change`);
      const name = names.pt;
      await h.openEditor(editor, 'collections/team/entries/team', '[id^="members-field"]');
      // The member's item (its bar holds the drag handle; its summary, the name), opened.
      const item = editor
        .locator('[id^="members-field"]')
        .first()
        .locator('xpath=.//div[div/div[@aria-roledescription="sortable"]]')
        .filter({ hasText: member.name })
        .first();
      await item.locator('xpath=./div/button').first().click();
      await choose(editor, item.locator('input[id^="specialty-field"]'), name);
      await h.pageShows(
        '/',
        new RegExp(`${literal(member.name)}[\\s\\S]{0,600}${literal(name)}`),
        await h.publish(editor),
      );
      const changed = (await lines(file)).filter((l) => l.includes(`slug: ${member.slug},`));
      expect(changed).toEqual([expect.stringContaining(`specialty: ${specialty},`)]);
      return [file];
    },
  },
  {
    name: 'um profissional novo, com foto',
    async run(editor) {
      await h.openEditor(editor, 'collections/team/entries/team', '[id^="members-field"]');
      await editor.getByRole('button', { name: /^Adicionar profissional\b/ }).click();
      const last = (sel: string) => editor.locator(`[id^="members-field"] ${sel}`).last();
      await last('input[id^="slug-field"]').fill(NEW_MEMBER.slug);
      await last('input[id^="name-field"]').fill(NEW_MEMBER.name);
      await last('input[id^="ar-field"]').fill(NEW_MEMBER.ar);
      await choose(editor, last('input[id^="specialty-field"]'), 'Endodontia');
      await last('input[id^="cro-field"]').fill('CRO-SP 000097');
      await editor.locator('[id^="members-field"]').getByRole('button', { name: 'Escolha uma imagem' }).last().click();
      await editor.locator('input[type="file"]').setInputFiles(await photo('lia-campos.jpg', 800, 1000));
      await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
      const saved = await h.publish(editor);
      await h.pageShows('/', NEW_MEMBER.name, saved);
      await h.pageShows('/ar/', NEW_MEMBER.ar, saved);
      return ['content/team.yaml', 'content/images/team/lia-campos.jpg'];
    },
  },
  {
    name: 'a foto de uma das donas trocada',
    async run(editor) {
      const file = 'content/team.yaml';
      const { team } = await contentAt(COPY);
      const owner = team.owners[0];
      if (!owner) throw new Error(`${file}: no owner`);
      const gone = leftBehind(owner.image);
      await h.openEditor(editor, 'collections/team/entries/team', '[id^="owners-field"]');
      await h.replaceOwnerPhoto(editor, await photo('retrato-dona.jpg', 900, 1200));
      const saved = await h.publish(editor);
      await h.pageShows(`/${owner.profile}/`, /\/assets\/img\/retrato-dona-\d+\.\w+\.avif/, saved);
      return [file, 'content/images/team/retrato-dona.jpg', ...gone];
    },
  },
  {
    name: 'uma foto da galeria trocada',
    async run(editor) {
      const file = 'content/home.yaml';
      const image = /^gallery:\n {2}- \{ key: \w+, image: ([^ ]+) \}$/m.exec(await text(file))?.[1];
      if (!image) throw new Error(`${file}: no first gallery picture`);
      const gone = leftBehind(image);
      await h.openEditor(editor, 'collections/home/entries/gallery', '[id^="gallery-field"]');
      await h.replaceFirstPhoto(editor, 'gallery', await photo('recepcao-nova.jpg', 1200, 900));
      const saved = await h.publish(editor);
      await h.pageShows('/', /\/assets\/img\/recepcao-nova-\d+\.\w+\.(?:avif|webp)/, saved);
      return [file, 'content/images/gallery/recepcao-nova.jpg', ...gone];
    },
  },
  {
    name: 'as perguntas frequentes reordenadas',
    async run(editor) {
      const file = 'content/home.yaml';
      const faq = /^faq: \[(.*)\]$/m.exec(await text(file))?.[1]?.split(', ');
      if (!faq || faq.length < 2) throw new Error(`${file}: no faq line of two questions or more`);
      await h.openEditor(editor, 'collections/home/entries/faq', '[id^="faq-field"]');
      const items = editor.locator('[id^="faq-field"] [class*="singleValue"]');
      const first = (await items.nth(0).textContent()) ?? '';
      const second = (await items.nth(1).textContent()) ?? '';
      await h.dragAbove(editor, editor.locator('[id^="faq-field"] [aria-roledescription="sortable"]'), 1, 0);
      await expect(items.first()).toHaveText(second);
      const saved = await h.publish(editor);
      await h.pageShows('/', new RegExp(`${literal(second)}[\\s\\S]*${literal(first)}`), saved);
      const [a = '', b = '', ...rest] = faq;
      expect(await text(file)).toContain(`faq: [${[b, a, ...rest].join(', ')}]`);
      return [file];
    },
  },
  {
    name: 'o autor de um post',
    async run(editor) {
      const authors = await authorChoices(COPY);
      const posts = (await fs.readdir(path.join(COPY, 'content/blog/posts'))).sort();
      for (const slug of posts) {
        const front = h.page(await text(`content/blog/posts/${slug}/index.pt.md`)).front;
        const other = authors.find((a) => a.slug !== front.author && a.categories.includes(String(front.category)));
        if (front.draft || !other) continue;
        const files = await postFiles(slug);
        await h.openEditor(editor, `collections/posts/entries/${slug}/index`);
        await choose(editor, editor.locator('input[id^="author-field"]').first(), other.name);
        await h.pageShows(`/blog/${slug}/`, other.name, await h.publish(editor));
        expect(h.page(await text(`content/blog/posts/${slug}/index.pt.md`)).front.author).toBe(other.slug);
        return files.filter((f) => f.endsWith('.md'));
      }
      throw new Error('content/blog/posts: no post another person may sign');
    },
  },
  {
    name: 'um post novo, em português',
    async run(editor) {
      const category = (await contentAt(COPY)).categories.find((c) => c.slug === 'implantes');
      if (!category) throw new Error('content/blog/categories.yaml: no category "implantes"');
      await h.openEditor(editor, 'collections/posts/new');
      await editor.locator('input[id^="title-field"]').first().fill(NEW_POST.title);
      await h.fillNewPost(editor, {
        description:
          'Os cuidados com a alimentação, a higiene e o repouso nas primeiras semanas depois da cirurgia do implante.',
        category: category.name.pt,
        coverAlt: 'Modelo de um implante dentário ao lado de um dente',
      });
      await editor.locator('[contenteditable="true"]').first().click();
      await editor.keyboard.type('Nas primeiras semanas, alimentos macios e a higiene indicada ajudam a cicatrização.');
      await h.pageShows(`/blog/${NEW_POST.slug}/`, NEW_POST.title, await h.publish(editor));
      return postFiles(NEW_POST.slug);
    },
  },
  {
    name: 'o post novo traduzido para o árabe',
    async run(editor) {
      const title = 'زراعة الأسنان: العناية في الأسابيع الأولى';
      await h.openEditor(editor, `collections/posts/entries/${NEW_POST.slug}/index`);
      await editor.getByRole('button', { name: 'Escrevendo em EN' }).click();
      await editor.getByRole('menuitem', { name: 'Árabe', exact: true }).click();
      const field = editor.locator('input[id^="title-field"]').nth(1);
      await expect(field).toHaveAttribute('dir', 'rtl');
      await field.fill(title);
      await editor
        .locator('textarea[id^="description-field"]')
        .nth(1)
        .fill('العناية بالطعام والنظافة والراحة في الأسابيع الأولى بعد جراحة زراعة الأسنان، خطوة بخطوة.');
      await editor.locator('input[id^="cover_alt-field"]').nth(1).fill('نموذج لزرعة سنية بجانب سن');
      await editor.getByRole('textbox').nth(-1).click();
      await editor.keyboard.type('في الأسابيع الأولى، تساعد الأطعمة الطرية والنظافة الموصى بها على الالتئام.');
      await h.pageShows(`/ar/blog/${NEW_POST.slug}/`, title, await h.publish(editor));
      // translations.yaml notes which Portuguese version the Arabic one translates.
      return [`content/blog/posts/${NEW_POST.slug}/index.ar.md`, 'content/translations.yaml'];
    },
  },
  {
    name: 'um título de seção e um link para outra página, com a barra, no texto de um tratamento',
    async run(editor) {
      const slug = 'facetas';
      await h.openEditor(editor, `collections/treatments/entries/${slug}/index`);
      const box = editor.locator('.cms-editor-raw [contenteditable="true"]').first();
      await box.locator('[data-slate-node="element"]').last().click();
      await editor.keyboard.press('Control+End');
      // The text box takes the caret a moment after the click.
      await editor.waitForTimeout(500);
      await editor.keyboard.press('Enter');
      await editor.keyboard.press('Enter');
      const bar = editor.getByRole('toolbar', { name: 'Formatar o texto da página' }).first();
      await bar.getByRole('button', { name: 'Título de seção' }).click();
      await editor.keyboard.type('Para saber mais');
      await editor.keyboard.press('Enter');
      await editor.keyboard.press('Enter');
      await editor.keyboard.type('Leia também ');
      await bar.getByRole('button', { name: 'Link para uma página' }).click();
      const picker = editor.locator('.page-picker');
      await picker.getByLabel('Procurar pelo título').fill('clareamento');
      const choice = picker.getByRole('button').first();
      const href = ((await choice.locator('.page-where').textContent()) ?? '').split(' · ').pop()?.trim() ?? '';
      await choice.click();
      const saved = await h.publish(editor);
      await h.pageShows(
        `/${slug}/`,
        new RegExp(`<h2[^>]*>Para saber mais</h2>[\\s\\S]*href="${literal(href)}"`),
        saved,
      );
      return [`content/treatments/${slug}/index.pt.md`];
    },
  },
  {
    name: 'um post que nenhuma página cita, excluído',
    async run(editor) {
      const posts = (await fs.readdir(path.join(COPY, 'content/blog/posts'))).sort();
      const everything = execFileSync('git', ['grep', '-l', '-e', '.', '--', 'content'], {
        cwd: COPY,
        encoding: 'utf8',
      })
        .split('\n')
        .filter(Boolean);
      let slug: string | undefined;
      for (const candidate of posts.filter((s) => s !== NEW_POST.slug)) {
        const own = `content/blog/posts/${candidate}/`;
        const others = everything.filter((f) => !f.startsWith(own));
        const cited = others.some((f) => readFileSync(path.join(COPY, f), 'utf8').includes(candidate));
        if (!cited) slug = candidate;
      }
      if (!slug) throw new Error('content/blog/posts: every post is linked from another page');
      const files = await postFiles(slug);
      // Its cover goes with it when no other page shows it.
      const cover = /^cover: (.*)$/m.exec(await text(`content/blog/posts/${slug}/index.pt.md`))?.[1];
      const gone = cover ? leftBehind(cover) : [];
      await h.openEditor(editor, `collections/posts/entries/${slug}/index`);
      editor.on('dialog', (d) => void d.accept());
      await editor.getByRole('button', { name: /^Excluir entrada/ }).click();
      await expect.poll(() => h.exists(files[0] ?? ''), { timeout: 30_000 }).toBe(false);
      await h.pageShows(`/blog/${slug}/`, '', Date.now(), 404);
      return [...files, ...gone];
    },
  },
  {
    name: 'um tratamento novo',
    async run(editor) {
      await h.openEditor(editor, 'collections/treatments/new');
      const pt = (name: string) => editor.locator(`:is(input, textarea)[id^="${name}-field"]`).first();
      const list = (name: string) => editor.locator(`[id^="${name}-field"]`).first();
      const add = (name: string) =>
        list(name)
          .getByRole('button', { name: /^Adicionar/ })
          .first()
          .click();
      await pt('title').fill(NEW_TREATMENT.title);
      await pt('description').fill(
        'Placa miorrelaxante na Lapa, em São Paulo: avaliação da tensão na mandíbula e uma placa feita sob medida para usar à noite.',
      );
      await pt('summary').fill('A placa relaxa a musculatura da mandíbula e protege os dentes durante o sono.');
      await pt('duration').fill('2 consultas');
      await pt('anaesthesia').fill('Não é necessária');
      await pt('recovery').fill('Atividades normais no mesmo dia');
      await add('treated_by');
      await choose(editor, list('treated_by').locator('input').last(), 'Dor Orofacial');
      await add('pictures');
      await list('pictures').getByRole('button', { name: 'Escolha uma imagem' }).last().click();
      await editor.locator('input[type="file"]').setInputFiles(COVER);
      await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
      await list('pictures')
        .locator(':is(input, textarea)[id^="alt-field"]')
        .fill('Ilustração de uma placa transparente para a noite');
      await add('faq');
      await list('faq').locator(':is(input, textarea)[id^="question-field"]').fill('Por quanto tempo uso a placa?');
      await list('faq')
        .locator(':is(input, textarea)[id^="answer-field"]')
        .fill('O tempo é definido na avaliação e revisto nas consultas de acompanhamento.');
      await add('related');
      await choose(editor, list('related').locator('input').last(), 'DTM e Dor');
      for (const risk of [
        'Desconforto nos primeiros dias, até se acostumar com a placa.',
        'Salivação maior nas primeiras noites de uso da placa.',
        'A placa se desgasta com o tempo e precisa ser revista nas consultas.',
      ]) {
        await add('risks');
        await list('risks').locator(':is(input, textarea)').last().fill(risk);
      }
      await editor.locator('[contenteditable="true"]').first().click();
      await editor.keyboard.type('## Como é feita\n\nA placa é feita a partir de um molde dos seus dentes.');
      const saved = await h.publish(editor);
      await h.pageShows(`/${NEW_TREATMENT.slug}/`, `<h1>${NEW_TREATMENT.title}</h1>`, saved);
      const folder = `content/treatments/${NEW_TREATMENT.slug}`;
      return [`${folder}/index.pt.md`, `${folder}/cover.png`];
    },
  },
  {
    name: 'o tratamento novo na lista da página inicial e no menu',
    async run(editor) {
      await h.openEditor(editor, 'collections/home/entries/sections', '[id^="treatments-field"]');
      const list = editor.locator('[id^="treatments-field"]').first();
      await list
        .getByRole('button', { name: /^Adicionar/ })
        .last()
        .click();
      await list.locator('input[id^="key-field"]').last().fill(NEW_TREATMENT.key);
      await list.locator('input[id^="route-field"], [id^="route-field"] input').last().fill(NEW_TREATMENT.title);
      await expect(editor.getByRole('option', { name: NEW_TREATMENT.title })).toBeVisible();
      await editor.keyboard.press('Enter');
      const saved = await h.publish(editor);
      await h.pageShows('/', `data-treatment="${NEW_TREATMENT.key}"`, saved);
      await h.pageShows('/', `href="/${NEW_TREATMENT.slug}/">${NEW_TREATMENT.title}</a>`, saved);
      return ['content/home.yaml'];
    },
  },
];

/** Runs each job in a browser window of its own (signed in afresh); the names of those that failed. */
async function doTheJobs(browser: Browser): Promise<string[]> {
  const failed: string[] = [];
  const only = process.argv
    .find((a) => a.startsWith('--jobs='))
    ?.slice('--jobs='.length)
    .split(',')
    .map(Number);
  for (const [i, job] of JOBS.entries()) {
    if (only && !only.includes(i + 1)) continue;
    const label = `${String(i + 1).padStart(2)}. ${job.name}`;
    const window = await browser.newContext(
      job.phone
        ? { baseURL: BASE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { baseURL: BASE, viewport: { width: 1400, height: 900 } },
    );
    const editor = await window.newPage();
    editor.setDefaultTimeout(60_000);
    const before = status();
    const started = Date.now();
    try {
      const expected = (await job.run(editor)).sort();
      const changed = changedBetween(before, status());
      expect(changed, 'git status of the copy: the files this job changed').toEqual(expected);
      console.log(`  ok  ${label} (${((Date.now() - started) / 1000).toFixed(0)} s): ${changed.join(', ')}`);
    } catch (error) {
      failed.push(job.name);
      const shot = path.join(os.tmpdir(), `editor-day-${i + 1}.png`);
      await editor.screenshot({ path: shot }).catch(() => undefined);
      console.log(
        `  NO  ${label}: ${error instanceof Error ? error.message : String(error)}\n      screenshot: ${shot}`,
      );
    } finally {
      await window.close();
    }
  }
  return failed;
}

/** A command in the copy, its output shown and kept; its exit status. */
function runInCopy(command: string, log: string[]): Promise<number> {
  console.log(`\neditor-day: ${command}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PW_PORT,
    PATH: `${path.join(COPY, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  for (const own of ['ADMIN_SITE', 'ADMIN_URL', 'ADMIN_PORT', 'ADMIN_REUSE']) delete env[own];
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { cwd: COPY, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      log.push(chunk.toString());
    };
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The failing tests as vitest and Playwright name them in their output. */
function failingTests(output: string): string[] {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const found = plain
    .split('\n')
    .filter((l) => /^\s*FAIL\s/.test(l) || /^\s+\d+\) \[[^\]]+\] › /.test(l))
    .map((l) => l.trim().replace(/\s*─+$/, ''));
  return [...new Set(found)];
}

let watcher: Watcher | undefined;
let browser: Browser | undefined;
let exitCode = 0;
// Stopped by hand: the editor's server and the browser go with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void Promise.allSettled([browser?.close(), watcher?.close()]).then(() => process.exit(130));
  });
try {
  // 2. The editor on the copy, as `npm run dev` serves it.
  watcher = await startWatch({ root: COPY, port: PORT });
  await expect
    .poll(async () => (await fetch(`${BASE}/admin/config.yml`).catch(() => undefined))?.status, { timeout: 300_000 })
    .toBe(200);
  const executablePath = findChromium({ shell: true });
  browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
  console.log(`editor-day: ${JOBS.length} jobs in the editor at ${BASE}/admin/`);
  const failedJobs = await doTheJobs(browser);
  await browser.close();
  browser = undefined;
  await watcher.close();
  watcher = undefined;
  console.log(`\neditor-day: ${JOBS.length - failedJobs.length} of ${JOBS.length} jobs done`);
  if (failedJobs.length > 0) exitCode = 1;
  console.log(execFileSync('git', ['status', '--short'], { cwd: COPY, encoding: 'utf8' }));

  // 3. The tests on the edited copy: each command of `npm test` in turn, on after a failure, so
  // that one run names every failing test.
  const pkg = z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(await fs.readFile(path.join(COPY, 'package.json'), 'utf8')));
  const commands = SKIP_NPM_TEST
    ? ['node scripts/build.mjs', 'npx vitest run']
    : (pkg.scripts.test ?? '').split(' && ').map((c) => c.trim());
  const log: string[] = [];
  const results: [string, number][] = [];
  for (const command of commands) results.push([command, await runInCopy(command, log)]);
  console.log('\neditor-day: the tests on the edited copy');
  for (const [command, code] of results) console.log(`  ${code === 0 ? 'ok' : `exit ${code}`}  ${command}`);
  const failing = failingTests(log.join(''));
  if (failing.length > 0) console.log(`\nFailing tests:\n${failing.map((t) => `  ${t}`).join('\n')}`);
  if (failedJobs.length > 0) console.log(`\nJobs not done: ${failedJobs.join('; ')}`);
  exitCode ||= results.find(([, code]) => code !== 0)?.[1] ?? 0;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  await watcher?.close();
}
if (exitCode === 0 && !args.has('--keep')) await fs.rm(COPY, { recursive: true, force: true });
else console.log(`editor-day: the copy is kept in ${COPY}`);
process.exit(exitCode);
