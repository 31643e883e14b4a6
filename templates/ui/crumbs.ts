/** Breadcrumb trails, built from the route table's URL rule only. */
import type { Translate } from '../../pipeline/render/i18n';
import type { Lang } from '../../pipeline/config';
import type { Crumb } from '../structured-data';
import { localizedPath, sectionLink } from '../../model/urls';

export function trail(lang: Lang, t: Translate, ...rest: Crumb[]): Crumb[] {
  return [{ label: t('header.home'), href: localizedPath(lang) }, ...rest];
}

export const treatmentsCrumb = (lang: Lang, t: Translate): Crumb => ({ label: t('header.treatments'), href: sectionLink(lang, 'tratamentos') });
