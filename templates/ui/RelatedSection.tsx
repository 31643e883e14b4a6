import type { ReactNode } from 'react';

/** "Related treatments" / "Read next": a titled grid of cards at the end of a page. */
export function RelatedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="section related" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        <ul className="card-grid card-grid-3">{children}</ul>
      </div>
    </section>
  );
}
