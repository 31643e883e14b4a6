/**
 * Decap's Portuguese interface, completed and adjusted: the phrases its `pt` locale lacks
 * (Decap would show them in English), and a few it words differently from this site.
 * tests/unit/decap-config.test.ts checks that no phrase of Decap's English locale is left out.
 */
/** Decap's own locale the editor's interface speaks (its code in Decap's list, not a site language). */
export const DECAP_LOCALE = 'pt';

export const DECAP_PT = {
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
    editorControl: { field: { widgetLabel: 'campo %{widgetLabel}' } },
    editorControlPane: {
      // Decap's pt agrees every label with "obrigatório" ("Imagem de capa é obrigatório").
      widget: { required: 'Preencha «%{fieldLabel}»: o campo é obrigatório.' },
      i18n: {
        copyFromLocale: 'Copiar de outro idioma',
        copyFromLocaleConfirm:
          'Copiar o conteúdo de %{locale}?\nTudo o que está escrito neste idioma será substituído.',
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
      // The reasons are shown in full below (admin.tsx keeps them on screen).
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
