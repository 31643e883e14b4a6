/** FAQ with the default title and questions, or a page's own title and list (the accordion island). */
import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Island } from '../ui/Island';
import FaqAccordion, { FAQ_FROM_MARKUP } from '../../islands/faq/FaqAccordion';
import { escapeHtml } from '../../islands/shared/markup';
import type { Site } from '../../pipeline/validate/validate';
import type { HomeTexts } from '../../pipeline/schemas/home-texts';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The home page's questions, in the order content/home.yaml gives. */
export function homeFaq(site: Site, texts: HomeTexts['faq']['items']): FaqItem[] {
  return site.home.faq.map((id) => ({ id, question: texts[id]?.question ?? '', answer: texts[id]?.answer ?? '' }));
}

export function Faq({ title, items }: { title?: string; items?: FaqItem[] }) {
  const { copy, site } = usePage();
  const text = copy.home.faq;
  const list = items ?? homeFaq(site, text.items);
  return (
    <Section id="faq" className="faq" title={title ?? text.title} subtitle={items ? undefined : text.subtitle}>
      <Island
        name="faq"
        component={FaqAccordion}
        load="interaction"
        fromMarkup={FAQ_FROM_MARKUP}
        props={{
          items: list.map((item) => ({
            id: item.id,
            question: item.question,
            answer: `<p>${escapeHtml(item.answer)}</p>`,
          })),
        }}
      />
    </Section>
  );
}
