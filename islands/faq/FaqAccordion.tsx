/**
 * The FAQ: a Radix accordion, one answer open at a time and collapsible, with the keyboard
 * (Enter, Space, arrows, Home, End). Radix renders a closed answer empty, so each answer is
 * also in a <noscript>: without JavaScript every answer is readable, and in the browser the
 * island reads the answers back from there (the page does not carry them twice).
 */
import { useState } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../shared/Icon';
import { textsOf } from '../shared/markup';

export interface FaqEntry {
  id: string;
  question: string;
  /** The answer as HTML. */
  answer: string;
}

export interface FaqAccordionProps {
  items: FaqEntry[];
}

export const FAQ_FROM_MARKUP = ['items'] as const;

const noscriptAnswer = (html: string): string => `<div class="faq-static-answer">${html}</div>`;
const NOSCRIPT_WRAPPER = /^<div class="faq-static-answer">([\s\S]*)<\/div>$/;

/** With scripting on, a <noscript>'s content is text: the answer's HTML as written. */
export function propsFromMarkup(host: HTMLElement): FaqAccordionProps {
  const ids = [...host.querySelectorAll<HTMLElement>('.faq-item')].map((el) => el.dataset.id ?? '');
  const questions = textsOf(host, '.faq-question');
  const answers = textsOf(host, '.faq-item noscript').map((html) => html.replace(NOSCRIPT_WRAPPER, '$1'));
  return { items: ids.map((id, i) => ({ id, question: questions[i] ?? '', answer: answers[i] ?? '' })) };
}

export default function FaqAccordion({ items }: FaqAccordionProps) {
  const [open, setOpen] = useState('');
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="faq-list">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="faq-item" data-id={item.id} id={`faq-${item.id}`}>
          <Accordion.Header className="faq-heading">
            <Accordion.Trigger className="faq-trigger">
              <span className="faq-question">{item.question}</span>
              <Icon name="chevron" size={20} className="faq-chevron" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq-answer">
            <div dangerouslySetInnerHTML={{ __html: item.answer }} />
          </Accordion.Content>
          <noscript dangerouslySetInnerHTML={{ __html: noscriptAnswer(item.answer) }} />
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
