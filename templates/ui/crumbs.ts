/** Breadcrumb trails: home first, every URL from the page map. */
import type { Crumb } from '../structured-data';
import type { PageData } from '../page-context';
import { sectionHref } from '../links';
import { ROUTE_ID } from '../../model/route';

type Page = Pick<PageData, 'route' | 't' | 'pages'>;

export function trail(page: Page, ...rest: Crumb[]): Crumb[] {
  return [{ label: page.t('header.home'), href: page.pages.urlOrOriginal(ROUTE_ID.home, page.route.lang) }, ...rest];
}

export const treatmentsCrumb = (page: Page): Crumb => ({
  label: page.t('header.treatments'),
  href: sectionHref(page.pages, page.route.lang, 'tratamentos'),
});
