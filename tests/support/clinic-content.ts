/**
 * The clinic's content as the build reads it, for browser tests that check the site shows what
 * the content holds: expectations follow the content, so an editor's ordinary edit (a member
 * more, a question less) never turns them red.
 */
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load/load';
import { validateSite, type Site } from '../../pipeline/validate/validate';

let site: Promise<Site> | undefined;

export function clinicContent(): Promise<Site> {
  site ??= loadSources(resolvePaths()).then((raw) => validateSite(raw));
  return site;
}
