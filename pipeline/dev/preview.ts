/**
 * Watch mode's build options: drafts included, the preview written in place (never
 * published), and after the first build the state kept in memory only (rewriting the caches on
 * disk after each edit is not worth it), and the search index built and new pictures encoded
 * once the pages are written, so the open tab reloads first.
 */
import type { Paths } from '../config';
import { inMemory, type BuildState } from '../state';
import { inPlace } from '../outputs/targets';
import { markdownOnDisk } from '../cache/stores';
import type { BuildOptions } from '..';
import { fromCheck, type CheckedSite } from './checked-save';

/** `open`: the addresses of the pages open in a browser, rendered first; `checked`: the last save's check, if it passed. */
export function previewBuild(
  paths: Paths,
  state: BuildState,
  changed?: readonly string[],
  open?: readonly string[],
  checked?: CheckedSite,
): BuildOptions {
  const first = state.dist.hashes.size === 0;
  return {
    paths,
    mode: { drafts: true },
    from: {
      state,
      changed: first ? undefined : changed,
      store: first ? markdownOnDisk(paths.cache) : inMemory,
      // Thousands of unlinks would hold up the next build: a process of their own takes them.
      target: inPlace(paths.dist, { background: true }),
      // The save's check made the site the rebuild would make again from the same inputs.
      ...(checked && !first ? { validated: fromCheck(checked) } : {}),
    },
    watch: first ? undefined : { open },
  };
}
