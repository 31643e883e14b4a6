import { defineConfig } from 'vitest/config';

export default defineConfig({
  // React's production JSX runtime, as the build's own esbuild bundle uses.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/output/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time: a build under test leaves a core idle for a quarter of its time.
    maxWorkers: 2,
    // Builds under test render with React's production build, as `npm run build` does.
    env: { NODE_ENV: 'production' },
  },
});
