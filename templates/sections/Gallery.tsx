import { usePage, useImage } from '../page-context';
import { Section } from '../ui/Section';
import { PictureSlot } from '../ui/PictureSlot';
import type { HomeContent } from '../../model/site';

function Photo({ item }: { item: HomeContent['gallery'][number] }) {
  const { copy, site } = usePage();
  const image = useImage(item.image);
  const caption = copy.home.gallery.captions[item.key] ?? '';
  return (
    <li>
      <figure className="gallery-item">
        <PictureSlot
          image={image}
          src={item.image}
          // The caption under it names the picture: an alt text repeating it was read twice.
          alt=""
          slot={{ ...site.home.slots.gallery, focus: item.focus ?? site.home.slots.gallery.focus }}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 85vw"
          className="gallery-picture"
        />
        <figcaption>{caption}</figcaption>
      </figure>
    </li>
  );
}

export function Gallery() {
  const { copy, site } = usePage();
  const text = copy.home.gallery;
  return (
    <Section id="clinica" className="gallery" title={text.title} subtitle={text.subtitle}>
      <ul className="gallery-grid" tabIndex={0} aria-labelledby="clinica-title">
        {site.home.gallery.map((g) => (
          <Photo key={g.key} item={g} />
        ))}
      </ul>
    </Section>
  );
}
