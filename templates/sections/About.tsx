import { usePage, useImage } from '../page-context';
import { Picture } from '../../islands/shared/Picture';
import { Icon } from '../../islands/shared/Icon';

export function About() {
  const { t, site } = usePage();
  const image = useImage(site.home.images.about);
  return (
    <section id="sobre" className="section about" aria-labelledby="sobre-title" data-reveal="">
      <div className="container about-grid">
        <div className="about-media">
          <Picture image={image} alt={t('about.image_alt')} sizes="(min-width: 1024px) 45vw, 100vw" />
        </div>
        <div className="about-copy">
          <h2 id="sobre-title">{t('about.title')}</h2>
          <p className="lead">{t('about.lead')}</p>
          <p>{t('about.p1')}</p>
          <p>{t('about.p2')}</p>
          <a className="button button-primary" href="#tratamentos">
            {t('about.button')}
            <Icon name="arrow" className="flip-next" />
          </a>
        </div>
      </div>
    </section>
  );
}
