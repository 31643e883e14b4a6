/**
 * The content model: the validated site every stage after validation and every template reads,
 * and the shapes of its parts. The shapes are the schemas' and declarations' outputs
 * (pipeline/schemas, pipeline/content-types.ts), named here so that templates and the rest of
 * model/ take them from the model and never from the build's own modules.
 */
import type { Lang } from './languages';
import type { ContentIssue } from '../pipeline/errors';
import type { SiteFacts } from '../pipeline/schemas/site';
import type { HomeContent } from '../pipeline/schemas/home';
import type { TeamContent } from '../pipeline/schemas/team';
import type { Messages } from '../pipeline/schemas/locale';
import type { HomeTexts } from '../pipeline/schemas/home-texts';
import type { SiteTexts } from '../pipeline/schemas/site-texts';
import type { Category } from '../pipeline/schemas/blog';
import type { LandingIndex } from '../pipeline/schemas/landing';
import type { Landing, Pages } from '../pipeline/validate/pages';
import type { Author } from '../pipeline/validate/blog';
import type { SiteData } from '../pipeline/validate/files';
import type { StandIn } from '../pipeline/launch/stand-ins';

export type { SiteFacts, HomeContent, TeamContent, Messages, HomeTexts, SiteTexts, Category, LandingIndex };
export type { Landing, Pages, Author, SiteData, StandIn, ContentIssue };
export type { ByLang, Doc, TemplateName } from '../pipeline/content-types';
export type { TreatmentFront } from '../pipeline/schemas/pages';
export type { PostFront } from '../pipeline/schemas/blog';

export interface Site {
  /** The YAML content files their schema alone checks, by kind (content-files.ts); the fields below name the site's own. */
  data: SiteData;
  facts: SiteFacts;
  home: HomeContent;
  team: TeamContent;
  /** Interface words (locales/). */
  messages: Record<Lang, Messages>;
  /** The clinic's texts: the home page's (content/home/index.<lang>.yaml), and those of many pages (content/site/index.<lang>.yaml). */
  homeText: Record<Lang, HomeTexts>;
  siteText: Record<Lang, SiteTexts>;
  /** The local pages' list page (content/landing/index.yaml, Portuguese). */
  landingIndex: LandingIndex;
  images: Map<string, { abs: string; hash: string }>;
  version: string;
  pages: Pages;
  landing: Landing;
  categories: Category[];
  authors: Author[];
  /** Problems that do not stop the build (e.g. a title too long for search results). */
  warnings: ContentIssue[];
  /** What still stands in for the clinic's own facts (launch/stand-ins.ts). */
  standIns: StandIn[];
  /** Published as a preview (hidden from search engines): not declared live, or a stand-in remains. */
  preview: boolean;
}
