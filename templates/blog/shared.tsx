/** Pieces every blog page shares: post cards, category links, pagination, feed link. */
import { usePage, useImage } from '../page-context';
import { Picture } from '../../islands/shared/Picture';
import { localizedPath } from '../../model/urls';
import { BLOG_SLUG, pageSlug, postMinutes, type PostRef } from '../../pipeline/rules/blog';
import { formatDate } from '../ui/format';
import { hasUrl } from '../../pipeline/routes/routes';
import type { Lang } from '../../pipeline/config';
import type { Site } from '../../pipeline/validate/validate';
import { htmlAttrs } from '../../islands/shared/html-attrs';

export const feedPath = (lang: Lang): string => `${localizedPath(lang, BLOG_SLUG)}feed.xml`;

export function feedLink(lang: Lang, title: string) {
  return { rel: 'alternate', type: 'application/atom+xml', href: feedPath(lang), title };
}

export function categoryName(site: Site, slug: string, lang: Lang): string {
  return site.categories.find((c) => c.slug === slug)?.name[lang] ?? slug;
}

export function PostMeta({ post }: { post: PostRef }) {
  const { t, route } = usePage();
  const minutes = postMinutes(post.doc);
  return (
    <p className="post-meta">
      <time {...htmlAttrs({ datetime: post.doc.front.date })}>{formatDate(post.doc.front.date, route.htmlLang)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('blog.reading_time', { count: minutes })}</span>
    </p>
  );
}

export function PostCard({ post, headingLevel = 2 }: { post: PostRef; headingLevel?: 2 | 3 }) {
  const { route, site } = usePage();
  const cover = useImage(post.doc.front.cover);
  const href = localizedPath(route.lang, `${BLOG_SLUG}/${post.slug}`);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card post-card">
      <Picture image={cover} alt="" sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" className="card-image" />
      <div className="card-body">
        <p className="post-category">{categoryName(site, post.doc.front.category, route.lang)}</p>
        <Heading className="post-card-title">
          <a href={href}>{post.doc.front.title}</a>
        </Heading>
        <PostMeta post={post} />
        <p>{post.doc.front.description}</p>
      </div>
    </li>
  );
}

export function CategoryNav({ current }: { current?: string }) {
  const { t, site, route, routes } = usePage();
  const items = [
    { slug: '', label: t('blog.all'), href: localizedPath(route.lang, BLOG_SLUG) },
    ...site.categories.map((c) => ({ slug: c.slug, label: c.name[route.lang], href: localizedPath(route.lang, `${BLOG_SLUG}/categoria/${c.slug}`) })),
  ].filter((i) => hasUrl(routes, i.href));
  return (
    <nav className="category-nav" aria-label={t('blog.categories')}>
      <ul className="pill-list">
        {items.map((i) => (
          <li key={i.href}>
            <a href={i.href} aria-current={(current ?? '') === i.slug ? 'page' : undefined}>
              {i.label}
            </a>
          </li>
        ))}
        <li>
          <a href={localizedPath(route.lang, `${BLOG_SLUG}/busca`)}>{t('blog.search')}</a>
        </li>
      </ul>
    </nav>
  );
}

export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  const { t, route } = usePage();
  if (pages <= 1) return null;
  const href = (n: number) => localizedPath(route.lang, pageSlug(base, n));
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      {page > 1 && (
        <a rel="prev" href={href(page - 1)}>
          {t('blog.previous')}
        </a>
      )}
      <ol>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={href(n)} aria-label={t('blog.page', { page: n })}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <a rel="next" href={href(page + 1)}>
          {t('blog.next')}
        </a>
      )}
    </nav>
  );
}
