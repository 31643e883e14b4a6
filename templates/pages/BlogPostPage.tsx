import { usePage, useImage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Prose } from '../ui/Prose';
import { Toc } from '../ui/Toc';
import { RelatedSection } from '../ui/RelatedSection';
import { BookingCta } from '../ui/BookingCta';
import { trail } from '../ui/crumbs';
import { PostCard, categoryName, feedLink, listedPosts } from '../blog/shared';
import { Picture } from '../../islands/shared/Picture';
import { ROUTE_ID } from '../../model/route';
import { ownerHref } from '../links';
import { nameIn } from '../../model/people';
import { breadcrumbJsonLd, clinicId } from '../structured-data';
import type { PageTemplate } from '../types';
import { pageTitle } from '../document/head';
import type { BlogPosting, WithContext } from 'schema-dts';
import { htmlAttrs } from '../../islands/shared/html-attrs';

function postOf({ route, doc: docOf }: Pick<PageData, 'route' | 'doc'>) {
  const slug = route.props.slug ?? '';
  return { slug, doc: docOf('posts') };
}

function crumbs(page: Pick<PageData, 'site' | 'route' | 't' | 'pages' | 'doc'>) {
  const { doc } = postOf(page);
  const lang = page.route.lang;
  return trail(
    page,
    { label: page.t('blog.title'), href: page.pages.urlOrOriginal(ROUTE_ID.blog(), lang) },
    {
      label: categoryName(page.site, doc.front.category, lang),
      href: page.pages.urlOrOriginal(ROUTE_ID.category(doc.front.category), lang),
    },
    { label: doc.front.title, href: page.route.url },
  );
}

function BlogPostPage() {
  const page = usePage();
  const { t, site, route, content, pages, formatDate } = page;
  const post = postOf(page);
  const front = post.doc.front;
  const cover = useImage(front.cover);
  const html = content.docs.get(post.doc.file);
  const author = site.authors.find((a) => a.slug === front.author);
  const related = listedPosts(page);
  return (
    <Shell headerSolid>
      <article className="post" data-pagefind-body="">
        <header className="post-header">
          <div className="container narrow">
            <div data-pagefind-ignore="">
              <Breadcrumbs items={crumbs(page)} />
            </div>
            <p className="post-category" data-pagefind-ignore="">
              <a href={pages.urlOrOriginal(ROUTE_ID.category(front.category), route.lang)}>
                {categoryName(site, front.category, route.lang)}
              </a>
            </p>
            <h1>{front.title}</h1>
            <p className="lead">{front.description}</p>
            <p className="post-meta" data-pagefind-ignore="">
              <span>
                {t('blog.by')}{' '}
                {author?.profile ? (
                  <a href={ownerHref(pages, route.lang, author.profile)}>{nameIn(author, route.lang)}</a>
                ) : (
                  author && nameIn(author, route.lang)
                )}
                {author && <span className="byline-cro"> ({author.cro})</span>}
              </span>
              <span aria-hidden="true"> · </span>
              <time {...htmlAttrs({ datetime: front.date })}>
                {t('blog.published', { date: formatDate(front.date, route.htmlLang) })}
              </time>
              {front.updated && (
                <>
                  <span aria-hidden="true"> · </span>
                  <time {...htmlAttrs({ datetime: front.updated })}>
                    {t('blog.updated', { date: formatDate(front.updated, route.htmlLang) })}
                  </time>
                </>
              )}
              <span aria-hidden="true"> · </span>
              <span>{t('blog.reading_time', { count: html?.minutes ?? 1 })}</span>
            </p>
          </div>
        </header>
        {/* The content grid of every inner page: the sections listed in its aside on wide screens. */}
        <div className="container page-body">
          <Picture
            image={cover}
            alt={front.cover_alt}
            sizes="(min-width: 800px) 760px, 100vw"
            priority
            className="post-cover"
          />
          {html && html.headings.length >= 4 && (
            <Toc
              label={t('blog.toc')}
              headings={html.headings}
              className="toc toc-inline"
              ordered={!html.headings.some((h) => /^\d/.test(h.text))}
            />
          )}
          <Prose html={html?.html ?? ''} />
          {front.tags.length > 0 && (
            <p className="tags" data-pagefind-ignore="">
              {t('blog.tags')}: {front.tags.join(t('blog.tag_separator'))}
            </p>
          )}
          <div data-pagefind-ignore="">
            <BookingCta />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <RelatedSection id="related-posts" title={t('blog.related')}>
          {related.map((p) => (
            <PostCard key={p.slug} post={p} headingLevel={3} />
          ))}
        </RelatedSection>
      )}
    </Shell>
  );
}

export const blogPostPage: PageTemplate = {
  stylesheet: 'pages',
  Body: BlogPostPage,
  meta: (page) => {
    const { doc } = postOf(page);
    const absolute = page.pages.absolute;
    const author = page.site.authors.find((a) => a.slug === doc.front.author);
    const cover = page.images[doc.front.cover];
    const posting: WithContext<BlogPosting> = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: doc.front.title,
      description: doc.front.description,
      datePublished: doc.front.date,
      dateModified: doc.front.updated ?? doc.front.date,
      inLanguage: page.route.htmlLang,
      url: absolute(page.route.url),
      ...(cover ? { image: absolute(cover.fallback) } : {}),
      author: {
        '@type': 'Person',
        name: author ? nameIn(author, page.route.lang) : doc.front.author,
        ...(author?.profile ? { url: absolute(ownerHref(page.pages, page.route.lang, author.profile)) } : {}),
      },
      publisher: { '@id': clinicId(absolute) },
      keywords: doc.front.tags.join(', '),
    };
    return {
      title: pageTitle(doc.front.title, page.site.facts.name),
      description: doc.front.description,
      ogType: 'article',
      jsonLd: [posting, breadcrumbJsonLd(absolute, crumbs(page))],
      links: [feedLink(page.pages, page.route.lang, page.t('blog.feed'))],
    };
  },
  images: (site) =>
    Object.values(site.pages.posts).flatMap((byLang) => Object.values(byLang).map((d) => d!.front.cover)),
  sharePicture: (page) => postOf(page).doc.front.cover,
  headerSolid: true,
};
