import type { HomeContent } from '../../model/site';
import { usePage } from '../page-context';

type Proof = Pick<HomeContent['testimonials'][number], 'source' | 'consent_date'>;

/** Where a testimonial was given and the day its publication was authorised (CFO rules: a testimonial is published only with consent). */
export function TestimonialProof({ source, consent_date }: Proof) {
  const { t, route, formatDate } = usePage();
  // Without its proof a testimonial is a stand-in (pipeline/launch/): said so, never passed off as a patient's.
  if (!source && !consent_date)
    return (
      <p className="testimonial-proof testimonial-sample" data-slot="testimonial-proof">
        {t('testimonial.sample')}
      </p>
    );
  const link = source && /^https:\/\//.test(source) ? new URL(source) : undefined;
  return (
    <p className="testimonial-proof" data-slot="testimonial-proof">
      {source && (
        <span>
          {t('testimonial.source')}:{' '}
          {link ? (
            <a href={link.href} rel="noopener" target="_blank">
              {link.hostname.replace(/^www\./, '')}
            </a>
          ) : (
            source
          )}
        </span>
      )}
      {consent_date && (
        <span>
          {t('testimonial.consent', {
            date: formatDate(consent_date, route.htmlLang),
          })}
        </span>
      )}
    </p>
  );
}
