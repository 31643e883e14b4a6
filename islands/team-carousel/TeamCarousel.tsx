/**
 * The ten professionals in a looping carousel (embla-carousel-react with its autoplay
 * plugin): 1, 2 or 3 slides per view by width (from CSS), previous and next buttons, autoplay
 * (model/constants.ts) with a pause and play button (WCAG 2.2.2) that stops for good on
 * any other interaction, pauses while the tab is hidden and is off for visitors who prefer
 * reduced motion. Arabic scrolls right to left. Without JavaScript
 * it is a scrollable row. In the browser the slides' HTML is read back from the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { Icon } from '../shared/Icon';
import { htmlsOf } from '../shared/markup';

export interface TeamCarouselProps {
  /** Each slide's card, as HTML. */
  slides: string[];
  dir: 'ltr' | 'rtl';
  autoplayMs: number;
  /** `slide` says "{{index}} of {{count}}"; each slide's name is made from it. */
  labels: { carousel: string; previous: string; next: string; slide: string; pause: string; play: string };
}

export const CAROUSEL_FROM_MARKUP = ['slides'] as const;

export function propsFromMarkup(host: HTMLElement, props: Omit<TeamCarouselProps, 'slides'>): TeamCarouselProps {
  return { ...props, slides: htmlsOf(host, '.carousel-slide') };
}

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export default function TeamCarousel({ slides, dir, autoplayMs, labels }: TeamCarouselProps) {
  const [plugins] = useState(() =>
    reducedMotion() ? [] : [Autoplay({ delay: autoplayMs, stopOnInteraction: true, stopOnMouseEnter: false })],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', direction: dir }, plugins);
  const [state, setState] = useState({ selected: 0, canPrev: true, canNext: true, playing: false, ready: false });

  const render = useCallback(() => {
    if (!api) return;
    const autoplay = api.plugins().autoplay;
    setState({
      selected: api.selectedScrollSnap(),
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
      playing: Boolean(autoplay?.isPlaying()),
      ready: true,
    });
  }, [api]);

  // The visitor stopped it (the pause button, a swipe, a press, focus in the carousel).
  const stopped = useRef(false);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const stop = useCallback(() => {
    stopped.current = true;
    api?.plugins().autoplay?.stop();
    render();
  }, [api, render]);
  const togglePlay = (): void => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) {
      stop();
      return;
    }
    stopped.current = false;
    autoplay.play();
    render();
  };

  useEffect(() => {
    if (!api) return;
    const autoplay = api.plugins().autoplay;
    // Pause while the tab is hidden; resume when visible unless the visitor took over.
    const onVisibility = (): void => {
      if (stopped.current || !autoplay) return;
      if (document.hidden) autoplay.stop();
      else autoplay.play();
    };
    const takeOver = (): void => stop();
    const onFocusIn = (e: Event): void => {
      // Reaching the pause button is not taking over: pressing it says what to do.
      if (e.target instanceof Node && pauseRef.current?.contains(e.target)) return;
      stop();
    };
    api
      .on('select', render)
      .on('reInit', render)
      .on('pointerDown', takeOver)
      .on('autoplay:play', render)
      .on('autoplay:stop', render);
    document.addEventListener('visibilitychange', onVisibility);
    const root = api.rootNode().closest('.carousel');
    root?.addEventListener('focusin', onFocusIn);
    render();
    return () => {
      api
        .off('select', render)
        .off('reInit', render)
        .off('pointerDown', takeOver)
        .off('autoplay:play', render)
        .off('autoplay:stop', render);
      document.removeEventListener('visibilitychange', onVisibility);
      root?.removeEventListener('focusin', onFocusIn);
    };
  }, [api, render, stop]);

  const go = (to: 'prev' | 'next'): void => {
    stop();
    if (to === 'prev') api?.scrollPrev();
    else api?.scrollNext();
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      data-selected={state.selected}
      data-autoplay={state.playing ? 'on' : 'off'}
      {...(state.ready ? { 'data-ready': '' } : {})}
    >
      {/* Focusable so keyboard users can scroll it before (or without) JavaScript. */}
      <div className="carousel-viewport" tabIndex={0} ref={viewportRef}>
        <div className="carousel-track">
          {slides.map((html, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (ARIA carousel pattern), not a set of form fields
            <div
              key={i}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide.replace('{{index}}', String(i + 1)).replace('{{count}}', String(slides.length))}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        {plugins.length > 0 && (
          <button ref={pauseRef} type="button" className="icon-button carousel-pause" onClick={togglePlay}>
            <Icon name={state.playing ? 'pause' : 'play'} size={22} />
            <span className="visually-hidden">{state.playing ? labels.pause : labels.play}</span>
          </button>
        )}
        <button
          type="button"
          className="icon-button carousel-prev"
          disabled={!state.canPrev}
          onClick={() => go('prev')}
        >
          <Icon name="arrow" size={22} className="flip-prev" />
          <span className="visually-hidden">{labels.previous}</span>
        </button>
        <button
          type="button"
          className="icon-button carousel-next"
          disabled={!state.canNext}
          onClick={() => go('next')}
        >
          <Icon name="arrow" size={22} className="flip-next" />
          <span className="visually-hidden">{labels.next}</span>
        </button>
      </div>
    </section>
  );
}
