/**
 * What a save's check and the preview take from the running watch process: its caches keyed
 * by content (parsed files, front matter verdicts, rules' verdicts, rendered Markdown), so a
 * save re-judges only the entry it changes instead of every file of the site. Copies where a
 * run would change them (the parsed files, the verdicts it prunes): the draft's unsaved text
 * never reaches the next build, and the build keeps every verdict it had.
 */
import { newStageCaches, type StageCaches } from '../../pipeline/stages';
import type { BuildState } from '../../pipeline/state';

export function knownCaches(state: BuildState): StageCaches {
  const { fronts, paymentTerms, markdownKeys, pageLists, markdown, imageSizes, verdicts } = state.caches;
  return {
    ...newStageCaches(),
    ...{ fronts, paymentTerms, markdownKeys, pageLists, markdown, imageSizes },
    files: new Map(state.caches.files),
    // A verdict is kept by what its rule read: the entry's new text is judged, every other file's verdict is the build's.
    verdicts: { known: new Map(verdicts.known), used: new Set(), changed: false },
  };
}
