/** The XML checker the feed and sitemap tests rely on refuses what an XML reader refuses. */
import { describe, expect, it } from 'vitest';
import { xmlProblems } from '../support/xml';

describe('xmlProblems', () => {
  it('accepts a well-formed feed', () => {
    expect(xmlProblems('<?xml version="1.0"?>\n<feed a="1 &amp; 2"><t>x &lt; y</t><e/><!-- c --></feed>\n')).toEqual(
      [],
    );
  });
  it.each([
    ['a control character', '<f><t>a\u000Bb</t></f>'],
    ['a bare ampersand', '<f><t>a & b</t></f>'],
    ['unbalanced tags', '<f><t>a</f></t>'],
    ['an unquoted attribute', '<f a=1></f>'],
    ['two roots', '<f/><g/>'],
    ['an unclosed element', '<f><t>'],
  ])('refuses %s', (_name, xml) => {
    expect(xmlProblems(xml)).not.toEqual([]);
  });
});
