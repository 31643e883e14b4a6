/** Which pages a build renders: those its changes feed, and in watch mode the open ones first. */
import { routesToRender, type PicturesShown, type Route } from './routes/routes';
import type { AssetManifest } from './render/bundle';
import type { DistState } from './state';
import { STYLE_SHEETS } from '../templates/types';

/** Of the route ids to render, those of the open pages, when there are others too (else undefined). */
export function openFirst(
  routes: readonly Route[],
  ids: ReadonlySet<string>,
  open: readonly string[],
): Set<string> | undefined {
  const urls = new Set(open);
  const first = new Set(routes.filter((r) => ids.has(r.id) && urls.has(r.url)).map((r) => r.id));
  return first.size && first.size < ids.size ? first : undefined;
}

/** Route ids to render: those the changes feed; all when the changes are unknown or the pages' script or stylesheet changed. */
export function pagesToRender(
  previous: DistState,
  routes: Route[],
  assets: AssetManifest,
  changed: readonly string[] | undefined,
  shows?: PicturesShown,
): Set<string> {
  const sameAssets =
    previous.assets?.script === assets.script &&
    previous.assets.offerScript?.hash === assets.offerScript.hash &&
    STYLE_SHEETS.every((s) => previous.assets?.css[s] === assets.css[s]);
  return changed && sameAssets
    ? routesToRender(previous.routes, routes, changed, shows)
    : new Set(routes.map((r) => r.id));
}
