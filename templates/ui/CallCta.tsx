import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { CallLink } from './UrgentCare';
import { ExternalLink } from './ExternalLink';

/** The action of the care pages: call the clinic (a message, greeting with the page's topic, is the second choice). */
export function CallCta() {
  const { copy, t, chat } = usePage();
  const text = copy.site.aftercare_call;
  return (
    <aside className="booking-cta call-cta" aria-labelledby="call-title">
      <div>
        <h2 id="call-title">{text.title}</h2>
        <p>{text.text}</p>
      </div>
      <p className="call-actions">
        <CallLink className="button button-light button-large" />
        <ExternalLink className="text-link call-secondary" href={chat.page}>
          <Icon name="whatsapp" />
          {t('page.call_whatsapp')}
        </ExternalLink>
      </p>
    </aside>
  );
}
