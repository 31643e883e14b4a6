import { usePage } from '../page-context';
import { Shell } from '../document/Shell';
import { LANGS, LANG_NAMES, HTML_LANG } from '../../pipeline/config';
import { localizedPath } from '../../pipeline/urls';
import type { PageTemplate } from '../types';
import { htmlAttrs } from '../../islands/shared/html-attrs';

function NotFoundPage() {
  const { t } = usePage();
  return (
    <Shell>
      <section className="section page-intro" aria-labelledby="nf-title">
        <div className="container narrow">
          <h1 id="nf-title">{t('notfound.title')}</h1>
          <p className="lead">{t('notfound.text')}</p>
          <p>
            <a className="button button-primary" href={localizedPath('pt')}>
              {t('notfound.back')}
            </a>
          </p>
          <ul className="inline-list">
            {LANGS.filter((l) => l !== 'pt').map((l) => (
              <li key={l}>
                <a href={localizedPath(l)} {...htmlAttrs({ hreflang: HTML_LANG[l] })} lang={HTML_LANG[l]}>
                  {LANG_NAMES[l]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Shell>
  );
}

export const notFoundPage: PageTemplate = {
  Body: NotFoundPage,
  meta: ({ t }) => ({ title: t('meta.notfound_title'), description: t('meta.notfound_description') }),
  images: () => [],
};
