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
  // What is already on screen at load is shown as it is: fading it in would only delay the page.
  const fold = window.innerHeight;
  targets.forEach((t) => {
    if (t.getBoundingClientRect().top < fold) t.setAttribute('data-revealed', '');
    else io.observe(t);
  });
}
