/**
 * Entry point: `tsx build.ts` builds dist/; `tsx build.ts --watch` starts the editor's
 * watch mode. Content mistakes print file:line:col and leave dist/ as it was.
 */
import { runBuild } from './pipeline/index';
import { BuildFailed, formatIssues } from './pipeline/errors';

async function main(): Promise<number> {
  if (process.argv.includes('--watch')) {
    const { startWatch } = await import('./pipeline/watch');
    await startWatch();
    return new Promise<number>(() => undefined); // runs until stopped
  }
  try {
    const result = await runBuild({ log: (line) => console.log(line), warn: (text) => console.warn(text) });
    console.log(`Built ${result.pages} pages (${result.files} files) in ${Math.round(result.ms)} ms.`);
    await result.cleanup;
    return 0;
  } catch (error) {
    if (error instanceof BuildFailed) {
      console.error(`\n${formatIssues(error.issues)}\n\nThe site was not rebuilt; dist/ still holds the last good build.`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
