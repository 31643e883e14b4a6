/** The floating chat button, bottom right (bottom left in Arabic, by logical properties). */
import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';

export function FloatingChat() {
  const { t, chat } = usePage();
  // A landmark of its own (laid out as if absent), so the button is not text outside one (axe "region").
  return (
    <aside className="chat-region" aria-label={t('chat.tooltip')}>
      <a
        className="floating-chat"
        href={chat.booking}
        target="_blank"
        rel="noopener noreferrer"
        title={t('chat.tooltip')}
      >
        <Icon name="whatsapp" size={30} />
        <span className="visually-hidden">
          {t('chat.label')} ({t('a11y.new_tab')})
        </span>
      </a>
    </aside>
  );
}
