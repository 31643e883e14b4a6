/**
 * What the editor's own server says in Portuguese (part of the one catalogue): its answers to
 * the editorial workflow, the proxy's refusals of a request, and the pages it serves.
 */

/** The editorial workflow's answers (workflow.ts): a draft saved, moved, published or removed. */
export const WORKFLOW_WORDS = {
  /** The deletion of a published entry (Decap's "Excluir entrada publicada", and "Despublicar"). */
  entryRemoved: 'entrada excluída',
} as const;
