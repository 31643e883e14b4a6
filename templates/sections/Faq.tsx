/** FAQ with the default title and questions, or a page's own title and list. */
import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Island } from '../ui/Island';
import FaqAccordion, { type FaqItem } from '../../islands/faq/FaqAccordion';

export function Faq({ title, items }: { title?: string; items?: FaqItem[] }) {
  const { t, site, route } = usePage();
  const list =
    items ?? site.home.faq.map((id) => ({ id, question: t(`faq.${id}.question`), answer: t(`faq.${id}.answer`) }));
  return (
    <Section id="faq" className="faq" title={title ?? t('faq.title')} subtitle={items ? undefined : t('faq.subtitle')}>
      <Island name="faq" component={FaqAccordion} load="visible" props={{ items: list, dir: route.dir }} />
    </Section>
  );
}
