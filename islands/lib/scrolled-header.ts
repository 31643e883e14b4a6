/**
 * The header turns solid once the page has scrolled past its threshold (data-scroll-threshold).
 * A one-pixel marker sits at that depth: when it leaves the top of the viewport, the page has
 * scrolled more than the threshold. The browser reports this after its own layout, so no
 * scroll listener runs and reading the position never forces a layout.
 */
export function trackScrolledHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header || !('IntersectionObserver' in window)) return;
  const threshold = Number(header.dataset.scrollThreshold ?? 0);
  const marker = document.createElement('div');
  marker.setAttribute('aria-hidden', 'true');
  marker.style.cssText = `position:absolute;inset-block-start:${threshold}px;inset-inline-start:0;inline-size:1px;block-size:1px;pointer-events:none`;
  document.body.prepend(marker);
  new IntersectionObserver(([entry]) => {
    if (entry) header.toggleAttribute('data-scrolled', !entry.isIntersecting && entry.boundingClientRect.top < 0);
  }).observe(marker);
}
