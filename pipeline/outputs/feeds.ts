/** One Atom feed per language with posts: /blog/feed.xml, /en/blog/feed.xml, ... */
import { LANGS, HTML_LANG, type Lang } from '../../model/languages';
import { nameIn } from '../../model/people';
import { postsIn } from '../rules/blog';
import { ROUTE_ID, type PageMap } from '../../model/route';
import type { Site } from '../../model/site';
import type { OutputFile } from '../images/images';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Feed readers want what is new: the newest posts, not the whole archive. */
export const FEED_ENTRIES = 50;

export function atomFeed(site: Site, pages: PageMap, lang: Lang, limit = FEED_ENTRIES): string | undefined {
  const all = postsIn(site.pages, lang);
  const self = pages.feed(lang);
  if (all.length === 0 || !self) return undefined;
  const posts = all.slice(0, limit);
  const blogUrl = pages.absolute(pages.urlOrOriginal(ROUTE_ID.blog(), lang));
  const updated = posts
    .map((p) => p.doc.front.updated ?? p.doc.front.date)
    .sort()
    .at(-1)!;
  const entries = posts.map((p) => {
    const url = pages.absolute(pages.urlOrOriginal(ROUTE_ID.post(p.slug), lang));
    const found = site.authors.find((a) => a.slug === p.doc.front.author);
    const author = found ? nameIn(found, lang) : p.doc.front.author;
    return [
      '  <entry>',
      `    <title>${esc(p.doc.front.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${esc(url)}"/>`,
      `    <id>${esc(url)}</id>`,
      `    <published>${p.doc.front.date}T00:00:00Z</published>`,
      `    <updated>${p.doc.front.updated ?? p.doc.front.date}T00:00:00Z</updated>`,
      `    <author><name>${esc(author)}</name></author>`,
      `    <category term="${esc(p.doc.front.category)}"/>`,
      `    <summary>${esc(p.doc.front.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HTML_LANG[lang]}">`,
    `  <title>${esc(`${site.siteText[lang].blog.title} – ${site.facts.name}`)}</title>`,
    `  <link rel="alternate" type="text/html" href="${esc(blogUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${esc(pages.absolute(self))}"/>`,
    `  <id>${esc(blogUrl)}</id>`,
    `  <updated>${updated}T00:00:00Z</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function feedFiles(site: Site, pages: PageMap): OutputFile[] {
  const encoder = new TextEncoder();
  return LANGS.flatMap((lang) => {
    const xml = atomFeed(site, pages, lang);
    const url = pages.feed(lang);
    return xml && url ? [{ outputPath: url.slice(1), bytes: encoder.encode(xml) }] : [];
  });
}
