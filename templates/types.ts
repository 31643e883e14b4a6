import type { ComponentType } from 'react';
import type { PageData } from './page-context';
import type { PageMeta } from './document/head';
import type { Site } from '../model/site';

/** A page type: its body, its head metadata, and the content images it shows. */
/** The stylesheets a page can link (templates/styles/<name>.css), each the shared base plus its own pages' rules. */
export const STYLE_SHEETS = ['home', 'pages'] as const;
export type StyleSheet = (typeof STYLE_SHEETS)[number];

export interface PageTemplate {
  Body: ComponentType;
  /** The one stylesheet the page links: the home page's sections never weigh on other pages, nor theirs on it. */
  stylesheet: StyleSheet;
  meta: (page: Omit<PageData, 'islands' | 'shared'>) => PageMeta;
  images: (site: Site) => string[];
  /**
   * The picture the page is shared with (a post: its cover), one of `images`, cut to 1200x630;
   * without it the page gets a drawn title card.
   */
  sharePicture?: (page: Omit<PageData, 'islands' | 'shared'>) => string;
  /**
   * What the page's chat link says to the clinic, when not the site's greeting (a treatment,
   * an owner, a care page). The pipeline makes the link from it before rendering.
   */
  greeting?: (page: Omit<PageData, 'islands' | 'shared' | 'chat'>) => string;
  /** Blog pages keep the header white at every scroll position. */
  headerSolid?: boolean;
}
