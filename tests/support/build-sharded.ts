/**
 * For the browser test of a sharded search index: builds a copy of the site with two posts
 * per search shard and prints where its dist/ is, with the shard each Portuguese post is in.
 * Usage: node --import tsx tests/support/build-sharded.ts
 */
import '../../pipeline/production-mode';
import { runBuild } from '../../pipeline/index';
import { searchShards } from '../../pipeline/outputs/search-index';
import { makeFixture } from './fixture';

const SHARD_POSTS = 2;
const fx = await makeFixture({ real: true, ownCache: true });
const result = await runBuild({ paths: fx.paths, mode: { searchShardPosts: SHARD_POSTS } });
await result.cleanup;
const posts = result.state.dist.routes.filter((r) => r.template === 'blog-post' && r.lang === 'pt');
const shards = searchShards(
  posts.map((r) => ({ url: r.url, lang: r.lang, title: '', lead: '', prose: '' })),
  SHARD_POSTS,
);
const shardOfUrl = Object.fromEntries(shards.flatMap((s) => s.docs.map((d) => [d.url, s.name])));
console.log(JSON.stringify({ dir: fx.dir, dist: fx.paths.dist, shardOfUrl }));
