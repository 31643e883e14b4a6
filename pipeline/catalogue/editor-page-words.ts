/**
 * The words of the editor page itself (editor/browser/): its notes, boxes and prompts, the words
 * it gives assistive technology, and the phrases that complete Decap's own Portuguese interface
 * (by Decap's keys). Part of the one catalogue; pipeline/catalogue/editor-page.ts holds its
 * writing tools' words.
 */
import { LANGUAGE_NAMES } from './refusals';
/** A post's author who does not fit the category chosen. */
export const AUTHOR_NOTE = {
  notInTeam: 'não está na equipe',
  outsideCategory: (category: string): string => `fora da área da categoria ${category}`,
  doesNotSign: 'não assina posts do blog',
  chooseNotInTeam: (person: string): string =>
    `${person} não está na Equipe: escolha outra pessoa na lista, ou o site não aceitará o post.`,
  chooseOutside: (person: string, category: string): string =>
    `${person} não é da área da categoria ${category}: escolha outra pessoa na lista, ou o site não aceitará o post.`,
  chooseNotSigning: (person: string): string => `${person} não assina posts do blog: escolha outra pessoa na lista.`,
  nobody: (category: string): string =>
    `Ninguém da equipe é da área da categoria «${category}»: veja as áreas dela em Categorias do blog.`,
} as const;

export const PREVIEW_TITLE = 'Pré-visualização da página';

/** The box that keeps a refusal on screen, and the fields it names. */
export const REFUSED = {
  close: 'Fechar',
  fieldNote: 'O site recusaria este campo: veja o motivo na mensagem embaixo.',
} as const;

export const CONFIRM_ITEM_REMOVAL = 'Remover este item da lista? Ele só sai do site quando você publicar.';

/** The translations' box of an open entry. */
export const TRANSLATION_NOTICE = {
  title: 'Traduções desta página',
  upToDate: (languages: string): string => `Em dia: ${languages}.`,
  missing: (languages: string): string => `Não traduzido: ${languages}.`,
  toReview: (fields: string): string => `a revisar ${fields}, o português mudou depois da tradução`,
  lacking: (fields: string): string => `faltam ${fields}`,
  markReviewed: 'Marcar como revisada',
  stillRight: (language: string): string => `A tradução em ${language} continua certa: não precisa mudar.`,
  sideBySide: 'Ver os cinco idiomas lado a lado',
  everyTranslation: 'Situação de todas as traduções',
  fieldToReview: 'A revisar: o português deste campo mudou depois da tradução.',
} as const;

/** What the words searched find in the pages' text. */
export const TEXT_SEARCH = {
  found: (pages: number, words: string): string =>
    `No texto das páginas: ${pages} ${pages === 1 ? 'página' : 'páginas'} com "${words}"`,
  nothing: (words: string): string => `No texto das páginas: nada com "${words}"`,
  more: (passages: number): string => `e mais ${passages} trechos`,
} as const;

/** What kind of field each is, in Portuguese: Decap names it by its widget's code name ("campo string"). */
export const FIELD_KINDS: Readonly<Record<string, string>> = {
  string: 'campo de texto',
  text: 'campo de texto longo',
  markdown: 'campo do texto da página',
  image: 'campo de imagem',
  file: 'campo de arquivo',
  list: 'lista',
  object: 'grupo de campos',
  select: 'campo de escolha',
  relation: 'campo de escolha',
  boolean: 'campo sim ou não',
  number: 'campo de número',
  datetime: 'campo de data',
  date_br: 'campo de data',
  author: 'campo de escolha',
  hidden: 'campo oculto',
  literal_or_object: 'campo de horário',
};

/** Words Decap and its libraries give assistive technology in English, in Portuguese. */
export const ASSISTIVE = {
  /** Decap's aria-label before the widget's code name. */
  fieldPrefix: 'campo ',
  closeNotice: 'Fechar o aviso',
  noticeTimer: 'Tempo até o aviso sumir',
  /** What the lists' drag handles say to screen readers (dnd-kit's words). */
  dragInstructions:
    'Para pegar um item, aperte a barra de espaço. Enquanto arrasta, use as setas para mover o item. Aperte espaço de novo para soltá-lo no novo lugar, ou Esc para cancelar.',
  dragNews: [
    [/^Picked up draggable item (.+)\.$/, 'Item $1 pego.'],
    [/^Draggable item (.+) was moved over droppable area (.+)\.$/, 'Item $1 sobre a posição $2.'],
    [/^Draggable item (.+) is no longer over a droppable area\.$/, 'Item $1 fora da lista.'],
    [/^Draggable item (.+) was dropped over droppable area (.+)$/, 'Item $1 solto na posição $2.'],
    [/^Draggable item (.+) was dropped\.$/, 'Item $1 solto.'],
    [/^Dragging was cancelled\. Draggable item (.+) was dropped\.$/, 'Arrastar cancelado: item $1 solto.'],
  ] as const satisfies readonly (readonly [RegExp, string])[],
} as const;

/** A new entry's toolbar: Decap's words for "no changes", and ours for "nothing saved yet". */
export const NEW_ENTRY = { saved: 'Alterações salvas', notSaved: 'Nova, ainda não salva' } as const;

/** A language's name after "do" ("do português"), from the catalogue's names. */
const languageName = (code: string): string => LANGUAGE_NAMES[code.toLowerCase()] ?? code;

/**
 * "Copiar de outro idioma" asks first. Decap's phrase (`copyFromLocaleConfirm`) is given only
 * the code of the language copied ("PT"): the page asks instead with both languages' names.
 */
export const COPY_FROM_LANGUAGE = {
  /** Decap's phrase, by which the page knows its question: `%{locale}` is the code copied. */
  decapPhrase: 'Copiar de %{locale} para este idioma?',
  ask: (from: string, to: string | undefined): string =>
    to
      ? `Copiar para o ${languageName(to)} o que está escrito em ${languageName(from)}?\nO que já está escrito em ${languageName(to)} nesta página será substituído.`
      : `Copiar o que está escrito em ${languageName(from)}?\nO que já está escrito neste idioma nesta página será substituído.`,
} as const;

/** The situations of an entry's unsaved changes, as /admin/status.json names them and the lists show them. */
export const ENTRY_SITUATIONS = ['rascunho', 'em revisão', 'pronto'] as const;

/**
 * Decap's words the page reads to mark what it shows (the toolbar of an entry): its own
 * Portuguese, and the situation line as DECAP_PHRASES words it.
 */
export const DECAP_WORDS = {
  published: 'Publicado',
  deletePublished: 'Excluir entrada publicada',
  deleteEntry: 'Excluir entrada',
  offSite: 'Fora do site (Rascunho ligado)',
  changes: (situation: string): string => `, mudanças: ${situation}`,
  situations: ['Rascunho', 'Em revisão'],
  publishChoices: ['Publicar agora', 'Publicar e criar novo(a)', 'Publicar e duplicar'],
  waitsForReady: ' (marque antes como Pronto)',
} as const;

/**
 * Decap's Portuguese interface, completed and adjusted: the phrases its `pt` locale lacks
 * (Decap would show them in English), and a few it words differently from this site. By
 * Decap's keys: Decap looks each phrase up by them. tests/unit/decap-config.test.ts checks that
 * no phrase of Decap's English locale is left out.
 */
export const DECAP_PHRASES = {
  auth: { loginWithForgejo: 'Entrar com Forgejo' },
  collection: {
    // "＋ Tratamento" shows a box where the font lacks "＋".
    collectionTop: {
      newButton: 'Adicionar: %{collectionLabel}',
      viewAsList: 'Ver como lista',
      viewAsGrid: 'Ver como grade',
    },
    entries: { unpublishedHeader: 'Entradas não publicadas' },
  },
  editor: {
    // The workflow's columns are a draft's "situação" (the guide's word; "status" is English).
    editor: {
      onPublishingNotReady: 'Antes de publicar, mude a situação para "Pronto".',
      onPublishingWithUnsavedChanges: 'Há mudanças não salvas: salve antes de publicar.',
      onUpdatingWithUnsavedChanges: 'Há mudanças não salvas: salve antes de mudar a situação.',
      onPublishing: 'Publicar esta entrada? Ela aparece no site em seguida.',
    },
    editorControl: { field: { widgetLabel: `${ASSISTIVE.fieldPrefix}%{widgetLabel}` } },
    editorControlPane: {
      // Decap's pt agrees every label with "obrigatório" ("Imagem de capa é obrigatório").
      widget: { required: 'Preencha «%{fieldLabel}»: o campo é obrigatório.' },
      i18n: {
        copyFromLocale: 'Copiar de outro idioma',
        copyFromLocaleConfirm: COPY_FROM_LANGUAGE.decapPhrase,
      },
    },
    editorInterface: {
      toggleNotes: 'Mostrar ou ocultar notas',
      // Decap's pt says "Mudar i18n".
      toggleI18n: 'Mostrar ou ocultar os outros idiomas',
      togglePreview: 'Mostrar ou ocultar a pré-visualização',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Nenhuma nota ainda. Escreva a primeira abaixo.',
      addNote: 'Adicionar nota',
      addPlaceholder: 'Escreva uma nota...',
      editPlaceholder: 'Edite a nota...',
      save: 'Salvar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Excluir',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: 'Excluir esta nota?',
      shortcut: 'Dica: Ctrl+Enter adiciona a nota',
    },
    editorToolbar: {
      deployButtonLabel: 'Ver a página no site',
      // A draft's page whole, built from the draft (/admin/rascunho/).
      deployPreviewButtonLabel: 'Ver o rascunho no site',
      deployPreviewPendingButtonLabel: 'Procurar a pré-visualização',
      status: 'Situação: %{status}',
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Tachado',
        toggleMode: { rich: 'Mudar para texto formatado', markdown: 'Mudar para Markdown' },
      },
      image: {
        chooseMultiple: 'Escolher imagens',
        addMore: 'Adicionar mais imagens',
        removeAll: 'Remover todas as imagens',
      },
      file: {
        chooseMultiple: 'Escolher arquivos',
        addMore: 'Adicionar mais arquivos',
        removeAll: 'Remover todos os arquivos',
      },
      datetime: { setToNow: 'Usar a data de hoje em %{fieldLabel}' },
      object: { expand: 'Abrir', collapse: 'Fechar' },
    },
  },
  workflow: {
    workflow: {
      // Decap's default ("MMMM D") names the month in English.
      dateFormat: 'DD/MM/YYYY',
      workflowHeading: 'Fluxo de trabalho: rascunhos, revisão e publicação',
      newPost: 'Nova entrada',
    },
    workflowList: {
      onPublishingNotReadyEntry:
        'Só entradas na coluna "Prontos" podem ser publicadas: arraste o cartão para lá antes de publicar.',
      onPublishEntry: 'Publicar esta entrada? Ela aparece no site em seguida.',
      onDeleteEntry: 'Excluir este rascunho? A página no site continua como está.',
      inReviewHeader: 'Em revisão',
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: 'Fechar' } },
  ui: {
    settingsDropdown: { account: 'Opções da conta' },
    toast: {
      // The reasons are shown in full below (the page keeps them on screen).
      onFailToPersist: 'Nada foi salvo: veja os motivos abaixo.',
      // Decap's pt says "você perdeu um campo" (lost, not missed).
      missingRequiredField: 'Falta preencher um campo obrigatório (marcado em vermelho). Preencha-o e salve de novo.',
      onFailToPublishEntry: 'Nada foi publicado: veja os motivos abaixo.',
      onFailToUpdateStatus: 'A situação não mudou: %{details}',
      // Its details are a script error in English ("Cannot read properties of undefined"), after a refused first save.
      onFailToLoadDeployPreview: 'O link para o rascunho aparece depois que o rascunho for salvo.',
      entryUpdated: 'Situação da entrada atualizada',
      entrySaved: 'Rascunho salvo: ainda não está no site',
      noteAdded: 'Nota adicionada',
      onFailToAddNote: 'Não foi possível adicionar a nota: %{details}',
      noteUpdated: 'Nota atualizada',
      onFailToUpdateNote: 'Não foi possível atualizar a nota: %{details}',
      noteDeleted: 'Nota excluída',
      onFailToDeleteNote: 'Não foi possível excluir a nota: %{details}',
      noteResolved: 'Nota resolvida',
      noteReopened: 'Nota reaberta',
      onFailToToggleNote: 'Não foi possível mudar a nota: %{details}',
    },
  },
};

/** A picture's focus point, set on the picture (editor/browser/focus-point.tsx). */
export const FOCUS_POINT = {
  howTo:
    'Clique ou toque na foto no ponto que deve ficar sempre à vista quando o site a corta (ou selecione a foto e use as setas do teclado; com Shift, passos menores).',
  picker: 'Ponto de foco na foto',
  value: (x: number, y: number): string => `${x}% da largura, ${y}% da altura`,
  phone: 'No celular',
  computer: 'No computador',
  sameShape: (ratio: string): string =>
    `O site mostra esta foto no formato ${ratio}, no celular e no computador; só muda o tamanho.`,
  muchLost: (percent: number, cut: 'height' | 'width'): string =>
    cut === 'height'
      ? `Só ${percent}% da altura da foto aparece no site: confira nos recortes acima se o que importa ficou à vista.`
      : `Só ${percent}% da largura da foto aparece no site: confira nos recortes acima se o que importa ficou à vista.`,
} as const;
