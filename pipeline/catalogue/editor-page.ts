/**
 * The words of the editor page's own tools (editor/browser/): the page text's bar and its page
 * picker, the five languages side by side, a replaced picture's note. Part of the one catalogue.
 */
export const PAGE_TEXT = {
  toolbar: 'Formatar o texto da página',
  heading: ['Título de seção', 'Começa a linha com ## (um título de seção)'],
  subheading: ['Subtítulo', 'Começa a linha com ### (um título dentro da seção)'],
  list: ['Lista', 'Começa cada linha com - (uma lista)'],
  numbered: ['Lista numerada', 'Numera as linhas: 1., 2., 3.'],
  bold: ['Negrito', 'Põe o trecho escolhido entre ** (negrito)'],
  link: 'Link para uma página',
  linkHint: 'Um link para outra página do site, escolhida pelo título',
  search: 'Procurar pelo título',
  listFailed: 'A lista de páginas não abriu: salve o texto e recarregue o editor.',
  noMatch: 'Nenhuma página com esse título.',
} as const;

export const SIDE_BY_SIDE = {
  title: 'Os cinco idiomas lado a lado (só leitura)',
  close: 'Fechar',
  caption: 'Cada linha é um campo; cada coluna, um idioma. Para mudar um texto, feche e edite no formulário.',
  untranslated: '— não traduzido',
} as const;

export const NEW_PICTURE_NOTE = 'Imagem nova: escreva a descrição dela (a anterior descrevia a imagem antiga).';

/** A photo taller than wide chosen for a slot that shows pictures wider than tall (its shape, "3:2"). */
export const PORTRAIT_NOTE = (ratio: string): string =>
  `Esta foto está em pé, e este lugar mostra as fotos deitadas (formato ${ratio}): só uma faixa do meio vai aparecer. Prefira uma foto deitada, ou ajuste o ponto de foco para o que deve ficar à vista.`;
