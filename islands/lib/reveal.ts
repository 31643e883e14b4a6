/**
 * Sections fade in once, when 10% of them enters the viewport; their content is in the HTML
 * regardless. Nothing is hidden at load: a section is hidden (data-pending) only while it is
 * off-screen and within one viewport of the bottom edge, just before it can be seen. So the
 * page's first frames are never restyled or repainted as a whole, and no layout is forced:
 * the observers report positions the browser has already computed.
 */
export function startReveal(threshold: number): void {
  if (!('IntersectionObserver' in window)) return;
  const targets = document.querySelectorAll<HTMLElement>('[data-reveal]');
  const done = (t: Element): void => {
    t.removeAttribute('data-pending');
    t.setAttribute('data-revealed', '');
    near.unobserve(t);
    seen.unobserve(t);
  };
  // Within a viewport below the fold: hide, unless some of it is already on screen.
  const near = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting || e.target.hasAttribute('data-revealed')) continue;
        if (e.boundingClientRect.top < window.innerHeight) done(e.target);
        else e.target.setAttribute('data-pending', '');
      }
    },
    { rootMargin: '0px 0px 100% 0px' },
  );
  const seen = new IntersectionObserver(
    (entries) => {
      for (const e of entries) if (e.isIntersecting) done(e.target);
    },
    { threshold },
  );
  targets.forEach((t) => {
    near.observe(t);
    seen.observe(t);
  });
}
