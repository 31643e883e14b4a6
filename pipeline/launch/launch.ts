/**
 * Preview or live: what the stand-ins mean for a build. Every build and `npm run check` end
 * with their count by kind; a release build of a site declared live (`live: true` in
 * content/site.yaml) refuses while any remains, naming each one.
 */
import { STAND_IN_KINDS, STAND_IN_KIND_NAMES, type StandInKind } from '../../model/stand-in';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { StandIn } from './stand-ins';

export type { StandIn } from './stand-ins';

export function countByKind(standIns: readonly StandIn[]): Record<StandInKind, number> {
  const counts = Object.fromEntries(STAND_IN_KINDS.map((k) => [k, 0])) as Record<StandInKind, number>;
  for (const s of standIns) counts[s.kind]++;
  return counts;
}

/** The line a build ends with: how many stand-ins remain, by kind, and whether the site is a preview. */
export function standInSummary(standIns: readonly StandIn[], preview: boolean): string {
  const mode = preview
    ? 'Prévia: todas as páginas com noindex e robots.txt fechado para buscadores.'
    : 'Site no ar: páginas abertas aos buscadores.';
  if (!standIns.length) return `⚠ Nenhum dado provisório. ${mode}`;
  const counts = countByKind(standIns);
  const parts = STAND_IN_KINDS.filter((k) => counts[k]).map((k) => `${STAND_IN_KIND_NAMES[k]}: ${counts[k]}`);
  return `⚠ ${standIns.length} dados provisórios (${parts.join('; ')}). ${mode} Lista completa: npm run check -- --json; o que fornecer: docs/LANCAMENTO.md.`;
}

/** Why a live release build is refused: each stand-in at its file and line, with what to supply (no code frame: the list is long). */
export function refusal(standIns: readonly StandIn[]): ContentIssue[] {
  return standIns.map((s) =>
    makeIssue(
      'STAND_IN',
      { kind: STAND_IN_KIND_NAMES[s.kind], field: s.field, value: s.value, supply: s.supply },
      s.file,
      s.line !== undefined ? { line: s.line, col: s.col ?? 1 } : undefined,
    ),
  );
}
