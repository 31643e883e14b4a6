/**
 * Decap's Portuguese interface: the locale it speaks, and the phrases that complete it (in the
 * catalogue, pipeline/catalogue/editor-page-words.ts, by Decap's keys).
 */
/** Decap's own locale the editor's interface speaks (its code in Decap's list, not a site language). */
export const DECAP_LOCALE = 'pt';

export { DECAP_PHRASES as DECAP_PT } from '../../pipeline/catalogue/editor-page-words';
