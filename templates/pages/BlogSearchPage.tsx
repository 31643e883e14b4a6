import { usePage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { Island } from '../ui/Island';
import { trail } from '../ui/crumbs';
import { CategoryNav, feedLink } from '../blog/shared';
import BlogSearch from '../../islands/blog-search/BlogSearch';
import { ROUTE_ID } from '../../model/route';
import { breadcrumbJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';
import { pageTitle } from '../document/head';

const crumbs = (page: Pick<PageData, 'route' | 't' | 'pages'>) =>
  trail(
    page,
    { label: page.t('blog.title'), href: page.pages.urlOrOriginal(ROUTE_ID.blog(), page.route.lang) },
    { label: page.t('blog.search'), href: page.route.url },
  );

function BlogSearchPage() {
  const page = usePage();
  const { t } = page;
  return (
    <Shell headerSolid>
      <PageHeader crumbs={crumbs(page)} title={t('blog.search')} />
      {/* The content grid: the search and its results in the reading column, the categories beside them. */}
      <div className="container page-body">
        <Island
          name="blog-search"
          component={BlogSearch}
          load="query"
          props={{
            labels: {
              label: t('blog.search_label'),
              placeholder: t('blog.search_placeholder'),
              submit: t('blog.search'),
              noResults: t('blog.no_results', { query: '{{query}}' }),
              results: t('blog.results', { query: '{{query}}', count: '{{count}}' }),
              searching: t('blog.searching'),
              noScript: t('blog.noscript'),
            },
          }}
        />
        <div className="page-aside blog-aside">
          <h2 className="toc-title">{t('blog.categories')}</h2>
          <CategoryNav />
        </div>
      </div>
    </Shell>
  );
}

export const blogSearchPage: PageTemplate = {
  stylesheet: 'pages',
  Body: BlogSearchPage,
  meta: (page) => ({
    title: pageTitle(page.t('blog.search'), page.site.facts.name),
    description: page.t('meta.search_description'),
    jsonLd: [breadcrumbJsonLd(page.pages.absolute, crumbs(page))],
    links: [feedLink(page.pages, page.route.lang, page.t('blog.feed'))],
  }),
  images: () => [],
  headerSolid: true,
};
