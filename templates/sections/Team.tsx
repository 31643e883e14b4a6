import { renderToStaticMarkup } from 'react-dom/server';
import { usePage, useImage } from '../page-context';
import { Section } from '../ui/Section';
import { Island } from '../ui/Island';
import type { PictureSource } from '../../islands/shared/Picture';
import { PictureSlot, type SlotPicture } from '../ui/PictureSlot';
import TeamCarousel, { CAROUSEL_FROM_MARKUP } from '../../islands/team-carousel/TeamCarousel';
import { CONSTANTS } from '../../model/constants';
import { ownerHref } from '../links';
import { nameIn } from '../../model/people';
import { spokenLanguages } from '../ui/spoken-languages';
import type { TeamContent } from '../../model/site';

function OwnerCard({ owner }: { owner: TeamContent['owners'][number] }) {
  const { t, site, route, pages } = usePage();
  const image = useImage(owner.image);
  const slot = site.home.slots.team;
  return (
    <li className="owner-card">
      <a href={ownerHref(pages, route.lang, owner.profile)} className="owner-link">
        <PictureSlot
          image={image}
          src={owner.image}
          alt=""
          slot={{ ...slot, focus: owner.focus ?? slot.focus }}
          sizes="(min-width: 640px) 200px, 110px"
          className="portrait-slot"
          imageClassName="owner-photo"
        />
        <span className="owner-name">{nameIn(owner, route.lang)}</span>
        <span className="owner-job">{owner.job[route.lang]}</span>
        <span className="owner-cro">{owner.cro}</span>
        {owner.languages && (
          <span className="owner-languages">
            {t('team.languages', { languages: spokenLanguages(owner.languages, route.htmlLang) })}
          </span>
        )}
        <span className="text-link">{t('team.view_profile')}</span>
      </a>
    </li>
  );
}

/** One professional's card: the carousel's slide, handed to the island as HTML. */
function MemberCard({
  name,
  specialty,
  cro,
  languages,
  image,
  src,
  slot,
}: {
  name: string;
  specialty: string;
  cro: string;
  /** "Idiomas: português", when the content says. */
  languages?: string;
  image: PictureSource;
  src: string;
  slot: SlotPicture;
}) {
  return (
    <article className="member-card">
      <PictureSlot
        image={image}
        src={src}
        alt={name}
        slot={slot}
        sizes="140px"
        className="portrait-slot"
        imageClassName="member-photo"
      />
      <h4 className="member-name">{name}</h4>
      <p className="member-specialty">{specialty}</p>
      <p className="member-cro">{cro}</p>
      {languages && <p className="member-languages">{languages}</p>}
    </article>
  );
}

export function Team() {
  const { copy, t, site, route, images } = usePage();
  const text = copy.home.team;
  const members = site.team.members.map((m) => ({
    name: nameIn(m, route.lang),
    specialty: site.team.specialty_names[m.specialty][route.lang],
    // Every dentist named on the site shows the registration (CFO), on its own line as the owners'.
    cro: m.cro,
    ...(m.languages
      ? { languages: t('team.languages', { languages: spokenLanguages(m.languages, route.htmlLang) }) }
      : {}),
    image: images[m.image]!,
    src: m.image,
    slot: { ...site.home.slots.team, focus: m.focus ?? site.home.slots.team.focus },
  }));
  return (
    <Section id="equipe" className="team" title={text.title} subtitle={text.subtitle}>
      <h3 className="subheading">{text.owners_title}</h3>
      <ul className="owners">
        {site.team.owners.map((o) => (
          <OwnerCard key={o.profile} owner={o} />
        ))}
      </ul>
      <h3 className="subheading">{text.others_title}</h3>
      <Island
        name="team-carousel"
        component={TeamCarousel}
        load="visible"
        fromMarkup={CAROUSEL_FROM_MARKUP}
        props={{
          slides: members.map((m) => renderToStaticMarkup(<MemberCard {...m} />)),
          dir: route.dir,
          autoplayMs: CONSTANTS.carouselAutoplayMs,
          labels: {
            carousel: t('a11y.carousel'),
            previous: t('a11y.previous'),
            next: t('a11y.next'),
            slide: t('a11y.slide', { index: '{{index}}', count: '{{count}}' }),
            pause: t('a11y.pause_carousel'),
            play: t('a11y.play_carousel'),
          },
        }}
      />
    </Section>
  );
}
