/**
 * Between routes and render: every Markdown body to HTML (its links checked against the
 * route table, per language) and the landing matrix expanded into pages.
 */
import { BuildFailed, type ContentIssue } from './errors';
import { LANGS, type Lang } from './config';
import { renderMarkdown, type RenderedMarkdown } from './markdown';
import { expandLanding, type LandingPageData } from './landing';
import type { Route } from './routes';
import type { Site } from './validate';
import type { ByLang, Doc } from './validate-pages';

export interface RenderedContent {
  /** Markdown file (as editors see its path) -> HTML and its headings. */
  docs: Map<string, RenderedMarkdown>;
  landing: Map<string, LandingPageData>;
}

export function renderContent(site: Site, routes: readonly Route[]): RenderedContent {
  const slugsByLang = new Map<Lang, Set<string>>(LANGS.map((l) => [l, new Set<string>()]));
  for (const r of routes) {
    const prefix = r.lang === 'pt' ? '/' : `/${r.lang}/`;
    if (r.url.startsWith(prefix)) slugsByLang.get(r.lang)!.add(r.url.slice(prefix.length).replace(/\/$/, ''));
  }
  const ptPages = slugsByLang.get('pt')!;
  const vars: Record<string, string> = { dpo_email: site.facts.dpo_email, legal_name: site.facts.legal_name, email: site.facts.email, name: site.facts.name };
  const docs = new Map<string, RenderedMarkdown>();
  const issues: ContentIssue[] = [];
  const all: ByLang<unknown>[] = [site.pages.treatments, site.pages.recommendations, site.pages.owners, site.pages.legal, site.pages.posts].flatMap((k) =>
    Object.values(k),
  );
  for (const byLang of all) {
    for (const lang of LANGS) {
      const doc = byLang[lang] as Doc<unknown> | undefined;
      if (!doc) continue;
      const out = renderMarkdown(doc.body, {
        lang,
        file: doc.file,
        bodyLine: doc.bodyLine,
        pages: slugsByLang.get(lang)!,
        fallback: ptPages,
        vars,
        newTabLabel: site.messages[lang]['a11y.new_tab'] ?? '',
      });
      issues.push(...out.issues);
      docs.set(doc.file, out);
    }
  }
  if (issues.length) throw new BuildFailed(issues);
  return { docs, landing: new Map(expandLanding(site.landing).map((p) => [p.slug, p])) };
}
