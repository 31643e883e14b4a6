/**
 * Islands that wake on the visitor's first pointer, touch or focus inside them (or at once when
 * the focus is already there). The press
 * that follows may come before the island is ready: the last button pressed meanwhile is
 * pressed again once it is (a link needs nothing: the browser follows it).
 */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export function onFirstInteraction(host: HTMLElement, start: () => Promise<void>): void {
  let pressed: HTMLButtonElement | null = null;
  const remember = (e: Event): void => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (button && host.contains(button)) pressed = button;
  };
  const begin = (): void => {
    for (const type of INTENT) host.removeEventListener(type, begin);
    void start().then(() => {
      host.removeEventListener('click', remember, true);
      if (pressed?.isConnected) pressed.click();
    });
  };
  host.addEventListener('click', remember, true);
  // Focus already inside (a field the page focuses on arrival, before this listened): now.
  if (host.contains(document.activeElement)) {
    begin();
    return;
  }
  for (const type of INTENT) host.addEventListener(type, begin, { passive: true });
}
