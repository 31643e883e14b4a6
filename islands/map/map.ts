/** The map facade's behaviour: show its button, and swap the picture for the frame when pressed. */
import type { MapFacadeMountProps } from './MapFacade';

export function mount(host: HTMLElement, { embedUrl, title }: MapFacadeMountProps): void {
  const facade = host.querySelector<HTMLElement>('.map-facade');
  const overlay = facade?.querySelector<HTMLElement>('.map-overlay');
  const button = overlay?.querySelector('button');
  if (!facade || !overlay || !button) return;
  overlay.hidden = false;
  button.addEventListener(
    'click',
    () => {
      const frame = document.createElement('iframe');
      frame.className = 'map-frame';
      frame.src = embedUrl;
      frame.title = title;
      frame.loading = 'lazy';
      frame.referrerPolicy = 'no-referrer-when-downgrade';
      frame.allowFullscreen = true;
      facade.replaceWith(frame);
      // The button is gone: keep the keyboard where it was.
      frame.focus();
    },
    { once: true },
  );
}
