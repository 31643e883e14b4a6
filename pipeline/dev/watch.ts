/**
 * Watch mode: serves dist/, and on every change under content/, locales/, templates/,
 * islands/ or public/ rebuilds only what the change affects, then reloads the open tab
 * (or swaps the stylesheet in place after a CSS-only edit). A content mistake is shown in
 * the terminal and over the page; the last good pages stay served. It never exits on a
 * bad edit. Changes are coalesced and one build runs at a time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';
import { ROOT } from '../config';
import { BadPort, portFrom, startDevServer, type DevServer } from './dev-server';
import type { PictureAnswer, PreviewAnswer, WorkerReply } from './watch-worker';
import { adminHandler } from '../../editor/server/admin-server';
import { startDecapServer, type DecapServer } from '../../editor/server/decap-server';
import type { PreviewReply, PreviewRequest } from '../../editor/server/preview';
import { RUN } from '../catalogue/run';

const WATCHED = ['content', 'locales', 'templates', 'islands', 'public'];
/** Code the builder process has imported: a change needs a fresh process. */
const needsRestart = (file: string): boolean => file.startsWith('templates/') && !file.startsWith('templates/styles/');

export interface WatchOptions {
  root?: string;
  port?: number;
  onBuild?: (reply: WorkerReply) => void;
  /** The editor at /admin/ with its local backend (on unless false). */
  admin?: boolean;
  /** Told each step from an editor's save to the open tab's reload (scripts/measure-editor-save.ts times them). */
  onMark?: (step: string) => void;
}

export interface Watcher {
  server: DevServer;
  close(): Promise<void>;
}

/** `npm run dev`: runs until stopped; a bad PORT is one line and exit code 1, not a stack trace. */
export async function watchCommand(): Promise<number> {
  try {
    await startWatch();
  } catch (error) {
    if (!(error instanceof BadPort)) throw error;
    console.error(error.message);
    return 1;
  }
  return new Promise<number>(() => undefined);
}

export async function startWatch(opts: WatchOptions = {}): Promise<Watcher> {
  const root = opts.root ?? ROOT;
  // A bad PORT is said before anything starts (it was a stack trace once the first build was done).
  const port = opts.port ?? portFrom(process.env.PORT);
  let worker: ChildProcess;
  let waiting: ((r: WorkerReply) => void) | undefined;
  // Previews asked of the worker, by number; a restarted worker drops them, so they are answered.
  const previews = new Map<number, (r: PreviewReply) => void>();
  // Pictures the dev server waits for, by number: answered false by a restarted worker.
  const pictures = new Map<number, (ready: boolean) => void>();
  let nextPreview = 0;
  const spawnWorker = (): Promise<WorkerReply> =>
    new Promise((resolve) => {
      for (const answer of previews.values())
        answer({ ok: false, error: 'The site is being rebuilt after a code change: the preview follows in a moment.' });
      previews.clear();
      for (const answer of pictures.values()) answer(false);
      pictures.clear();
      // tsx as a loader: the worker imports TypeScript directly, fresh on every restart.
      worker = fork(path.join(ROOT, 'pipeline/dev/watch-worker.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, SITE_ROOT: root },
      });
      worker.on('message', (m: WorkerReply | PreviewAnswer | PictureAnswer) => {
        if ('picture' in m) {
          pictures.get(m.picture)?.(m.ready);
          pictures.delete(m.picture);
          return;
        }
        if ('preview' in m) {
          previews.get(m.preview)?.(m.reply);
          previews.delete(m.preview);
          return;
        }
        const w = waiting;
        waiting = undefined;
        if (w) w(m);
        else resolve(m);
      });
    });
  // The pages open in a browser are rendered before the others a change feeds.
  let openPages = (): string[] => [];
  const build = (changed?: string[]): Promise<WorkerReply> =>
    new Promise((resolve) => {
      waiting = resolve;
      worker.send({ changed, open: openPages() });
    });

  const preview = (req: PreviewRequest): Promise<PreviewReply> =>
    new Promise((resolve) => {
      const id = ++nextPreview;
      previews.set(id, resolve);
      worker.send({ preview: req, id });
    });

  /** A file of dist/ the last build's pages name but is still encoding: resolves once it is there (false: not one of those). */
  const picture = (file: string): Promise<boolean> =>
    new Promise((resolve) => {
      const id = ++nextPreview;
      pictures.set(id, resolve);
      worker.send({ picture: file, id });
    });

  // The editor's backend starts beside the first build.
  const decap: Promise<DecapServer | undefined> =
    opts.admin === false
      ? Promise.resolve(undefined)
      : startDecapServer(root).catch((error: unknown) => {
          console.warn(RUN.editorCannotSave(error instanceof Error ? error.message : String(error)));
          return undefined;
        });
  await spawnWorker();
  const first = await build();
  const backend = await decap;
  const admin =
    opts.admin === false
      ? undefined
      : adminHandler({
          root,
          decap: backend && ((body) => backend.post(body)),
          preview,
          hold,
          ...(opts.onMark ? { mark: opts.onMark } : {}),
        });
  const server = await startDevServer(path.join(root, 'dist'), port, admin, picture);
  openPages = () => server.openPages();
  if (!first.ok) server.reportError(first.error);
  opts.onBuild?.(first);
  // Printed in Portuguese: the clinic's editors read this terminal.
  console.log(RUN.watching(server.url));
  if (admin) console.log(RUN.editorAt(`${server.url}admin/`));

  let pending = new Set<string>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  // Saves being answered by the editor's backend: changes wait for them (see AdminOptions.hold).
  let holds = 0;
  let lastCss = first.ok ? JSON.stringify(first.css) : '';
  const run = async (): Promise<void> => {
    if (running || holds) return;
    running = true;
    while (pending.size && !holds) {
      const changed = [...pending].sort();
      pending = new Set();
      if (changed.some(needsRestart)) {
        worker.kill('SIGKILL');
        await spawnWorker();
      }
      const started = Date.now();
      console.log(`Atualizando o site (${changed.length === 1 ? changed[0] : `${changed.length} arquivos`})…`);
      opts.onMark?.('build asked');
      const reply = await build(changed.some(needsRestart) ? undefined : changed);
      opts.onMark?.('build answered');
      if (reply.ok) {
        server.reportError(null);
        const cssOnly =
          changed.every((f) => f.startsWith('templates/styles/')) && JSON.stringify(reply.css) !== lastCss;
        if (cssOnly) server.swapCss(reply.css);
        else if (reply.written.some((f) => f.endsWith('.html')) || reply.removed.length) {
          server.reload();
          opts.onMark?.('reload sent');
        }
        lastCss = JSON.stringify(reply.css);
        console.log(RUN.updated(Date.now() - started, reply.rendered, reply.written.length, reply.removed.length));
        if (reply.standIns) console.log(reply.standIns);
      } else {
        server.reportError(reply.error);
        console.log(RUN.notUpdated);
      }
      opts.onBuild?.(reply);
    }
    running = false;
  };
  // The root is watched, not each folder: a folder deleted and made again (locales/ restored
  // from Git) is seen again, where a watch on the folder itself ended with it.
  const watched = (file: string): boolean => {
    const rel = path.relative(root, file);
    return rel === '' || WATCHED.includes(rel.split(path.sep)[0]!);
  };
  const watcher = chokidar.watch(root, {
    ignoreInitial: true,
    ignored: (file) => !watched(file),
    awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 },
  });
  // Code folders live in the project, content folders in `root` (the same unless testing).
  const codeWatcher =
    root === ROOT
      ? undefined
      : chokidar.watch(
          ['templates', 'islands'].map((d) => path.join(ROOT, d)),
          { ignoreInitial: true },
        );
  // Released, the files the save wrote are seen within the watcher's write-finish wait: one build takes them all.
  const SETTLE_MS = 80;
  /** A file's state as last written: its time and size. */
  const stamp = (abs: string): string => {
    try {
      const s = statSync(abs);
      return `${s.mtimeMs}:${s.size}`;
    } catch {
      return 'gone';
    }
  };
  /** Files handed over by the editor and built already, as they were then: the watcher's later news of them is old. */
  const handedOver = new Map<string, string>();
  function hold(): (written?: readonly string[]) => void {
    holds++;
    let released = false;
    return (written = []) => {
      if (released) return;
      released = true;
      holds--;
      opts.onMark?.('released');
      // The editor names what it wrote (complete: it waited for its writes): built now, not once seen.
      for (const file of written) {
        pending.add(file);
        handedOver.set(file, stamp(path.join(root, file)));
      }
      clearTimeout(timer);
      timer = setTimeout(() => void run(), written.length ? 0 : SETTLE_MS);
    };
  }
  const onChange = (file: string): void => {
    const base = file.startsWith(root) ? root : ROOT;
    const rel = path.relative(base, file).split(path.sep).join('/');
    const known = handedOver.get(rel);
    if (known !== undefined) {
      handedOver.delete(rel);
      if (known === stamp(file)) return;
    }
    pending.add(rel);
    clearTimeout(timer);
    timer = setTimeout(() => void run(), 50);
  };
  // A worker busy in a build ignores SIGTERM until it is done: it ends with this process, at once.
  const killWorker = (): void => void worker.kill('SIGKILL');
  process.on('exit', killWorker);
  watcher.on('all', (_e, f) => onChange(f));
  codeWatcher?.on('all', (_e, f) => onChange(f));
  return {
    server,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      await codeWatcher?.close();
      process.off('exit', killWorker);
      killWorker();
      await server.close();
      await backend?.close();
    },
  };
}
