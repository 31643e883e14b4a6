/** Sections fade in once when 10% of them enters the viewport; content is in the HTML regardless. */
export function startReveal(threshold: number): void {
  const targets = document.querySelectorAll<HTMLElement>('[data-reveal]');
  if (!('IntersectionObserver' in window)) {
    targets.forEach((t) => t.setAttribute('data-revealed', ''));
    return;
  }
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        e.target.setAttribute('data-revealed', '');
        io.unobserve(e.target);
      }
    },
    { threshold },
  );
  targets.forEach((t) => io.observe(t));
}
