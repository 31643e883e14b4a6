/**
 * The builder process of watch mode: keeps the last build's state in memory and runs
 * runBuild over each batch of changes it is sent. The watcher restarts it when code that
 * it has already imported (templates, pipeline) changes.
 */
import '../production-mode';
import { standInSummary } from '../launch/launch';
import { runBuild } from '..';
import { BuildFailed, formatIssues } from '../errors';
import { resolvePaths, type Paths } from '../config';
import { newState } from '../state';
import { previewBuild } from './preview';
import { renderPreview, type PreviewReply, type PreviewRequest } from '../../editor/server/preview';
import { endWithParent } from './parent-watchdog';
import { workQueue } from './work-queue';
import type { CheckedSite } from './checked-save';
import type { StyleSheet } from '../../templates/types';

export type WorkerRequest =
  | { changed?: string[]; open?: string[] }
  | { preview: PreviewRequest; id: number }
  | { picture: string; id: number };
export type WorkerReply =
  | {
      ok: true;
      ms: number;
      /** CPU time of this process from the build's start to this reply (the tab reloads on it), in ms. */
      cpu?: number;
      rendered: number;
      written: string[];
      removed: string[];
      css: Partial<Record<StyleSheet, string>>;
      /** The count of stand-ins by kind (launch/launch.ts), printed after each build. */
      standIns?: string;
    }
  | { ok: false; error: string };
/** The editor's preview, answered between builds (never during one). */
export interface PreviewAnswer {
  preview: number;
  reply: PreviewReply;
}
/** A picture the dev server was asked for: in dist/ now (`ready`), or not one the last build is still making. */
export interface PictureAnswer {
  picture: number;
  ready: boolean;
}

function send(reply: WorkerReply | PreviewAnswer | PictureAnswer): void {
  process.send?.(reply);
}

/**
 * EDITOR_TIMINGS=1 (scripts/measure-editor-save.ts): a save's check and a preview timed as the
 * build's stages are, and how long each waited behind the one before it.
 */
function timing(what: string, asked: number, start: number, cpu: NodeJS.CpuUsage, outcome: string): void {
  if (!process.env.EDITOR_TIMINGS) return;
  console.log(
    `[${what}] ${outcome} after waiting ${Math.round(start - asked)} ms, ${Math.round(performance.now() - start)} ms, cpu ${cpuMs(cpu)} ms`,
  );
}

/** This process's CPU time (every thread) since `from`, in ms. */
function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return Math.round((used.user + used.system) / 1000);
}

/**
 * The process's own loop: its state and its queue of builds live as long as it does (which is
 * why they are this function's, not the module's), one build or preview at a time, builds and
 * checks first (work-queue.ts).
 */
function serve(paths: Paths): void {
  const state = newState();
  // Files changed since the last build that succeeded (null: unknown, so all): a failed build
  // wrote nothing, so its changes are built again with the next batch, not lost with it.
  let unbuilt: Set<string> | null = new Set();
  const queue = workQueue();
  // The last save's check that passed: the next build goes on from its site if it loads the same inputs.
  let checked: CheckedSite | undefined;
  process.on('message', (msg: WorkerRequest) => {
    // Answered at once, not after the build: the picture is one that build is still encoding.
    if ('picture' in msg) {
      void (state.pictures?.hurry(msg.picture) ?? Promise.resolve(false)).then((ready) =>
        send({ picture: msg.id, ready }),
      );
      return;
    }
    const asked = performance.now();
    if ('preview' in msg) {
      queue.add(async () => {
        const start = performance.now();
        const cpu = process.cpuUsage();
        const reply = await renderPreview(paths, state, msg.preview, undefined, (made) => {
          checked = made;
        });
        timing(msg.preview.checkOnly ? 'save check' : 'preview', asked, start, cpu, reply.ok ? 'passed' : 'refused');
        send({ preview: msg.id, reply });
      }, Boolean(msg.preview.checkOnly));
      return;
    }
    queue.add(async () => {
      timing('build', asked, performance.now(), process.cpuUsage(), 'started');
      if (unbuilt && msg.changed) for (const file of msg.changed) unbuilt.add(file);
      else unbuilt = null;
      const changed = unbuilt ? [...unbuilt].sort() : undefined;
      // Taken once: a later build starts from this one's state, not from the check's.
      const check = checked;
      checked = undefined;
      const cpu = process.cpuUsage();
      try {
        const result = await runBuild({
          ...previewBuild(paths, state, changed, msg.open, check),
          report: { log: (line) => console.log(line), warn: (text) => console.warn(text) },
        });
        send({
          ok: true,
          ms: result.ms,
          cpu: cpuMs(cpu),
          rendered: result.rendered,
          written: result.written,
          removed: result.removed,
          css: state.dist.assets?.css ?? {},
          standIns: standInSummary(result.standIns, result.preview),
        });
        unbuilt = new Set();
        // The tab reloads now; the next build waits for the search index and old tree.
        await result.cleanup;
      } catch (error) {
        const text =
          error instanceof BuildFailed
            ? formatIssues(error.issues)
            : error instanceof Error
              ? `${error.message}\n${String(error.cause ?? '')}`
              : String(error);
        console.error(text);
        send({ ok: false, error: text });
      }
    }, true);
  });
  send({ ok: true, ms: 0, rendered: 0, written: [], removed: [], css: {} });
}

// Never outlives the watcher, even in the middle of a build.
endWithParent();
const root = process.env.SITE_ROOT;
serve(
  resolvePaths(
    undefined,
    root
      ? { content: `${root}/content`, locales: `${root}/locales`, public: `${root}/public`, dist: `${root}/dist`, root }
      : {},
  ),
);
