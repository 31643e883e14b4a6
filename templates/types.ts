import type { ComponentType } from 'react';
import type { PageData } from './page-context';
import type { PageMeta } from './document/head';
import type { Site } from '../pipeline/validate/validate';

/** A page type: its body, its head metadata, and the content images it shows. */
export interface PageTemplate {
  Body: ComponentType;
  meta: (page: Omit<PageData, 'islands' | 'shared'>) => PageMeta;
  images: (site: Site) => string[];
  /** Blog pages keep the header white at every scroll position. */
  headerSolid?: boolean;
}
