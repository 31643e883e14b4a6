import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { ExternalLink } from './ExternalLink';

/** The one action of every page: a chat with a greeting that names what the visitor wants. */
export function BookingCta() {
  const { copy, t, chat } = usePage();
  const words = copy.site.booking;
  return (
    <aside className="booking-cta" aria-labelledby="booking-title">
      <div>
        <h2 id="booking-title">{words.title}</h2>
        <p>{words.text}</p>
      </div>
      <ExternalLink className="button button-light button-large" href={chat.page}>
        <Icon name="whatsapp" />
        {t('header.book')}
      </ExternalLink>
    </aside>
  );
}
