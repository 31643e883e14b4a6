/**
 * The tab icon is the header's mark, written into each page (no request before the page is
 * drawn), and public/favicon.svg, the file other pages and the editor link to, is the same drawing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { Brand, ICON_FILL, MARK_TOOTH, markIcon, markSvg } from '../../templates/document/Brand';

describe('the clinic mark as an icon', () => {
  it('is a data: address that decodes to the mark the header draws', () => {
    const icon = markIcon();
    expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(icon.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(markSvg(ICON_FILL));
    expect(renderToStaticMarkup(createElement(Brand, { name: 'Clínica' }))).toContain(`d="${MARK_TOOTH}"`);
    expect(svg).toContain(`d="${MARK_TOOTH}"`);
  });

  it('public/favicon.svg is the same drawing', () => {
    expect(fs.readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8').trim()).toBe(markSvg(ICON_FILL));
  });
});
