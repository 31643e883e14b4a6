/**
 * What a page template is given: its route, the validated site, the clinic's texts and a
 * translator in its language, processed images and the island registry. Templates read nothing else.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { PageMap, Route } from '../model/route';
import type { Site, HomeTexts, SiteTexts } from '../model/site';
import type { Translate, ImageMap, ImageSet, RenderedContent, DocIn, PageDocument } from '../model/page';
import type { FormatDate } from './ui/format';
import type { Lang } from '../model/languages';

/** What Shell (document/Shell.tsx) is given around a page's own content. */
export interface ShellProps {
  children: ReactNode;
  headerSolid?: boolean;
  showLanguages?: boolean;
  /** The language switcher's choices when the page has no alternates of its own (the 404 pages). */
  languages?: { lang: Lang; href: string }[];
  /** The floating contact bar of the local landing pages. */
  contactBar?: boolean;
}

export interface IslandUse {
  /** Next per-page id prefix, so useId values never collide between islands. */
  nextPrefix(): string;
  /** The prefix nextPrefix() gives next, without taking it: HTML shared between pages is keyed by it. */
  peekPrefix(): string;
  used: Set<string>;
}

export interface PageData {
  route: Route;
  /** Every page's URL by route id and language: the only way a template links to another page. */
  pages: PageMap;
  site: Site;
  /** What the clinic says on this page, in its language: bound once, so no template picks a language. */
  copy: { home: HomeTexts; site: SiteTexts };
  /** A Markdown page's own document, in its language: `doc('treatments')` on a treatment page. */
  doc: PageDocument;
  /** Another Markdown page in this page's language (a related page, a listed post), bound like `doc`. */
  docIn: DocIn;
  t: Translate;
  /**
   * The page's chat links, made before rendering: `booking` greets with the site's greeting,
   * `page` with the page's own (its template's `greeting`), or the site's when it has none.
   */
  chat: { booking: string; page: string };
  images: ImageMap;
  content: RenderedContent;
  islands: IslandUse;
  /** HTML shared by many pages of one build (the footer of a language, islands), rendered once. */
  shared: Map<string, string>;
  /** Dates in a language, each formatted once per build. */
  formatDate: FormatDate;
  /** The script that shows the browser's language offer before the first paint (written after the offers). */
  offerScript: string;
  /** What Shell renders instead of itself when the build splices a shell it rendered once (pipeline/render/shell.tsx). */
  shell?: (props: ShellProps) => ReactNode;
}

const PageContext = createContext<PageData | null>(null);

export function PageProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePage(): PageData {
  const ctx = useContext(PageContext);
  if (!ctx) throw new Error('usePage() must be used inside <PageProvider>: render templates through pipeline/render.');
  return ctx;
}

/** The processed picture of a content image; a missing one is a pipeline bug, not an editor's. */
export function useImage(key: string): ImageSet {
  const { images } = usePage();
  const set = images[key];
  if (!set) throw new Error(`Image ${key} was not processed; add it to the image list in pipeline/render.`);
  return set;
}
