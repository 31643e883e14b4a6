import { describe, expect, it } from 'vitest';
import { searchShards, shardDir, shardOf, type SearchDocument } from '../../pipeline/outputs/search-index';

const doc = (lang: SearchDocument['lang'], i: number): SearchDocument => ({
  url: `/${lang === 'pt' ? '' : `${lang}/`}blog/post-${i}/`,
  lang,
  title: `Post ${i}`,
  lead: '',
  prose: `<p>${lang} ${i}</p>`,
});

describe('search shards', () => {
  const docs = [
    ...Array.from({ length: 1200 }, (_, i) => doc('pt', i)),
    ...Array.from({ length: 3 }, (_, i) => doc('en', i)),
  ];

  it('keeps a small blog in the main index, and splits a large language into shards of about the given size', () => {
    expect(searchShards(docs.slice(1190), 500).map((s) => s.name)).toEqual(['main']);
    const shards = searchShards(docs, 500);
    expect(shards.map((s) => s.name)).toEqual(['main', 'pt-1', 'pt-2']);
    // Every post in exactly one shard; English (3 posts) all in the main index.
    expect(shards.flatMap((s) => s.docs.map((d) => d.url)).sort()).toEqual(docs.map((d) => d.url).sort());
    expect(shards[0]!.docs.filter((d) => d.lang === 'en')).toHaveLength(3);
    for (const s of shards.slice(1)) expect(new Set(s.docs.map((d) => d.lang))).toEqual(new Set(['pt']));
    // A hash spreads 1200 posts over 3 shards evenly enough.
    for (const s of shards) expect(s.docs.filter((d) => d.lang === 'pt').length).toBeGreaterThan(300);
  });

  it('puts a post in the same shard whatever the order, and changes only its shard key when it changes', () => {
    const a = searchShards(docs, 500);
    const b = searchShards([...docs].reverse(), 500);
    expect(b.map((s) => [s.name, s.docs.map((d) => d.url).sort()])).toEqual(
      a.map((s) => [s.name, s.docs.map((d) => d.url).sort()]),
    );
    const edited = docs.map((d, i) => (i === 7 ? { ...d, prose: '<p>changed</p>' } : d));
    const c = searchShards(edited, 500);
    const changed = c.filter((s, i) => s.key !== a[i]!.key).map((s) => s.name);
    expect(changed).toEqual([a.find((s) => s.docs.some((d) => d.url === docs[7]!.url))!.name]);
  });

  it('names where each shard lives in dist/, and which shard owns a file', () => {
    expect(shardDir('main')).toBe('pagefind/');
    expect(shardDir('pt-2')).toBe('pagefind/shards/pt-2/');
    expect(shardOf('pagefind/index/pt-br_1.pf_index')).toBe('main');
    expect(shardOf('pagefind/shards/pt-2/fragment/x.pf_fragment')).toBe('pt-2');
    expect(shardOf('pagefind/shards.js')).toBeUndefined();
    expect(shardOf('blog/index.html')).toBeUndefined();
  });
});
