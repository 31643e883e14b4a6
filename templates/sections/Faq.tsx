/**
 * FAQ with the default title and questions, or a page's own title and list.
 * An accordion with no script: <details> elements sharing a name open one at a time, close
 * again, answer the keyboard, and are found by the browser's find-in-page while closed.
 */
import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Icon } from '../../islands/shared/Icon';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export function Faq({ title, items }: { title?: string; items?: FaqItem[] }) {
  const { t, site } = usePage();
  const list =
    items ?? site.home.faq.map((id) => ({ id, question: t(`faq.${id}.question`), answer: t(`faq.${id}.answer`) }));
  return (
    <Section id="faq" className="faq" title={title ?? t('faq.title')} subtitle={items ? undefined : t('faq.subtitle')}>
      <div className="faq-list">
        {list.map((item) => (
          <details key={item.id} className="faq-item" name="faq">
            <summary className="faq-trigger">
              <h3 className="faq-question">{item.question}</h3>
              <Icon name="chevron" size={20} className="faq-chevron" />
            </summary>
            <div className="faq-answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
