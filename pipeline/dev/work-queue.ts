/**
 * The watch process's one-at-a-time work: builds and a save's checks before the editor's page
 * previews. Decap asks for a preview at every change of the form (marking a draft ready among
 * them): a publication's check, and the rebuild the open tab waits for, no longer wait behind
 * previews asked before them. Among each kind, first asked, first done.
 */
export interface WorkQueue {
  /** `soon`: a build or a save's check; else a preview, done once no build or check waits. */
  add(job: () => Promise<void>, soon: boolean): void;
}

export function workQueue(): WorkQueue {
  const soon: (() => Promise<void>)[] = [];
  const later: (() => Promise<void>)[] = [];
  let busy = false;
  const next = async (): Promise<void> => {
    if (busy) return;
    const job = soon.shift() ?? later.shift();
    if (!job) return;
    busy = true;
    try {
      await job();
    } catch (error) {
      // Each job answers its own failures; one that escapes is said, and the next job still runs.
      console.error(error);
    } finally {
      busy = false;
      void next();
    }
  };
  return {
    add(job, first) {
      (first ? soon : later).push(job);
      void next();
    },
  };
}
