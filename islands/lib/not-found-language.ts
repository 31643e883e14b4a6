/**
 * The root 404.html is what a host with a single error page serves for every missing address,
 * /en/... included. It carries the message in every language (templates/pages/NotFoundPage.tsx);
 * this puts the message of the address's language at the top, in place of the Portuguese one
 * (which moves down among the others), and names the tab in that language. Without
 * JavaScript every language stays readable on the page.
 *
 * @returns the language shown first, or undefined when nothing changed
 */
const setOrRemove = (el: Element, name: string, value: string | null): void => {
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
};

export function showNotFoundLanguage(doc: Document, pathname: string): string | undefined {
  const lang = /^\/(en|es|de|ar)(\/|$)/.exec(pathname)?.[1];
  const intro = doc.querySelector<HTMLElement>('section[data-not-found-lang]');
  if (!lang || !intro || intro.dataset.notFoundLang === lang) return undefined;
  const block = doc.querySelector<HTMLElement>(`div[data-not-found-lang="${lang}"]`);
  const pairs: [Element | null, Element | null][] = [
    [intro.querySelector('h1'), block?.querySelector('h3') ?? null],
    [intro.querySelector('p'), block?.querySelector('p') ?? null],
    [intro.querySelector('a[href]'), block?.querySelector('a[href]') ?? null],
  ];
  if (!block || pairs.some(([a, b]) => !a || !b)) return undefined;
  for (const [a, b] of pairs as [Element, Element][]) {
    const text = a.textContent;
    a.textContent = b.textContent;
    b.textContent = text;
    for (const name of ['href', 'hreflang']) {
      const value = a.getAttribute(name);
      setOrRemove(a, name, b.getAttribute(name));
      setOrRemove(b, name, value);
    }
  }
  for (const name of ['lang', 'dir', 'data-not-found-lang']) {
    const value =
      intro.getAttribute(name) ??
      (name === 'lang'
        ? doc.documentElement.getAttribute('lang')
        : name === 'dir'
          ? doc.documentElement.getAttribute('dir')
          : null);
    const other = block.getAttribute(name);
    if (other !== null) intro.setAttribute(name, other);
    if (value !== null) block.setAttribute(name, value);
  }
  doc.title = intro.querySelector('h1')?.textContent ?? doc.title;
  return lang;
}
