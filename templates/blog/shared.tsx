/** Pieces every blog page shares: post cards, category links, pagination, feed link. */
import { usePage, useImage } from '../page-context';
import { Picture } from '../../islands/shared/Picture';
import { ROUTE_ID, type LinkedPage, type PageMap } from '../../model/route';
import type { Doc, PostFront, Site } from '../../model/site';
import type { PageData } from '../page-context';
import type { Lang } from '../../model/languages';
import { pageWindow } from '../../model/pagination';
import { htmlAttrs } from '../../islands/shared/html-attrs';

/** A post a page lists: where it is, and its front matter. */
export interface PostItem {
  slug: string;
  url: string;
  doc: Doc<PostFront>;
}

/** The posts the route table says this page lists (a list page's, a post's related ones). */
export function listedPosts(
  { docIn, route }: Pick<PageData, 'docIn' | 'route'>,
  items: readonly LinkedPage[] = route.items ?? [],
): PostItem[] {
  return items.map((i) => {
    const doc = docIn('posts', i.slug);
    if (!doc) throw new Error(`${route.url} lists ${i.url}, which has no ${route.lang} post`);
    return { slug: i.slug, url: i.url, doc };
  });
}

/** The head's link to the blog's feed, as the route table gives its address. */
export function feedLink(pages: PageMap, lang: Lang, title: string) {
  const href = pages.feed(lang);
  // Blog pages exist only in the languages with posts, and each of those has its feed.
  if (!href) throw new Error(`No blog feed in ${lang} in the route table`);
  return { rel: 'alternate', type: 'application/atom+xml', href, title };
}

export function categoryName(site: Site, slug: string, lang: Lang): string {
  return site.categories.find((c) => c.slug === slug)?.name[lang] ?? slug;
}

export function PostMeta({ post }: { post: PostItem }) {
  const { t, route, content, formatDate } = usePage();
  const minutes = content.docs.get(post.doc.file)?.minutes ?? 1;
  return (
    <p className="post-meta">
      <time {...htmlAttrs({ datetime: post.doc.front.date })}>{formatDate(post.doc.front.date, route.htmlLang)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('blog.reading_time', { count: minutes })}</span>
    </p>
  );
}

/** `first`: the list's first card, whose picture is in the first screen (fetched at once, not lazily). */
export function PostCard({
  post,
  headingLevel = 2,
  first = false,
}: {
  post: PostItem;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const { route, site } = usePage();
  const cover = useImage(post.doc.front.cover);
  const href = post.url;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // On a phone only a list's first card shows its picture whole; the others show a thumbnail
  // beside the title (pages.css), so a list reads in a few screens and fetches small files.
  return (
    <li className={first ? 'card post-card post-card-first' : 'card post-card'}>
      <Picture
        image={cover}
        alt=""
        sizes={`(min-width: 1024px) 380px, (min-width: 640px) 50vw, ${first ? '100vw' : '104px'}`}
        priority={first}
        className="card-image"
      />
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

/** `current`: the category shown ('' for all articles); none on the search page, which is neither. */
export function CategoryNav({ current }: { current?: string }) {
  const { t, site, route, pages } = usePage();
  const items = [
    { slug: '', label: t('blog.all'), href: pages.url(ROUTE_ID.blog(), route.lang) },
    ...site.categories.map((c) => ({
      slug: c.slug,
      label: c.name[route.lang],
      href: pages.url(ROUTE_ID.category(c.slug), route.lang),
    })),
  ].flatMap((i) => (i.href ? [{ ...i, href: i.href }] : []));
  return (
    <nav className="category-nav" aria-label={t('blog.categories')}>
      <ul className="pill-list">
        {items.map((i) => (
          <li key={i.href}>
            <a href={i.href} aria-current={current === i.slug ? 'page' : undefined}>
              {i.label}
            </a>
          </li>
        ))}
        <li>
          <a href={pages.urlOrOriginal(ROUTE_ID.search, route.lang)}>{t('blog.search')}</a>
        </li>
      </ul>
    </nav>
  );
}

/** Links to the other pages of a paginated list, as the route table gives them. */
export function Pagination() {
  const { t, route } = usePage();
  const urls = route.pagination ?? [];
  const pages = urls.length;
  if (pages <= 1) return null;
  const page = Number(route.props.page ?? '1');
  const href = (n: number) => urls[n - 1]!;
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      {page > 1 && (
        <a rel="prev" href={href(page - 1)}>
          {t('blog.previous')}
        </a>
      )}
      <ol>
        {pageWindow(page, pages).map((n, i) =>
          n === undefined ? (
            <li key={`gap-${i}`} className="pagination-gap">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <a href={href(n)} aria-label={t('blog.page', { page: n })}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <a rel="next" href={href(page + 1)}>
          {t('blog.next')}
        </a>
      )}
    </nav>
  );
}
