import { usePage, useImage } from '../page-context';
import { PictureSlot } from '../ui/PictureSlot';
import { Icon } from '../../islands/shared/Icon';

export function About() {
  const { copy, site } = usePage();
  const image = useImage(site.home.images.about);
  const text = copy.home.about;
  return (
    <section id="sobre" className="section about" aria-labelledby="sobre-title" data-reveal="">
      <div className="container about-grid">
        <div className="about-media">
          <PictureSlot
            image={image}
            src={site.home.images.about}
            alt={text.image_alt}
            slot={site.home.slots.about}
            sizes="(min-width: 1024px) 45vw, 100vw"
            className="about-picture"
          />
        </div>
        <div className="about-copy">
          <h2 id="sobre-title">{text.title}</h2>
          <p className="lead">{text.lead}</p>
          {text.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <a className="button button-primary" href="#tratamentos">
            {text.button}
            <Icon name="arrow" className="flip-next" />
          </a>
        </div>
      </div>
    </section>
  );
}
