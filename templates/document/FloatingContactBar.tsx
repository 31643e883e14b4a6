/** On local landing pages only: a bar at the bottom with a call button and the chat. */
import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { telHref } from '../links';
import { ExternalLink } from '../ui/ExternalLink';

export function FloatingContactBar() {
  const { t, site, chat } = usePage();
  return (
    <aside className="contact-bar" aria-label={t('landing.bar_label')}>
      <a className="button button-ghost" href={telHref(site.facts.phones.landline)}>
        <Icon name="phone" />
        {t('landing.call')}
      </a>
      <ExternalLink className="button button-primary" href={chat.booking}>
        <Icon name="whatsapp" />
        {t('header.book')}
      </ExternalLink>
    </aside>
  );
}
