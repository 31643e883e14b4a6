/**
 * A save's check hands its site to the rebuild that follows the save. The check loaded,
 * validated and routed the site with the save's files in place; when the rebuild loads inputs
 * of the same content (every page, data file, interface text and picture hashed the same, and
 * the same load findings), it goes on from that site instead of validating and routing it
 * again. Any other difference (a file edited by hand or in another tab since, a save written
 * other than checked) and the rebuild validates as always. Content hashes decide, never file times.
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

/** Every text the check read (pages and YAML files, as written): where a picture would be named. */
function textsOf(raw: RawSite): string[] {
  return [
    ...raw.docs.flatMap((d) => [d.doc.front?.source ?? '', d.doc.body]),
    ...loadedYamlFiles(raw).map((f) => f.parsed?.source ?? ''),
  ];
}

/** Whether one of `texts` names the picture (content/-relative): by its file name, to be safe. */
function named(texts: readonly string[], picture: string): boolean {
  const name = picture.slice(picture.lastIndexOf('/') + 1);
  return texts.some((text) => text.includes(name));
}

/**
 * Whether `now` loaded the inputs `was` (a passed check) read, by content. A picture gone since
 * that no text of the check names (one a publication stopped showing, deleted after it)
 * changes nothing validate or routes decide: the build takes its own list of pictures.
 */
export function sameInputs(was: RawSite, now: RawSite): boolean {
  const before = inputs(was);
  const after = inputs(now);
  const gone = [...was.images.keys()].filter((name) => !now.images.has(name));
  // The texts are gathered once per save, and only when a picture went.
  const texts = gone.length ? textsOf(was) : [];
  for (const name of gone) if (!named(texts, name)) before.delete(`picture:${name}`);
  return (
    before.size === after.size && [...before].every(([key, hash]) => hash !== undefined && after.get(key) === hash)
  );
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
