import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { TestimonialProof } from '../ui/TestimonialProof';

export function Testimonials() {
  const { copy, site } = usePage();
  const text = copy.home.testimonials;
  return (
    <Section id="depoimentos" className="testimonials" title={text.title} subtitle={text.subtitle}>
      <ul className="card-grid card-grid-3" tabIndex={0} aria-labelledby="depoimentos-title">
        {site.home.testimonials.map(({ key, ...proof }) => (
          <li key={key} className="card testimonial">
            <figure>
              <blockquote>
                <p>{text.items[key]?.text}</p>
              </blockquote>
              <figcaption>{text.items[key]?.name}</figcaption>
            </figure>
            <TestimonialProof {...proof} />
          </li>
        ))}
      </ul>
      <p className="section-note">{text.notice}</p>
    </Section>
  );
}
