import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../../islands/shared/Icon';
import { treatmentHref } from '../links';

export function Treatments() {
  const { copy, t, site, route, pages } = usePage();
  const text = copy.home.treatments;
  // The whitening card's page, which the line under the grid invites to (when the clinic lists one).
  const whitening = site.home.treatments.find((tr) => tr.key === 'laser_whitening')?.route;
  return (
    <Section id="tratamentos" className="treatments" title={text.title} subtitle={text.subtitle}>
      <ul className="card-grid card-grid-3">
        {/* A treatment with no card in this language (its page not written in it yet) is not shown. */}
        {site.home.treatments
          .filter((tr) => text.cards[tr.key])
          .map((tr) => (
            <li key={tr.key} className="card treatment-card" data-treatment={tr.key}>
              <h3>{text.cards[tr.key]?.title}</h3>
              <p>{text.cards[tr.key]?.text}</p>
              <div className="card-links">
                {tr.route ? (
                  <a className="text-link" href={treatmentHref(pages, route.lang, tr.route)}>
                    {t('treatments.learn_more')}
                    <span className="visually-hidden">: {text.cards[tr.key]?.title}</span>
                    <Icon name="arrow" size={16} className="flip-next" />
                  </a>
                ) : (
                  <a className="text-link" href="#contato">
                    {t('treatments.other_contact')}
                    <Icon name="arrow" size={16} className="flip-next" />
                  </a>
                )}
                {tr.key === 'orthodontics' && (
                  <ExternalLink className="text-link" href={site.facts.external.aligner}>
                    {text.aligner_link}
                  </ExternalLink>
                )}
              </div>
            </li>
          ))}
      </ul>
      {whitening && (
        <p className="after-grid">
          <a className="button button-ghost" href={treatmentHref(pages, route.lang, whitening)}>
            {text.whitening_link}
          </a>
        </p>
      )}
    </Section>
  );
}
