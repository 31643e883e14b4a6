/**
 * What watch mode is doing, from the marks it gives (WatchOptions.onMark): the builds asked and
 * answered. Tests wait for it to settle instead of for a fixed silence, which had to outlast a
 * build still running on a loaded machine (seconds each time, on a quiet machine too).
 */
export interface WatchActivity {
  /** For startWatch's onMark. */
  onMark(step: string): void;
  /** Tells that the test has just changed a file watch mode sees. */
  wrote(): void;
  /**
   * Resolves once watch mode has built the files as they are: no build under way, one asked after
   * the test's last change has been answered, and nothing asked or answered for `ms` (an event
   * that came late). Resolves after `bound` ms all the same: a change watch mode missed is then
   * told by what the test compares, not by a timeout.
   */
  settled(ms?: number, bound?: number): Promise<void>;
}

export function watchActivity(): WatchActivity {
  let asked = 0;
  let answered = 0;
  let lastEvent = Date.now();
  let lastWrite = 0;
  let lastAsked = 0;
  return {
    onMark(step) {
      if (step === 'build asked') {
        asked++;
        lastAsked = Date.now();
      } else if (step === 'build answered') answered++;
      else return;
      lastEvent = Date.now();
    },
    wrote() {
      lastWrite = Date.now();
    },
    async settled(ms = 600, bound = 60_000) {
      const start = Date.now();
      for (;;) {
        const now = Date.now();
        if (answered >= asked && lastAsked >= lastWrite && now - lastEvent >= ms) return;
        if (now - start > bound) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
