/**
 * The builder process of watch mode: keeps the last build's state in memory and runs
 * runBuild over each batch of changes it is sent. The watcher restarts it when code that
 * it has already imported (templates, pipeline) changes.
 */
import '../production-mode';
import { runBuild, newState } from '..';
import { BuildFailed, formatIssues } from '../errors';
import { resolvePaths } from '../config';
import { renderPreview, type PreviewReply, type PreviewRequest } from './admin/preview';

export type WorkerRequest = { changed?: string[] } | { preview: PreviewRequest; id: number };
export type WorkerReply =
  | { ok: true; ms: number; rendered: number; written: string[]; removed: string[]; css: string }
  | { ok: false; error: string };
/** The editor's preview, answered between builds (never during one). */
export interface PreviewAnswer {
  preview: number;
  reply: PreviewReply;
}

const root = process.env.SITE_ROOT;
const paths = resolvePaths(undefined, root ? { content: `${root}/content`, locales: `${root}/locales`, public: `${root}/public`, dist: `${root}/dist`, root } : {});
const state = newState();
let chain = Promise.resolve();

function send(reply: WorkerReply | PreviewAnswer): void {
  process.send?.(reply);
}

process.on('message', (msg: WorkerRequest) => {
  if ('preview' in msg) {
    chain = chain.then(async () => send({ preview: msg.id, reply: await renderPreview(paths, state, msg.preview) }));
    return;
  }
  chain = chain.then(async () => {
    try {
      const first = state.routes.length === 0;
      const result = await runBuild({
        paths,
        state,
        changed: first ? undefined : msg.changed,
        drafts: true,
        // Thousands of unlinks would hold up the next build: a process of their own takes them.
        removeOldInBackground: true,
        log: (line) => console.log(line),
        warn: (text) => console.warn(text),
      });
      send({ ok: true, ms: result.ms, rendered: result.rendered, written: result.written, removed: result.removed, css: state.assets?.css ?? '' });
      // The tab reloads now; the next build waits for the search index and old tree.
      await result.cleanup;
    } catch (error) {
      const text = error instanceof BuildFailed ? formatIssues(error.issues) : error instanceof Error ? `${error.message}\n${String(error.cause ?? '')}` : String(error);
      console.error(text);
      send({ ok: false, error: text });
    }
  });
});
send({ ok: true, ms: 0, rendered: 0, written: [], removed: [], css: '' });
