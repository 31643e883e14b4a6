/**
 * Today's opening hours are marked by the clinic's day, in São Paulo: a visitor abroad late at
 * night still sees the clinic's today, and a closed day is marked as such.
 */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { clinicWeekday, markToday } from '../../islands/lib/today';
import { HOURS_DAYS } from '../../templates/ui/ContactDetails';

const page = () =>
  parseHTML(
    `<dl>${Object.entries(HOURS_DAYS)
      .map(([k, days]) => `<div data-days="${days}" id="${k}"><dt>${k}</dt><dd>9–18</dd></div>`)
      .join('')}</dl>`,
  ).document;
const marked = (now: Date) => {
  const doc = page();
  markToday(doc, now);
  return [...doc.querySelectorAll('[aria-current="date"]')].map((el) => el.id);
};

describe("today's opening hours", () => {
  it('are the clinic’s day of the week, not the visitor’s', () => {
    // Monday 22:30 in São Paulo is already Tuesday in UTC and in Europe.
    expect(clinicWeekday(new Date('2026-12-08T01:30:00Z'))).toBe(1);
    expect(clinicWeekday(new Date('2026-12-12T15:00:00Z'))).toBe(6);
    expect(clinicWeekday(new Date('2026-12-13T15:00:00Z'))).toBe(7);
  });

  it('mark exactly the one row that covers today', () => {
    expect(marked(new Date('2026-12-08T01:30:00Z'))).toEqual(['weekdays']);
    expect(marked(new Date('2026-12-12T15:00:00Z'))).toEqual(['saturday']);
    expect(marked(new Date('2026-12-13T15:00:00Z'))).toEqual(['sunday']);
  });

  it('cover every day of the week once', () => {
    const days = Object.values(HOURS_DAYS).flatMap((d) => d.split(' '));
    expect(days.sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });
});
