/** The only place where route template names meet page components. */
import type { TemplateName } from '../model/route';
import type { PageTemplate } from './types';
import { homePage } from './pages/HomePage';
import { notFoundPage } from './pages/NotFoundPage';
import { treatmentPage } from './pages/TreatmentPage';
import { recommendationPage } from './pages/RecommendationPage';
import { ownerPage } from './pages/OwnerPage';
import { privacyPage } from './pages/PrivacyPage';
import { landingPage } from './pages/LandingPage';
import { landingIndexPage } from './pages/LandingIndexPage';
import { blogListPage } from './pages/BlogListPage';
import { blogPostPage } from './pages/BlogPostPage';
import { blogSearchPage } from './pages/BlogSearchPage';

export const TEMPLATES: Record<TemplateName, PageTemplate> = {
  home: homePage,
  'not-found': notFoundPage,
  treatment: treatmentPage,
  recommendation: recommendationPage,
  owner: ownerPage,
  privacy: privacyPage,
  'landing-index': landingIndexPage,
  landing: landingPage,
  'blog-index': blogListPage,
  'blog-category': blogListPage,
  'blog-post': blogPostPage,
  'blog-search': blogSearchPage,
};
export type { PageTemplate };
