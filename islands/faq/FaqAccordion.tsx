/**
 * FAQ accordion: one item open at a time, collapsible. Answers are always in the HTML
 * (forceMount); CSS hides closed ones, and a <noscript> style shows them all without JavaScript.
 */
import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../shared/Icon';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: FaqItem[];
  dir: 'ltr' | 'rtl';
}

export default function FaqAccordion({ items, dir }: FaqAccordionProps) {
  return (
    <Accordion.Root type="single" collapsible dir={dir} className="faq-list" data-slot="faq">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="faq-item">
          <Accordion.Header className="faq-question">
            <Accordion.Trigger className="faq-trigger">
              <span>{item.question}</span>
              <Icon name="chevron" size={20} className="faq-chevron" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="faq-answer">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
