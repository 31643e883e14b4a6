/** FAQ with the default title and questions, or a page's own title and list (the accordion island). */
import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Island } from '../ui/Island';
import FaqAccordion, { FAQ_FROM_MARKUP } from '../../islands/faq/FaqAccordion';
import { escapeHtml } from '../../islands/shared/markup';
import type { Site, HomeTexts } from '../../model/site';
import { ROUTE_ID } from '../../model/route';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** The page the answer leads on to, linked after it. */
  more?: { label: string; href: string };
}

/** The home page's questions, in the order content/home.yaml gives; `more` names the page a question leads on to. */
export function homeFaq(
  site: Site,
  texts: HomeTexts['faq']['items'],
  more?: (slug: string) => FaqItem['more'],
): FaqItem[] {
  return site.home.faq.map((id) => {
    const slug = site.home.faq_pages[id];
    const link = slug ? more?.(slug) : undefined;
    return {
      id,
      question: texts[id]?.question ?? '',
      answer: texts[id]?.answer ?? '',
      ...(link ? { more: link } : {}),
    };
  });
}

export function Faq({ title, items }: { title?: string; items?: FaqItem[] }) {
  const { copy, site, pages, route, docIn } = usePage();
  const text = copy.home.faq;
  const list =
    items ??
    homeFaq(site, text.items, (slug) => {
      const doc = docIn('recommendations', slug, 'original');
      return doc && { label: doc.front.title, href: pages.urlOrOriginal(ROUTE_ID.recommendation(slug), route.lang) };
    });
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
            answer: `<p>${escapeHtml(item.answer)}</p>${
              item.more
                ? `<p><a class="faq-more" href="${escapeHtml(item.more.href)}">${escapeHtml(item.more.label)}</a></p>`
                : ''
            }`,
          })),
        }}
      />
    </Section>
  );
}
