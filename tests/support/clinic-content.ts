/**
 * The clinic's content as the build reads it, for browser tests that check the site shows what
 * the content holds: expectations follow the content, so an editor's ordinary edit (a member
 * more, a question less) never turns them red.
 */
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load/load';
import { validateSite, type Site } from '../../pipeline/validate/validate';
import { authorsOf } from '../../pipeline/validate/blog';
import { authorFits } from '../../pipeline/schemas/blog';

let site: Promise<Site> | undefined;

/** The repository's content, read once per test process. */
export function clinicContent(): Promise<Site> {
  site ??= loadSources(resolvePaths()).then((raw) => validateSite(raw));
  return site;
}

/** The content of the copy at `root` as it is now (the editor tests' site, which they edit). */
export function contentAt(root: string): Promise<Site> {
  return loadSources(resolvePaths(root)).then((raw) => validateSite(raw));
}

/** A person the editor offers as a post's author, as it names them, and the categories they may sign. */
export interface AuthorChoice {
  slug: string;
  name: string;
  /** "Dra. Nome — Ortodontia": the name and fields, in Portuguese. */
  label: string;
  categories: string[];
}

/** Everyone on the team of the copy at `root`, in content order (owners first), with what they may sign. */
export async function authorChoices(root: string): Promise<AuthorChoice[]> {
  const site = await contentAt(root);
  return authorsOf(site.team).map((a) => ({
    slug: a.slug,
    name: a.name,
    label: `${a.name} — ${a.specialties.map((s) => site.team.specialty_names[s].pt).join(', ')}`,
    categories: site.categories.filter((c) => authorFits(a, c)).map((c) => c.slug),
  }));
}
