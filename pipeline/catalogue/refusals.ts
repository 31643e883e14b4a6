/**
 * What the editor says around the build's issues when it refuses a save, in Portuguese (part
 * of the one catalogue: the issues' own words are pipeline/error-catalog.ts's `pt`).
 */
import type { IssueCode } from '../error-catalog';

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  pt: 'português',
  en: 'inglês',
  es: 'espanhol',
  de: 'alemão',
  ar: 'árabe',
};

/**
 * Where the editor's way to fix differs from a file's (a button instead of a file name, or a
 * value to choose from a list rather than type).
 */
export const EDITOR_FIX: Partial<Record<IssueCode, string>> = {
  FIELD_MISSING: 'Preencha este campo.',
  VALUE_NOT_ALLOWED: 'Escolha uma das opções da lista.',
  UNKNOWN_KEY: 'Escolha uma das opções da lista.',
  UNKNOWN_FIELD: 'Apague esse campo.',
  IMAGE_MISSING: 'Envie a imagem pelo botão do campo.',
  YAML_SYNTAX: 'Desfaça a última alteração e tente de novo.',
  CONTROL_CHARACTER: 'Apague e digite de novo o trecho colado.',
  IMAGE_TOO_LARGE: 'Envie uma versão menor da imagem (até 10 MB).',
  IMAGE_UNREADABLE: 'Envie a imagem de novo, em JPEG, PNG, WebP ou AVIF.',
};

/** The editor's server refusing a request Decap should never send (a path outside its collections, an old format). */
export const WRITE_REFUSAL = {
  unknownAction: (action: string): string => `Ação desconhecida: ${action}.`,
  notWritable: (file: string, what: string): string =>
    `${file || '(sem caminho)'} não é ${what}: o editor não escreve nem apaga esse arquivo.`,
  picture: 'uma imagem da pasta de imagens nem da pasta de uma página',
  dataFile: 'um arquivo de uma coleção do editor',
  deletable: 'uma imagem nem uma página que o editor pode excluir',
  oldFormat: 'Pedido em formato antigo (entry): o editor envia os arquivos em dataFiles.',
  nothingToSave: 'Pedido inválido: nenhum arquivo para salvar.',
  nothingToDelete: 'Pedido inválido: nenhum arquivo para excluir.',
  fileWithoutText: 'Pedido inválido: um arquivo sem caminho ou sem texto.',
} as const;

/** Why the editor's preview shows no page. */
export const PREVIEW_REFUSAL = {
  notBuilt: 'O site ainda não foi gerado: corrija primeiro o erro que o npm run dev mostra.',
  noPageInLanguage: (lang: string): string =>
    `Esta entrada ainda não tem página em ${LANGUAGE_NAMES[lang] ?? lang}: escreva o texto neste idioma para criá-la.`,
  notAssembled: 'A página não pôde ser montada.',
} as const;

export const REFUSAL = {
  /** Empty required fields of one page, together. */
  missing: (place: string, labels: readonly string[]): string =>
    `• ${place}: ${labels.length === 1 ? 'falta' : 'faltam'} ${labels.join(', ')}. Como corrigir: preencha ${labels.length === 1 ? 'esse campo' : 'esses campos'}.`,
  reason: (place: string, what: string, fix: string): string => `• ${place}: ${what}. Como corrigir: ${fix}`,
  field: (label: string): string => `campo «${label}»`,
  /** A line of a text, shown instead of its number (the editor's text box has none). */
  excerpt: (text: string): string => `no trecho "${text}"`,
  /** The page a problem is in, when it is not the one being saved. */
  elsewhere: 'outra página',
  /** A page the refusal cannot name (it has no title and no place in the editor). */
  unnamed: 'uma página do site',
  text: 'Texto da página',
  /** How to fix a file this editor did not break: whoever changed it fixes it; the editor's text waits. */
  elsewhereFix:
    'Essa página foi alterada fora do editor (outra pessoa, ou uma edição direta no arquivo): quem a alterou precisa corrigi-la, ou desfazer essa alteração. O seu texto continua aqui; salve de novo depois.',
  /** The first line of a refusal. */
  head: (done: 'salvo' | 'publicado', count: number, othersOnly: boolean): string =>
    othersOnly
      ? `Nada foi ${done}: o site não consegue conferir esta alteração enquanto ${count === 1 ? 'outra página tem um problema' : `outras páginas têm ${count} problemas`}, que não ${count === 1 ? 'está' : 'estão'} nesta página.`
      : `Nada foi ${done}: ${count === 1 ? 'o site recusaria esta alteração' : `o site recusaria esta alteração por ${count} motivos`}.`,
  unchecked: (done: 'salvo' | 'publicado', error: string): string =>
    `Nada foi ${done}: o site não conseguiu conferir esta alteração.\n${error}`,
  draftRefused: 'O site recusaria este rascunho:',
  previewWaits: 'A página aparece aqui quando estes pontos forem resolvidos:',
} as const;

/** Why a deletion, or a switch to «Rascunho», is refused: the pages that link to the entry, by name. */
export const REMOVAL = {
  deleted: (list: string, many: boolean): string =>
    `Nada foi excluído: ${many ? 'estas páginas têm links' : 'esta página tem um link'} para esta entrada, que deixaria de funcionar:\n${list}\nComo resolver: abra ${many ? 'cada uma' : 'essa página'}, tire ou troque o link, salve, e exclua esta entrada de novo. Ou mantenha esta entrada.`,
  drafted: (list: string, many: boolean, done: 'salvo' | 'publicado'): string =>
    `Nada foi ${done}: com «Rascunho» ligado esta entrada sai do site, e ${many ? 'estas páginas têm links' : 'esta página tem um link'} para ela, que deixaria de funcionar:\n${list}\nComo resolver: abra ${many ? 'cada uma' : 'essa página'}, tire ou troque o link, salve, e ${done === 'salvo' ? 'salve' : 'publique'} esta entrada de novo. Ou desligue «Rascunho» e mantenha a entrada no site.`,
} as const;

/** A save that leaves a page no menu, home list or other page links to: saved, with this notice. */
export const ORPHAN_NOTICE = {
  inList: (place: string): string => `em «${place}», acrescente um item com esta página`,
  homeList: 'acrescente-a à lista da página inicial',
  line: (page: string, where: string): string =>
    `• «${page}» está no site, mas nenhum menu, a página inicial nem outra página tem link para ela: visitantes só a encontram por busca. Como ligá-la: ${where} (a lista faz o menu e os cartões da página inicial); ou ponha um link para ela no texto de outra página.`,
  saved: (lines: string): string => `Salvo, com um aviso:\n${lines}`,
} as const;
