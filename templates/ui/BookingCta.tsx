import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { chatLink } from '../../model/urls';
import { ExternalLink } from './ExternalLink';

/** The one action of every page: a chat with a greeting that names what the visitor wants. */
export function BookingCta({ greeting }: { greeting?: string }) {
  const { copy, t, site, route } = usePage();
  const text = greeting ?? site.facts.messaging.greeting[route.lang];
  const words = copy.site.booking;
  return (
    <aside className="booking-cta" aria-labelledby="booking-title">
      <div>
        <h2 id="booking-title">{words.title}</h2>
        <p>{words.text}</p>
      </div>
      <ExternalLink className="button button-light button-large" href={chatLink(site.facts.messaging.number, text)}>
        <Icon name="whatsapp" />
        {t('page.booking_button')}
      </ExternalLink>
    </aside>
  );
}
