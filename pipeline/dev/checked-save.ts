/**
 * A save's check hands its site to the rebuild that follows the save. The check loaded,
 * validated and routed the site with the save's files in place; when the rebuild loads inputs
 * of the same content (every page, data file, interface text and picture hashed the same, and
 * the same load findings), it goes on from that site instead of validating and routing it
 * again. Any difference (a file edited by hand or in another tab since, a save written other
 * than checked) and the rebuild validates as always. Content hashes decide, never file times.
 */
import { loadedYamlFiles, type RawSite } from '../load/load';
import type { Staged, StageInput } from '../stages';

/** What a passed check made: the loaded, validated and routed site. */
export type CheckedSite = Staged<'routes'>;

/** Every input of a loaded site with its content hash (undefined: not hashed, so never taken as the same). */
function inputs(raw: RawSite): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const d of raw.docs) out.set(d.doc.file, d.hash);
  for (const f of [...loadedYamlFiles(raw), ...Object.values(raw.locales)]) out.set(f.file, f.hash);
  for (const [name, p] of raw.images) out.set(`picture:${name}`, p.hash);
  out.set('version', raw.version);
  out.set('issues', JSON.stringify(raw.issues));
  return out;
}

export function sameInputs(a: RawSite, b: RawSite): boolean {
  const was = inputs(a);
  const now = inputs(b);
  return was.size === now.size && [...was].every(([key, hash]) => hash !== undefined && now.get(key) === hash);
}

/**
 * The build's `validated`: the check's site and routes for a load of the same inputs. Its
 * pictures are read from where this load found them (the check read a draft's from the draft).
 */
export function fromCheck(checked: CheckedSite): NonNullable<StageInput['validated']> {
  return (raw) =>
    sameInputs(checked.load, raw)
      ? { validate: { ...checked.validate, images: raw.images }, routes: checked.routes }
      : undefined;
}
