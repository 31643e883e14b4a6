/**
 * The ten professionals in a looping carousel (1, 2 or 3 per view by width, from CSS).
 * Autoplay every 2000 ms stops for good on interaction, pauses while the tab is hidden,
 * and is off for visitors who prefer reduced motion. Arabic scrolls right to left.
 */
import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { Picture, type PictureSource } from '../shared/Picture';
import { Icon } from '../shared/Icon';

export interface TeamMemberCard {
  name: string;
  specialty: string;
  image: PictureSource;
}

export interface TeamCarouselProps {
  members: TeamMemberCard[];
  dir: 'ltr' | 'rtl';
  autoplayMs: number;
  labels: { carousel: string; previous: string; next: string; slides: string[] };
}

export default function TeamCarousel({ members, dir, autoplayMs, labels }: TeamCarouselProps) {
  const [plugins] = useState(() => {
    if (typeof window === 'undefined') return [];
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return [];
    return [Autoplay({ delay: autoplayMs, stopOnInteraction: true, stopOnMouseEnter: false })];
  });
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', direction: dir }, plugins);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  // Known only after mount: the server cannot know the visitor's motion preference.
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      setSelected(api.selectedScrollSnap());
    };
    const stop = () => setStopped(true);
    sync();
    setReady(true);
    api.on('select', sync).on('reInit', sync).on('pointerDown', stop);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', stop);
    };
  }, [api]);

  // Pause while the tab is hidden; resume when visible unless the visitor took over.
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    setPlaying(Boolean(autoplay) && !stopped);
    if (!autoplay) return;
    if (stopped) {
      autoplay.stop();
      return;
    }
    const onVisibility = () => (document.hidden ? autoplay.stop() : autoplay.play());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [api, stopped]);

  const go = useCallback(
    (direction: 'prev' | 'next') => {
      setStopped(true);
      if (direction === 'prev') api?.scrollPrev();
      else api?.scrollNext();
    },
    [api],
  );

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      data-ready={ready ? '' : undefined}
      data-selected={selected}
      data-autoplay={playing ? 'on' : 'off'}
      onFocus={() => setStopped(true)}
    >
      {/* Focusable so keyboard users can scroll it before (or without) JavaScript. */}
      <div className="carousel-viewport" ref={viewportRef} tabIndex={0}>
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
        <button type="button" className="icon-button carousel-prev" onClick={() => go('prev')} disabled={!canPrev}>
          <Icon name="arrow" size={22} className="flip-prev" />
          <span className="visually-hidden">{labels.previous}</span>
        </button>
        <button type="button" className="icon-button carousel-next" onClick={() => go('next')} disabled={!canNext}>
          <Icon name="arrow" size={22} className="flip-next" />
          <span className="visually-hidden">{labels.next}</span>
        </button>
      </div>
    </section>
  );
}
