import { defineConfig } from 'vitest/config';

export default defineConfig({
  // React's production JSX runtime, as the build's own esbuild bundle uses.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/output/**/*.test.ts'],
    // Bounds for a hung test, not for a slow machine: a fixture build that takes 10 s on a quiet
    // machine takes a minute at a load of 20 on 2 cores, and must still pass there.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // A fork that ends its files on a busy machine is given time to exit before it is reported.
    teardownTimeout: 60_000,
    // Separate processes: a build under test may spawn, kill and time child processes. Vitest 4's
    // workers wait for the runner's answers without a time limit (no "Timeout calling onTaskUpdate").
    pool: 'forks',
    // Two files at a time: a build under test leaves a core idle for a quarter of its time.
    maxWorkers: 2,
    // Builds under test render with React's production build, as `npm run build` does.
    env: { NODE_ENV: 'production' },
    // What the builds under test print is shown for a failing test only: a passing run is a list
    // of files, not 1,800 lines of build logs and warnings.
    silent: 'passed-only',
  },
});
