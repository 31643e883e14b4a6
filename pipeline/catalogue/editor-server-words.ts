/**
 * What the editor's own server says in Portuguese (part of the one catalogue): its answers to
 * the editorial workflow, the proxy's refusals of a request, the states its lists show, and
 * the pages it serves (the launch checklist, the translations' status).
 */

/** The editorial workflow's answers (workflow.ts): a draft saved, moved, published or removed. */
export const WORKFLOW_WORDS = {
  noDraft: 'Não há rascunho desta entrada.',
  noEntry: 'Pedido inválido: falta a coleção ou a entrada.',
  stray: (files: string): string => `Nada foi publicado: o rascunho escreveria fora dos arquivos do editor (${files}).`,
  clash: (files: string): string =>
    `Nada foi publicado: ${files} mudou no site depois deste rascunho, nas mesmas linhas que ele muda. Anote a sua alteração, exclua este rascunho e faça-a de novo sobre o texto atual.`,
  noLanguageText: 'Este idioma não tem texto.',
  noPicture: 'Imagem não encontrada.',
  unknownStatus: 'Situação desconhecida.',
  statusChanged: (status: string): string => `situação: ${status}`,
  draftDeleted: 'rascunho excluído',
  unknownAction: (action: string): string => `Ação desconhecida: ${action}`,
  /** The deletion of a published entry (Decap's "Excluir entrada publicada", and "Despublicar"). */
  entryRemoved: 'entrada excluída',
} as const;

/** The editor's proxy (admin-server.ts): requests it refuses, and the pages it cannot show. */
export const PROXY_WORDS = {
  outsideContent: (paths: string): string => `Fora de content/: ${paths}`,
  throughLink: (file: string): string =>
    `${file} leva para fora de content/ (um atalho): o editor não o lê nem o escreve.`,
  pictureTooLarge: (mb: number): string =>
    `Imagem grande demais: envie imagens de até ${mb} MB (o site as reduz para cada tela).`,
  requestTooLarge: (limitMb: number, pictureMb: number): string =>
    `Envio grande demais (mais de ${limitMb} MB). Envie imagens de até ${pictureMb} MB.`,
  deletionUnchecked: (error: string): string =>
    `Nada foi excluído: o site não conseguiu conferir esta exclusão.\n${error}`,
  /** How a refusal of a deletion begins, in place of a save's "Nada foi salvo". */
  nothingDeleted: 'Nada foi excluído',
  /** A picture the media library would delete while pages show it or waiting drafts name it (each list by title). */
  pictureInUse: (pages: readonly string[], drafts: readonly string[]): string => {
    const list = (names: readonly string[]) => names.map((n) => `• «${n}»`).join('\n');
    const where: string[] = [];
    const open: string[] = [];
    if (pages.length) {
      where.push(
        `${pages.length > 1 ? 'Estas páginas mostram' : 'Esta página mostra'} a imagem e ficaria${pages.length > 1 ? 'm' : ''} sem ela:\n${list(pages)}`,
      );
      open.push(pages.length > 1 ? 'cada página' : 'a página');
    }
    if (drafts.length) {
      where.push(
        `${drafts.length > 1 ? 'Estes rascunhos ainda não publicados usam' : 'Este rascunho ainda não publicado usa'} a imagem (veja em Fluxo de trabalho):\n${list(drafts)}`,
      );
      open.push(drafts.length > 1 ? 'cada rascunho' : 'o rascunho');
    }
    const discard = drafts.length ? ' (um rascunho que não vai ser publicado sai com «Excluir alterações»)' : '';
    return `Nada foi excluído: a imagem ainda está em uso.\n${where.join('\n')}\nComo resolver: abra ${open.join(' e ')}, troque ou tire a imagem e salve${discard}; depois exclua a imagem de novo. Ou mantenha a imagem.`;
  },
  draftGone: 'Este rascunho não existe mais: foi publicado ou excluído.',
  draftUnchanged: 'Este rascunho ainda não muda nenhum arquivo.',
  malformedJson: 'Pedido inválido (JSON malformado).',
  invalidRequest: 'Pedido inválido.',
  noAction: 'Pedido inválido: falta a ação.',
  backendDown: 'O editor não consegue salvar: o servidor de arquivos não está rodando (reinicie npm run dev).',
  previewNeedsDev: 'A pré-visualização precisa do npm run dev.',
  noOwnPage: 'Esta entrada não tem uma página própria: veja a mudança nas páginas que a mostram.',
  notTranslation: 'Não é uma tradução.',
  draftPictureGone: 'Esta imagem não está mais em nenhum rascunho aberto.',
  localOnly: 'O editor só abre neste computador: use o endereço http://localhost com a porta do npm run dev.',
} as const;

/** A draft's situation in the editorial workflow, as the editor's lists name it (entry-states.ts). */
export const WORKFLOW_STATES = {
  draft: 'rascunho',
  pending_review: 'em revisão',
  pending_publish: 'pronto',
} as const;

/** The label the preview puts on a picture slot still holding stand-in artwork. */
export const ARTWORK_LABEL = 'Ilustração provisória: envie uma foto';

/** /admin/lancamento/: what the clinic still has to supply before the site goes live. */
export const LAUNCH_PAGE = {
  title: 'Antes de lançar o site',
  back: '← Voltar ao editor',
  intro:
    'Estes dados ainda não são da clínica: estão no lugar dos verdadeiros (fotos, depoimentos, parceiros, formações, contatos). Cada item diz o que enviar e abre o campo no editor. Depois de publicar a troca, o item sai desta lista. O guia completo está em docs/LANCAMENTO.md.',
  problems: (n: number): string =>
    `O conteúdo tem ${n} erro(s) a corrigir antes: o editor os mostra ao salvar, e <code>npm run check</code> lista todos.`,
  /** "Faltam N dados …": the count is marked up by the page. */
  missing: (count: string): string => `Faltam ${count} dados da clínica antes de lançar o site.`,
  liveRefused: 'O site está declarado no ar, e a publicação é recusada até que todos sejam substituídos.',
  previewUntil: 'Até lá o site é publicado como prévia, fora dos buscadores.',
  none: (count: string): string => `Nenhum dado provisório: ${count}.`,
  liveOpen: 'O site está declarado no ar: a publicação o abre aos buscadores.',
  howToLaunch: 'Para lançar, ligue «Site no ar» em Dados da clínica e publique.',
} as const;

/** /admin/traducoes/: every translated page and the state of each language. */
export const TRANSLATION_PAGE = {
  title: 'Situação das traduções',
  back: '← Voltar ao editor',
  intro:
    'Cada tradução guarda de qual texto em português ela foi feita. Quando o português muda depois, a tradução daquele campo aparece aqui <strong>a revisar</strong>. Abra a página, corrija a tradução e publique; se ela continua certa, use «Marcar como revisada» no aviso da página.',
  summary: (ok: number, review: number, missing: number): string =>
    `${ok} em dia · ${review} a revisar · ${missing} não traduzidas`,
  caption: 'Páginas e idiomas',
  page: 'Página',
  upToDate: 'em dia',
  notTranslated: 'não traduzido',
  toReview: 'a revisar:',
  missingFields: 'faltam:',
  andMore: (n: number): string => `e mais ${n}`,
} as const;
