/**
 * The fixture clinic built as `npm run build` builds it (its state kept in the cache, the new
 * tree swapped in for dist/, with or without the spare of the tree it replaced), and what its
 * dist/ then differs in from a full build of the same content: what the spare's tests share.
 */
import path from 'node:path';
import { runBuild, snapshotStore, swapped } from '../../pipeline/index';
import type { BuildResult } from '../../pipeline/build-options';
import type { Paths } from '../../pipeline/config';
import { makeFixture, type Fixture } from './fixture';
import { differing, treeHashes } from './tree';

export interface SpareSite {
  fx: Fixture;
  paths: Paths;
  /** Where the replaced tree is kept. */
  spare: string;
  build(withSpare: boolean): Promise<BuildResult>;
  /** The files of dist/ a full build of the content as it is now gives other bytes (or not at all). */
  differsFromFull(): Promise<string[]>;
}

/** A fixture clinic with its own cache; its `remove` is the caller's to call. */
export async function spareSite(): Promise<SpareSite> {
  const fx = await makeFixture({ ownCache: true });
  const paths = fx.paths;
  const spare = path.join(paths.cache, 'dist-spare');
  let fulls = 0;
  return {
    fx,
    paths,
    spare,
    async build(withSpare) {
      const r = await runBuild({
        paths,
        from: { store: snapshotStore(paths), target: swapped(paths.dist, withSpare ? { spare } : {}) },
      });
      await r.cleanup;
      return r;
    },
    async differsFromFull() {
      const dist = path.join(fx.dir, `dist-full-${fulls++}`);
      await (await runBuild({ paths: { ...paths, dist } })).cleanup;
      return differing(await treeHashes(paths.dist), await treeHashes(dist));
    },
  };
}
