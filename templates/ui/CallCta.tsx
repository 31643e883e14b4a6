import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { chatLink } from '../../model/urls';
import { CallLink } from './UrgentCare';

/** The action of the care pages: call the clinic (a message is the second choice). */
export function CallCta({ topic }: { topic: string }) {
  const { t, site, route } = usePage();
  const text = site.siteText[route.lang].aftercare_call;
  return (
    <aside className="booking-cta call-cta" aria-labelledby="call-title">
      <div>
        <h2 id="call-title">{text.title}</h2>
        <p>{text.text}</p>
      </div>
      <p className="call-actions">
        <CallLink className="button button-light button-large" />
        <a
          className="text-link call-secondary"
          href={chatLink(site.facts.messaging.number, t('page.care_greeting', { topic }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsapp" />
          {t('page.call_whatsapp')}
          <span className="visually-hidden"> ({t('a11y.new_tab')})</span>
        </a>
      </p>
    </aside>
  );
}
