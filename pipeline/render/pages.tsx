/**
 * Stage render, between images and share (stages.ts): every route through its template. The body is rendered first (it records which
 * islands the page uses), then the document around it with renderToStaticMarkup. A body's shell
 * is rendered once per language and kind and spliced around the page's own content (shell.tsx).
 */
import { contentSecurityPolicy, policyInputs, policyMeta } from './policy';
import { renderToStaticMarkup } from 'react-dom/server';
import { TEMPLATES } from '../../templates';
import { PageProvider, type PageData } from '../../templates/page-context';
import { Document } from '../../templates/document/Document';
import { dateFormat, type FormatDate } from '../../templates/ui/format';
import { BuildFailed, RenderFailed } from '../errors';
import { buildHead } from '../../templates/document/head';
import type { Translate } from './i18n';
import type { ImageMap, OutputFile } from '../images/images';
import type { AssetManifest } from './bundle';
import type { Lang } from '../../model/languages';
import { pageMap, type PicturesShown, type Route } from '../routes/routes';
import type { PageMap } from '../../model/route';
import { chatLink } from '../../model/urls';
import type { Site } from '../../model/site';
import type { RenderedContent } from '../content/content';
import { pageDocuments } from './page-docs';
import { firstPageCard, SHARE_SIZE, shareRequest, type ShareRequest } from './share-request';
import { islandCounter, shellSplice } from './shell';

/** Every content image the given routes show (their Markdown bodies' too), plus the share image. */
export function imagesNeeded(routes: readonly Route[], site: Site, content?: RenderedContent): string[] {
  const keys = new Set<string>([site.facts.share_image]);
  for (const template of new Set(routes.map((r) => r.template)))
    for (const k of TEMPLATES[template].images(site)) keys.add(k);
  for (const doc of content?.docs.values() ?? []) for (const k of doc.images ?? []) keys.add(k);
  return [...keys].sort();
}

/**
 * The pictures pages are shared with instead of a drawn title card (posts' covers): the images
 * stage cuts each to 1200x630 once, by content, like every other file.
 */
export function shareCuts(routes: readonly Route[], site: Site): string[] {
  const keys = new Set<string>();
  for (const template of new Set(routes.map((r) => r.template)))
    if (TEMPLATES[template].sharePicture) for (const k of TEMPLATES[template].images(site)) keys.add(k);
  return [...keys].sort();
}

/**
 * Whether a page draws a title card of its own (og/...): not a post (shared with its cover),
 * nor a list's later page (shared with its first page's card).
 */
export const drawsShareCard = (route: Route): boolean =>
  !TEMPLATES[route.template].sharePicture && firstPageCard(route) === undefined;

/**
 * The pictures each page may show: its template's, its Markdown bodies', and the share
 * picture. A changed picture re-renders these pages only (routes/routes.ts affectedRoutes).
 */
export function picturesShown(site: Site, content: RenderedContent): PicturesShown {
  const byTemplate = new Map<string, string[]>();
  return (route) => {
    let keys = byTemplate.get(route.template);
    if (!keys)
      byTemplate.set(route.template, (keys = [site.facts.share_image, ...TEMPLATES[route.template].images(site)]));
    const own = route.sources.flatMap((f) => content.docs.get(f)?.images ?? []);
    return new Set([...keys, ...own]);
  };
}

export function renderPage(
  route: Route,
  pages: PageMap,
  site: Site,
  t: Translate,
  images: ImageMap,
  content: RenderedContent,
  assets: AssetManifest,
  shared: Map<string, string> = sharedHtml(),
  formatDate: FormatDate = dateFormat(),
  /** Receives what the page's share image must show. */
  onShare: (req: ShareRequest) => void = () => undefined,
  /** Splice the shell rendered once (false: render every page whole, as the splice must match). */
  splice = true,
): string {
  const template = TEMPLATES[route.template];
  const base: Omit<PageData, 'chat'> = {
    route,
    pages,
    site,
    copy: { home: site.homeText[route.lang], site: site.siteText[route.lang] },
    ...pageDocuments(route, site.pages),
    t,
    images,
    content,
    shared,
    formatDate,
    islands: islandCounter(),
    offerScript: assets.offerScript.code,
  };
  // A post is shared with its cover, a list's later page with its first page's card, every
  // other page with a card drawn from its title.
  const shareImage = (data: PageData, title: string): string => {
    const own = template.sharePicture?.(data);
    if (own === undefined) {
      const listCard = firstPageCard(route);
      if (listCard !== undefined) return `/${listCard}`;
      const share = shareRequest(route, site, title);
      onShare(share);
      return `/${share.outputPath}`;
    }
    const cut = images[own]?.share;
    if (!cut) throw new Error(`${route.url}: ${own} was not cut to 1200x630 (images stage: shareCuts)`);
    return cut;
  };
  try {
    const data: PageData = { ...base, chat: chatLinks(site, route.lang, template.greeting?.(base)) };
    const body = (page: PageData): string =>
      renderToStaticMarkup(
        <PageProvider value={page}>
          <template.Body />
        </PageProvider>,
      );
    const bodyHtml = splice ? splicedBody(data, shared, body) : body(data);
    const meta = template.meta(data);
    const head = buildHead(
      route,
      site,
      meta,
      { src: shareImage(data, meta.title), ...SHARE_SIZE },
      pages.absolute,
      shared,
    );
    const html = renderToStaticMarkup(
      <Document
        head={head}
        htmlLang={route.htmlLang}
        dir={route.dir}
        version={site.version}
        measurementId={site.facts.analytics.measurement_id}
        css={assets.css[template.stylesheet]}
        fonts={preloadFonts(assets.fonts ?? [], route.lang)}
        script={assets.script}
        bodyHtml={bodyHtml}
      />,
    );
    return `<!DOCTYPE html>${html.replace('<head>', headStart(shared, site, assets))}`;
  } catch (cause) {
    // A content mistake found while rendering is reported like any other.
    if (cause instanceof BuildFailed) throw cause;
    throw new RenderFailed(route.url, route.sources, cause);
  }
}

/** The body with the shell spliced around the page's own content; a body that is not one Shell, whole. */
function splicedBody(data: PageData, shared: Map<string, string>, body: (page: PageData) => string): string {
  const islands = islandCounter();
  const splice = shellSplice(data, islands, shared);
  return splice.join(body({ ...data, islands, shell: splice.shell })) ?? body(data);
}

/** A page's chat links: the site's greeting in its language, and the page's own greeting. */
function chatLinks(site: Site, lang: Lang, greeting: string | undefined): PageData['chat'] {
  const { number, greeting: greetings } = site.facts.messaging;
  const booking = chatLink(number, greetings[lang]);
  return { booking, page: greeting === undefined ? booking : chatLink(number, greeting) };
}

/**
 * The fonts fetched with the stylesheet instead of after it: the Latin file on every page
 * (Arabic pages show Latin names and numbers too), the Arabic files on Arabic pages only, where
 * the first screen's text is set in them. Cut to the letters the site writes, they are small
 * enough not to hold back the first screen's largest paint.
 */
export function preloadFonts(fonts: readonly string[], lang: Lang): string[] {
  return fonts.filter((f) => !/arabic/.test(f) || lang === 'ar');
}

// The encoding opens the head. React hoists its viewport tag above any other, so the charset
// tag is written here rather than by the template; the policy follows it, before anything it
// governs (the same as _headers, for hosts that ignore that file).
const CHARSET = '<head><meta charset="utf-8"/>';

/** The head's opening tags, the same on every page: made once per build, in the build's store. */
function headStart(shared: Map<string, string>, site: Site, assets: AssetManifest): string {
  let start = shared.get(HEAD_START);
  if (start === undefined)
    shared.set(HEAD_START, (start = `${CHARSET}${policyMeta(contentSecurityPolicy(policyInputs(site, assets)))}`));
  return start;
}
const HEAD_START = 'head-start';

/**
 * The build's store of HTML many pages repeat (the footer of a language, islands), kept flat:
 * React's output is a string of many small pieces, which every page that splices it would walk
 * again when its own page is joined and encoded; flattened once when stored, it is copied.
 */
class SharedHtml extends Map<string, string> {
  override set(key: string, html: string): this {
    // Reading a character makes V8 flatten the string in place.
    html.charCodeAt(0);
    return super.set(key, html);
  }
}
export const sharedHtml = (): Map<string, string> => new SharedHtml();

/**
 * The route table's absolute addresses, each made once per build: structured data names the
 * same few pages (home, the blog, authors) on every page, and each is a URL parse.
 */
function absoluteOnce(pages: PageMap): PageMap {
  const made = new Map<string, string>();
  return {
    ...pages,
    absolute: (pathname) => {
      let url = made.get(pathname);
      if (url === undefined) made.set(pathname, (url = pages.absolute(pathname)));
      return url;
    },
  };
}

/**
 * The pages as the bytes to write, each encoded as soon as it is rendered: held as strings
 * until the end of the stage, a large site's pages would take two bytes a character once one
 * is outside Latin-1, and encoding them all at once costs more than one at a time.
 */
export async function renderPages(
  routes: readonly Route[],
  site: Site,
  translator: (lang: Lang) => Translate,
  images: ImageMap,
  content: RenderedContent,
  assets: AssetManifest,
  only?: (route: Route) => boolean,
  onShare?: (req: ShareRequest) => void,
  { splice = true }: { splice?: boolean } = {},
): Promise<OutputFile[]> {
  const shared = sharedHtml();
  const encoder = new TextEncoder();
  const pages = absoluteOnce(pageMap(routes));
  const formatDate = dateFormat();
  const out: OutputFile[] = [];
  let turn = performance.now();
  for (const r of routes) {
    if (only && !only(r)) continue;
    out.push({
      outputPath: r.outputPath,
      bytes: encoder.encode(
        renderPage(r, pages, site, translator(r.lang), images, content, assets, shared, formatDate, onShare, splice),
      ),
    });
    // What runs beside rendering (pictures being drawn and encoded on sharp's threads) continues
    // on this thread between its steps: it gets a turn every few milliseconds.
    if (performance.now() - turn > TURN_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      turn = performance.now();
    }
  }
  return out;
}

const TURN_MS = 5;
