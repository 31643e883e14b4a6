/** FAQ with the default title and questions, or a page's own title and list (the accordion island). */
import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Island } from '../ui/Island';
import FaqAccordion, { FAQ_FROM_MARKUP } from '../../islands/faq/FaqAccordion';
import { escapeHtml } from '../../islands/shared/markup';

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
      <Island
        name="faq"
        component={FaqAccordion}
        load="interaction"
        fromMarkup={FAQ_FROM_MARKUP}
        props={{ items: list.map((item) => ({ id: item.id, question: item.question, answer: `<p>${escapeHtml(item.answer)}</p>` })) }}
      />
    </Section>
  );
}
