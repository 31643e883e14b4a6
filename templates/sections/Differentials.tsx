import { usePage } from '../page-context';
import { KeepCodes } from '../ui/KeepCodes';
import { Section } from '../ui/Section';
import { Icon, type IconName } from '../../islands/shared/Icon';

/** One picture per differential, none shared, so the row reads as eight different reasons. */
const ICONS: Record<string, IconName> = {
  tech: 'monitor',
  specialists: 'star',
  humanized: 'heart',
  modern: 'sparkle',
  location: 'pin',
  flexible: 'clock',
  security: 'shield',
  quality: 'medal',
};

export function Differentials() {
  const { copy, site, route } = usePage();
  const text = copy.home.differentials;
  return (
    <Section id="diferenciais" className="differentials" title={text.title} subtitle={text.subtitle}>
      <ul className="card-grid card-grid-4" tabIndex={0} aria-labelledby="diferenciais-title">
        {site.home.differentials.map((id) => (
          <li key={id} className="card feature-card">
            <span className="feature-icon">
              <Icon name={ICONS[id] ?? 'check'} size={22} />
            </span>
            <h3>{text.items[id]?.title}</h3>
            <p>{text.items[id]?.text}</p>
          </li>
        ))}
      </ul>
      <h3 className="visually-hidden">{text.stats_title}</h3>
      <dl className="stats">
        {site.home.stats.map((s) => (
          <div key={s.label} className="stat">
            <dt>{text.stats[s.label]}</dt>
            <dd>{s.value}</dd>
            <dd className="stat-source">
              <KeepCodes text={site.facts.statistics[s.label]?.[route.lang] ?? ''} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
