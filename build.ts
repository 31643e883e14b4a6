/**
 * Entry point. `tsx build.ts` builds dist/; `--watch` starts the editors' watch mode;
 * `--check [--json]` validates all content without building. Content mistakes print
 * file:line:col and leave dist/ as it was.
 */
import './pipeline/production-mode';
import { runBuild } from './pipeline/index';
import { BuildFailed, formatIssues } from './pipeline/errors';
import { resolvePaths } from './pipeline/config';

async function main(args: string[]): Promise<number> {
  if (args.includes('--watch')) {
    const { startWatch } = await import('./pipeline/watch');
    await startWatch();
    return new Promise<number>(() => undefined); // runs until stopped
  }
  if (args.includes('--check')) {
    const { checkContent } = await import('./pipeline/check');
    const report = await checkContent(resolvePaths());
    if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
    else if (report.ok) console.log(`${report.warnings.length ? `${formatIssues(report.warnings)}\n\n` : ''}Content is valid: ${report.pages} pages (${Math.round(report.ms)} ms).`);
    else console.error(formatIssues([...report.errors, ...report.warnings]));
    return report.ok ? 0 : 1;
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

process.exitCode = await main(process.argv.slice(2));
