/** The blog's list pages: all posts (/blog/) or one category (/blog/categoria/x/), paginated. */
import { usePage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { trail } from '../ui/crumbs';
import { CategoryNav, Pagination, PostCard, categoryName, feedLink, listedPosts } from '../blog/shared';
import { ROUTE_ID } from '../../model/route';
import { breadcrumbJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';
import { pageTitle } from '../document/head';

function listOf({ route }: Pick<PageData, 'route'>) {
  return { category: route.props.category, page: Number(route.props.page ?? '1') };
}

function titleOf(page: Pick<PageData, 'site' | 'route' | 't' | 'pages' | 'copy'>): string {
  const { category, page: n } = listOf(page);
  const name = category ? categoryName(page.site, category, page.route.lang) : page.copy.site.blog.title;
  return n > 1 ? `${name} – ${page.t('blog.page', { page: n })}` : name;
}

function crumbs(page: Pick<PageData, 'site' | 'route' | 't' | 'pages'>) {
  const { category } = listOf(page);
  const blog = { label: page.t('blog.title'), href: page.pages.urlOrOriginal(ROUTE_ID.blog(), page.route.lang) };
  return category
    ? trail(page, blog, { label: categoryName(page.site, category, page.route.lang), href: page.route.url })
    : trail(page, blog);
}

function BlogListPage() {
  const page = usePage();
  const { site, route, copy } = page;
  const { category, page: n } = listOf(page);
  const posts = listedPosts(page);
  const cat = category ? site.categories.find((c) => c.slug === category) : undefined;
  const lead = cat ? cat.description[route.lang] : copy.site.blog.intro;
  // The category's introduction opens its first page (later pages are lists only).
  const intro =
    cat && n === 1
      ? cat.intro[route.lang]
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
      : [];
  return (
    <Shell headerSolid>
      <PageHeader crumbs={crumbs(page)} title={titleOf(page)} lead={lead}>
        <CategoryNav current={category ?? ''} />
      </PageHeader>
      <div className="container blog-list">
        {intro.length > 0 && (
          <div className="prose category-intro">
            {intro.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        )}
        <ul className="card-grid card-grid-3">
          {posts.map((p, i) => (
            <PostCard key={p.slug} post={p} first={i === 0} />
          ))}
        </ul>
        <Pagination />
      </div>
    </Shell>
  );
}

export const blogListPage: PageTemplate = {
  stylesheet: 'pages',
  Body: BlogListPage,
  meta: (page) => {
    const { category } = listOf(page);
    const description = category
      ? (page.site.categories.find((c) => c.slug === category)?.description[page.route.lang] ?? '')
      : page.copy.site.blog.intro;
    return {
      title: pageTitle(titleOf(page), page.site.facts.name),
      description,
      jsonLd: [breadcrumbJsonLd(page.pages.absolute, crumbs(page))],
      links: [feedLink(page.pages, page.route.lang, page.t('blog.feed'))],
    };
  },
  images: (site) =>
    Object.values(site.pages.posts).flatMap((byLang) => Object.values(byLang).map((d) => d!.front.cover)),
  headerSolid: true,
};
