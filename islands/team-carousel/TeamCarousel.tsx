/**
 * The ten professionals in a looping carousel (1, 2 or 3 per view by width, from CSS), as the
 * server writes it: a scrollable row that works without JavaScript. Its island
 * (./carousel.ts) adds the previous/next buttons' behaviour and the autoplay.
 */
import { Picture, type PictureSource } from '../shared/Picture';
import { Icon } from '../shared/Icon';

export interface TeamMemberCard {
  name: string;
  specialty: string;
  image: PictureSource;
}

export interface TeamCarouselProps {
  members: TeamMemberCard[];
  labels: { carousel: string; previous: string; next: string; slides: string[] };
}

/** What the carousel's island needs in the browser. */
export interface TeamCarouselMountProps {
  dir: 'ltr' | 'rtl';
  autoplayMs: number;
}

export default function TeamCarousel({ members, labels }: TeamCarouselProps) {
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={labels.carousel} data-selected={0} data-autoplay="off">
      {/* Focusable so keyboard users can scroll it before (or without) JavaScript. */}
      <div className="carousel-viewport" tabIndex={0}>
        <div className="carousel-track">
          {members.map((m, i) => (
            <div key={m.name} className="carousel-slide" role="group" aria-roledescription="slide" aria-label={labels.slides[i]}>
              <article className="member-card">
                <Picture image={m.image} alt={m.name} sizes="160px" className="member-photo" />
                <h4 className="member-name">{m.name}</h4>
                <p className="member-specialty">{m.specialty}</p>
              </article>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        <button type="button" className="icon-button carousel-prev">
          <Icon name="arrow" size={22} className="flip-prev" />
          <span className="visually-hidden">{labels.previous}</span>
        </button>
        <button type="button" className="icon-button carousel-next">
          <Icon name="arrow" size={22} className="flip-next" />
          <span className="visually-hidden">{labels.next}</span>
        </button>
      </div>
    </section>
  );
}
