import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Icon, type IconName } from '../../islands/shared/Icon';

const ICONS: Record<string, IconName> = {
  tech: 'check', specialists: 'star', humanized: 'whatsapp', modern: 'check',
  location: 'pin', flexible: 'clock', security: 'check', quality: 'star',
};

export function Differentials() {
  const { t, site, route } = usePage();
  return (
    <Section id="diferenciais" className="differentials" title={t('differentials.title')} subtitle={t('differentials.subtitle')}>
      <ul className="card-grid card-grid-4">
        {site.home.differentials.map((id) => (
          <li key={id} className="card feature-card">
            <span className="feature-icon">
              <Icon name={ICONS[id] ?? 'check'} size={22} />
            </span>
            <h3>{t(`differentials.${id}.title`)}</h3>
            <p>{t(`differentials.${id}.text`)}</p>
          </li>
        ))}
      </ul>
      <h3 className="visually-hidden">{t('differentials.stats_title')}</h3>
      <dl className="stats">
        {site.home.stats.map((s) => (
          <div key={s.label} className="stat">
            <dt>{t(`differentials.${s.label}`)}</dt>
            <dd>{s.value}</dd>
            <dd className="stat-source">{site.facts.statistics[s.label]?.[route.lang]}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
