import type { ComponentType } from 'react';
import type { PageData } from './page-context';
import type { PageMeta } from './document/head';
import type { Site } from '../pipeline/validate/validate';

/** A page type: its body, its head metadata, and the content images it shows. */
export interface PageTemplate {
  Body: ComponentType;
  meta: (page: Omit<PageData, 'islands' | 'shared'>) => PageMeta;
  images: (site: Site) => string[];
  /**
   * What the page's chat link says to the clinic, when not the site's greeting (a treatment,
   * an owner, a care page). The pipeline makes the link from it before rendering.
   */
  greeting?: (page: Omit<PageData, 'islands' | 'shared' | 'chat'>) => string;
  /** Blog pages keep the header white at every scroll position. */
  headerSolid?: boolean;
}
