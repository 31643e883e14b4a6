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
  /** `npm run build -- --prune-cache` (the deploy): what left the cache folder. */
  pruned: (files: number, kb: number, renderings: number): string =>
    `Cache: ${plural(files, 'arquivo que este build não usou foi removido', 'arquivos que este build não usou foram removidos')} (${kb} KB), e ${plural(renderings, 'texto renderizado', 'textos renderizados')} que nenhuma página usa mais.`,
  notRebuilt: 'O site não foi gerado de novo; dist/ continua com a última versão que deu certo.',
  liveWithStandIns:
    'O site está declarado no ar (live: true em content/site.yaml), mas ainda tem dados provisórios: nada foi publicado, dist/ continua com a última versão. ',
  /** Watch mode (npm run dev). */
  editorCannotSave: (why: string): string => `O editor não consegue salvar: ${why}`,
  watching: (url: string): string =>
    `\nAcompanhando content/, locales/, templates/, islands/ e public/: cada arquivo salvo atualiza o site. Abra ${url}`,
  editorAt: (url: string): string => `O editor: ${url}`,
  updated: (ms: number, rendered: number, written: number, removed: number): string =>
    `Site atualizado em ${ms} ms: ${rendered} páginas refeitas, ${written} arquivos escritos, ${removed} removidos.`,
  notUpdated:
    'O site não foi atualizado: o problema aparece acima e na página aberta; o site segue na última versão que passou.',
  badPort: (value: string): string =>
    `PORT=${value} não é uma porta: use um número de 1 a 65535 (por exemplo PORT=3001 npm run dev), ou tire o PORT para usar a 3000.`,
  previewLocalOnly:
    'A pré-visualização só abre neste computador: use o endereço http://localhost com a porta do npm run dev.',
  /** The line a build ends with: how many stand-ins remain, by kind, and whether the site is a preview. */
  standIns: (count: number, parts: readonly string[], preview: boolean): string => {
    const mode = preview
      ? 'Prévia: todas as páginas com noindex e robots.txt fechado para buscadores.'
      : 'Site no ar: páginas abertas aos buscadores.';
    return count
      ? `⚠ ${count} dados provisórios (${parts.join('; ')}). ${mode} Lista completa: npm run check -- --json; o que fornecer: docs/LANCAMENTO.md.`
      : `⚠ Nenhum dado provisório. ${mode}`;
  },
} as const;
