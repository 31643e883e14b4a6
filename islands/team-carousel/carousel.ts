/**
 * The team carousel's behaviour, on its server HTML (Embla without a framework): loops,
 * previous/next buttons, autoplay every 2000 ms that stops for good on interaction, pauses
 * while the tab is hidden and is off for visitors who prefer reduced motion. Arabic scrolls
 * right to left.
 */
import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { TeamCarouselMountProps } from './TeamCarousel';

export function mount(host: HTMLElement, { dir, autoplayMs }: TeamCarouselMountProps): void {
  const root = host.querySelector<HTMLElement>('.carousel');
  const viewport = root?.querySelector<HTMLElement>('.carousel-viewport');
  const prev = root?.querySelector<HTMLButtonElement>('.carousel-prev');
  const next = root?.querySelector<HTMLButtonElement>('.carousel-next');
  if (!root || !viewport || !prev || !next) return;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const plugins = reducedMotion ? [] : [Autoplay({ delay: autoplayMs, stopOnInteraction: true, stopOnMouseEnter: false })];
  const api = EmblaCarousel(viewport, { loop: true, align: 'start', direction: dir }, plugins);
  const autoplay = api.plugins().autoplay;
  let stopped = false;

  const render = (): void => {
    prev.disabled = !api.canScrollPrev();
    next.disabled = !api.canScrollNext();
    root.dataset.selected = String(api.selectedScrollSnap());
    root.dataset.autoplay = autoplay && !stopped ? 'on' : 'off';
  };
  // Pause while the tab is hidden; resume when visible unless the visitor took over.
  const onVisibility = (): void => (document.hidden ? autoplay?.stop() : autoplay?.play());
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    autoplay?.stop();
    document.removeEventListener('visibilitychange', onVisibility);
    render();
  };

  if (autoplay) document.addEventListener('visibilitychange', onVisibility);
  api.on('select', render).on('reInit', render).on('pointerDown', stop);
  root.addEventListener('focusin', stop);
  prev.addEventListener('click', () => {
    stop();
    api.scrollPrev();
  });
  next.addEventListener('click', () => {
    stop();
    api.scrollNext();
  });
  root.dataset.ready = '';
  render();
}
