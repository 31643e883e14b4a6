import { usePage, useImage } from '../page-context';
import { Section } from '../ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import { PictureSlot } from '../ui/PictureSlot';
import type { HomeContent } from '../../model/site';

function ResultCard({ item }: { item: HomeContent['results'][number] }) {
  const { copy, t, site } = usePage();
  const text = copy.home.results.items[item.key];
  const image = useImage(item.image);
  return (
    <li className="card result-card">
      <PictureSlot
        image={image}
        src={item.image}
        alt=""
        slot={{ ...site.home.slots.results, focus: item.focus ?? site.home.slots.results.focus }}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 85vw"
        className="card-picture"
      />
      <div className="card-body">
        <h3>{text?.title}</h3>
        <p>{text?.text}</p>
        <ExternalLink className="button button-ghost" href={item.link}>
          {t('results.cta')}
          <span className="visually-hidden">: {text?.title}</span>
        </ExternalLink>
      </div>
    </li>
  );
}

export function Results() {
  const { copy, site } = usePage();
  const text = copy.home.results;
  return (
    <Section id="resultados" className="results" title={text.title} subtitle={text.subtitle}>
      <ul className="card-grid card-grid-3">
        {site.home.results.map((r) => (
          <ResultCard key={r.key} item={r} />
        ))}
      </ul>
      <p className="notice">{text.notice}</p>
    </Section>
  );
}
