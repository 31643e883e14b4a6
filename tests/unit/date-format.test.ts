import { describe, expect, it } from 'vitest';
import { dateFormat } from '../../templates/ui/format';

describe('dates on the pages', () => {
  it('English pages, written in British English, put the day before the month', () => {
    expect(dateFormat()('2026-12-07', 'en')).toBe('7 December 2026');
  });
  it('every other language keeps its own order', () => {
    const format = dateFormat();
    expect(format('2026-12-07', 'pt-BR')).toBe('7 de dezembro de 2026');
    expect(format('2026-12-07', 'de')).toBe('7. Dezember 2026');
  });
});
