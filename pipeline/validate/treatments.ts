/**
 * Treatment pages' summary card and pictures (part of stage 2): who treats is one list of the
 * team's specialties, the same in every language and held by someone in content/team.yaml, and
 * every picture exists.
 */
import { LANGS } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { similarImage, type RawSite } from '../load/load';
import { pictureKey } from '../load/pictures';
import type { TeamContent } from '../schemas/team';
import type { Pages } from './pages';

/** Specialties someone at the clinic holds (owners and members; a technician treats nobody). */
export function heldSpecialties(team: TeamContent): string[] {
  const held = new Set<string>();
  for (const o of team.owners) for (const s of o.specialties) held.add(s);
  for (const m of team.members) if (m.role !== 'tsb') held.add(m.specialty);
  return [...held];
}

export function checkTreatments(
  pages: Pages,
  team: TeamContent | undefined,
  raw: RawSite,
  issues: ContentIssue[],
): void {
  const frontOf = new Map(raw.docs.map((d) => [d.doc.file, d.doc.front]));
  const held = team ? heldSpecialties(team) : undefined;
  for (const byLang of Object.values(pages.treatments)) {
    let first: { value: readonly string[]; file: string } | undefined;
    for (const lang of LANGS) {
      const found = byLang[lang];
      if (!found) continue;
      const front = frontOf.get(found.file);
      const at = (...path: (string | number)[]) => front?.locate(path);
      // From here on a picture is known by its key under content/, wherever it was saved (a
      // copy: the checked front matter is reused between watch builds).
      const pictures = found.front.pictures.map((p) => ({ ...p, src: pictureKey(found.file, p.src) }));
      byLang[lang] = { ...found, front: { ...found.front, pictures } };
      pictures.forEach((p, i) => {
        if (!raw.images.has(p.src)) {
          issues.push(
            makeIssue(
              'IMAGE_MISSING',
              { image: found.front.pictures[i]!.src, suggestion: similarImage(p.src, raw.images) },
              found.file,
              at('pictures', i, 'src'),
              front?.source,
              1,
            ),
          );
        }
      });
      const value = found.front.treated_by;
      if (held) {
        value.forEach((s, i) => {
          if (!held.includes(s))
            issues.push(
              makeIssue('TREATED_BY_NOBODY', { specialty: s, held }, found.file, at('treated_by', i), front?.source, 1),
            );
        });
      }
      if (first && [...value].sort().join() !== [...first.value].sort().join()) {
        issues.push(
          makeIssue(
            'TREATED_BY_DIFFERS',
            { value, first: first.value, firstFile: first.file },
            found.file,
            at('treated_by'),
            front?.source,
            1,
          ),
        );
      }
      first ??= { value, file: found.file };
    }
  }
}
