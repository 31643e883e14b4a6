import { noDashAtLineStart } from '../ui/typography';
import { usePage, useImage } from '../page-context';
import { PictureSlot } from '../ui/PictureSlot';
import { Icon } from '../../islands/shared/Icon';
import { TrustFacts } from '../ui/TrustFacts';

export function Hero() {
  const { copy, t, site, chat } = usePage();
  const image = useImage(site.home.images.hero);
  const text = copy.home.hero;
  return (
    <section id="inicio" className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">{text.eyebrow}</p>
          <h1 id="hero-title">{noDashAtLineStart(text.title)}</h1>
          <p className="hero-subtitle">{text.subtitle}</p>
          <div className="hero-actions">
            <a
              className="button button-primary button-large"
              href={chat.booking}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="whatsapp" />
              {text.cta}
              <span className="visually-hidden"> ({t('a11y.new_tab')})</span>
            </a>
            <a className="button button-ghost button-large" href="#tratamentos">
              {text.secondary}
            </a>
          </div>
          <TrustFacts />
        </div>
        <div className="hero-media">
          <PictureSlot
            image={image}
            src={site.home.images.hero}
            alt={text.image_alt}
            slot={site.home.slots.hero}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority
            className="hero-picture"
          />
        </div>
      </div>
    </section>
  );
}
