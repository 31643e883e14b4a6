/** The header turns solid once the page has scrolled past its threshold (data-scroll-threshold). */
export function trackScrolledHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const threshold = Number(header.dataset.scrollThreshold ?? 0);
  const update = (): void => {
    header.toggleAttribute('data-scrolled', window.scrollY > threshold);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}
