/**
 * Preview or live: what the stand-ins mean for a build. Every build and `npm run check` end
 * with their count by kind; a release build of a site declared live (`live: true` in
 * content/site.yaml) refuses while any remains, naming each one.
 */
import { STAND_IN_KINDS, STAND_IN_KIND_NAMES, type StandInKind } from '../../model/stand-in';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { StandIn } from './stand-ins';
import { RUN } from '../catalogue/run';

export type { StandIn } from './stand-ins';

export function countByKind(standIns: readonly StandIn[]): Record<StandInKind, number> {
  const counts = Object.fromEntries(STAND_IN_KINDS.map((k) => [k, 0])) as Record<StandInKind, number>;
  for (const s of standIns) counts[s.kind]++;
  return counts;
}

/** The line a build ends with: how many stand-ins remain, by kind, and whether the site is a preview. */
export function standInSummary(standIns: readonly StandIn[], preview: boolean): string {
  const counts = countByKind(standIns);
  const parts = STAND_IN_KINDS.filter((k) => counts[k]).map((k) => `${STAND_IN_KIND_NAMES[k]}: ${counts[k]}`);
  return RUN.standIns(standIns.length, parts, preview);
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
