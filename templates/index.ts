/** The only place where route template names meet page components. */
import type { TemplateName } from '../pipeline/routes';
import type { PageTemplate } from './types';
import { homePage } from './pages/HomePage';
import { notFoundPage } from './pages/NotFoundPage';

export const TEMPLATES: Record<TemplateName, PageTemplate> = {
  home: homePage,
  'not-found': notFoundPage,
};
export type { PageTemplate };
