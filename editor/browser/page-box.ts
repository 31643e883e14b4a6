/** The page's own boxes among Decap's screens: made once, kept in place while Decap redraws. */

/** A section of the page's own, named for assistive technology by `label` or by the element `labelledBy`. */
export function sectionBox(id: string, name: { label: string } | { labelledBy: string }, css: string): HTMLElement {
  const box = document.createElement('section');
  box.id = id;
  if ('label' in name) box.setAttribute('aria-label', name.label);
  else box.setAttribute('aria-labelledby', name.labelledBy);
  box.style.cssText = css;
  return box;
}

/** `refresh` now and on each move of the address; `place` each time Decap redraws (it drops what it did not draw). */
export function followAddress(refresh: () => Promise<void>, place: () => void): void {
  window.addEventListener('hashchange', () => void refresh());
  new MutationObserver(() => place()).observe(document.body, { childList: true, subtree: true });
  void refresh();
}
