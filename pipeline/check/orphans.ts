/**
 * A published page nobody can reach by clicking: a treatment or care page that neither its
 * menu list in content/home.yaml (the header menus, the home page's cards) nor any other page's
 * text links to. Visitors would find it only by search, so the build warns, naming the list to
 * add it to.
 */
import { makeIssue, type ContentIssue } from '../error-catalog';
import { DEFAULT_LANG, LANGS } from '../../model/languages';
import { PAGE_KINDS, PAGE_TYPES, type AnyPages } from '../content-types';
import type { Site } from '../validate/validate';

/** The kinds whose pages are reached through a list of content/home.yaml, and that list. */
const LISTED = {
  treatments: { list: 'treatments', menu: 'Tratamentos' },
  recommendations: { list: 'recommendations', menu: 'Recomendações' },
} as const;

/** Where a Markdown link leads ("/en/clareamento/#x" → "clareamento"), without language or slashes. */
function linkedPath(url: string): string {
  const plain = url.split(/[?#]/)[0] ?? '';
  const parts = plain.split('/').filter(Boolean);
  if (parts[0] && (LANGS as readonly string[]).includes(parts[0])) parts.shift();
  return parts.join('/');
}

/** Every address the Markdown pages link to, each with the files that link there. */
function markdownLinks(pages: AnyPages): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const kind of PAGE_KINDS)
    for (const byLang of Object.values(pages[kind]))
      for (const lang of LANGS) {
        const doc = byLang[lang];
        if (!doc) continue;
        for (const m of doc.body.matchAll(/\]\(\s*<?(\/[^)\s>]*)/g)) {
          const at = linkedPath(m[1]!);
          out.set(at, (out.get(at) ?? new Set()).add(doc.file));
        }
      }
  return out;
}

/** One warning per page no list and no other page links to, on its Portuguese file (or its first). */
export function findOrphans(site: Site): ContentIssue[] {
  const listed: Record<keyof typeof LISTED, Set<string>> = {
    treatments: new Set(site.home.treatments.flatMap((t) => (t.route ? [t.route] : []))),
    recommendations: new Set([...site.home.recommendations, ...Object.values(site.home.faq_pages)]),
  };
  const links = markdownLinks(site.pages);
  const pages: AnyPages = site.pages;
  const issues: ContentIssue[] = [];
  for (const kind of Object.keys(LISTED) as (keyof typeof LISTED)[]) {
    for (const [slug, byLang] of Object.entries(pages[kind])) {
      if (listed[kind].has(slug)) continue;
      const own = new Set(LANGS.flatMap((l) => byLang[l]?.file ?? []));
      const from = [...(links.get(PAGE_TYPES[kind].url(slug)) ?? [])].filter((f) => !own.has(f));
      if (from.length) continue;
      const file = byLang[DEFAULT_LANG]?.file ?? [...own][0];
      if (file) issues.push(makeIssue('PAGE_ORPHAN', { slug, list: LISTED[kind].list, menu: LISTED[kind].menu }, file));
    }
  }
  return issues;
}
