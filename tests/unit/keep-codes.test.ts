import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepCodes } from '../../templates/ui/KeepCodes';

const html = (text: string): string => renderToStaticMarkup(createElement(KeepCodes, { text }));

describe('KeepCodes', () => {
  it('sets a registration code on one line, in any language, and leaves the rest as written', () => {
    expect(html('المجلس الإقليمي لطب الأسنان بساو باولو (CRO-SP)، 2010')).toBe(
      'المجلس الإقليمي لطب الأسنان بساو باولو (<span class="nowrap">CRO-SP</span>)، 2010',
    );
    expect(html('Registro no CRO-SP e no CRM-RJ')).toBe(
      'Registro no <span class="nowrap">CRO-SP</span> e no <span class="nowrap">CRM-RJ</span>',
    );
    expect(html('pré-cirurgia, bem-estar')).toBe('pré-cirurgia, bem-estar');
  });
});
