import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Icon } from '../../islands/shared/Icon';

export function Testimonials() {
  const { t, site, route } = usePage();
  const text = site.homeText[route.lang].testimonials;
  return (
    <Section id="depoimentos" className="testimonials" title={text.title} subtitle={text.subtitle}>
      <ul className="card-grid card-grid-3" tabIndex={0} aria-labelledby="depoimentos-title">
        {site.home.testimonials.map((id) => (
          <li key={id} className="card testimonial">
            <figure>
              <p className="stars" role="img" aria-label={t('a11y.stars')}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Icon key={n} name="star" size={18} />
                ))}
              </p>
              <blockquote>
                <p>{text.items[id]?.text}</p>
              </blockquote>
              <figcaption>{text.items[id]?.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="section-note">{text.notice}</p>
    </Section>
  );
}
