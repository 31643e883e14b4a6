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
