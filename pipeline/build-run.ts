/** One build's surroundings (its folders, choices, log and timings), made from the caller's options. */
import { performance } from 'node:perf_hooks';
import { resolvePaths, type Paths } from './config';
import type { StateStore } from './state';
import { swapped, type OutputTarget } from './outputs/targets';
import { markdownOnDisk } from './cache/stores';
import type { BuildMode, BuildOptions, BuildWatch } from './build-options';

/** One build's surroundings: its folders, its choices, its log and timings. */
export interface Run {
  paths: Paths;
  mode: BuildMode;
  watch?: BuildWatch;
  store: StateStore;
  target: OutputTarget;
  t0: number;
  timings: Record<string, number>;
  warnings: string[];
  log: (line: string) => void;
  warn: (text: string) => void;
  stage: <T>(name: string, fn: () => T | Promise<T>, summarize: (value: T) => string) => Promise<T>;
}

export function begin({ paths = resolvePaths(), report = {}, mode = {}, from = {}, watch }: BuildOptions): Run {
  const log = report.log ?? (() => undefined);
  const timings: Record<string, number> = {};
  const warnings: string[] = [];
  return {
    paths,
    mode,
    watch,
    store: from.store ?? markdownOnDisk(paths.cache),
    target: from.target ?? swapped(paths.dist),
    t0: performance.now(),
    timings,
    warnings,
    log,
    warn: (text) => {
      warnings.push(text);
      report.warn?.(text);
    },
    async stage(name, fn, summarize) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const value = await fn();
      timings[name] = performance.now() - start;
      // CPU of every thread of this process (workers, libuv, libvips) over the stage: with two
      // cores, a stage whose CPU is near twice its wall time is using both.
      const used = process.cpuUsage(cpu);
      log(
        `[${name}] ${summarize(value)}, ${Math.round(timings[name])} ms, cpu ${Math.round((used.user + used.system) / 1000)} ms`,
      );
      return value;
    },
  };
}

/** A promise awaited later: its rejection is not reported as unhandled meanwhile. */
export function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
