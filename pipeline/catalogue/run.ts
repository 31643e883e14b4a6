/**
 * What `npm run build`, `npm run check` and watch mode say around the issues, in Portuguese
 * (part of the one catalogue: pipeline/error-catalog.ts has the issues themselves).
 */
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const RUN = {
  /** The line before each issue's fix. */
  fix: 'Como corrigir:',
  /** The count at the end of a list of issues. */
  summary: (errors: number, warnings: number): string =>
    `${plural(errors, 'erro', 'erros')}, ${plural(warnings, 'aviso', 'avisos')}`,
  /** BuildFailed's message, for logs that print it alone. */
  stopped: (errors: number): string =>
    `${plural(errors, 'problema no conteúdo parou', 'problemas no conteúdo pararam')} o build`,
  valid: (pages: number, ms: number): string => `O conteúdo está certo: ${pages} páginas (${ms} ms).`,
  unchanged: (pages: number, ms: number): string =>
    `Nada mudou desde o último build: dist/ tem todas as ${pages} páginas (${ms} ms).`,
  built: (pages: number, ms: number, rendered: number, written: number): string =>
    `${pages} páginas prontas em ${ms} ms: ${rendered} geradas de novo, ${written} arquivos gravados.`,
  notRebuilt: 'O site não foi gerado de novo; dist/ continua com a última versão que deu certo.',
  liveWithStandIns:
    'O site está declarado no ar (live: true em content/site.yaml), mas ainda tem dados provisórios: nada foi publicado, dist/ continua com a última versão. ',
} as const;
