/**
 * The icons are drawn by the stylesheet: every icon a page can name has its mask there, the
 * mask is the drawing from Icon.tsx, and an icon in a page is an empty box naming it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS, Icon, WITH_HOLES, type IconName } from '../../islands/shared/Icon';
import { iconCss } from '../../pipeline/render/icon-css';

const css = iconCss();
const names = Object.keys(ICON_PATHS) as IconName[];

/** The SVG a rule's url() holds, decoded. */
function drawing(name: IconName): string {
  const m = new RegExp(`\\.i-${name}\\{--icon:url\\("data:image/svg\\+xml,([^"]*)"\\)\\}`).exec(css);
  if (!m) throw new Error(`no rule for ${name}`);
  return decodeURIComponent(m[1]!);
}

describe('icons as stylesheet masks', () => {
  it('every icon has its drawing in the stylesheet, holes kept', () => {
    for (const name of names) {
      const svg = drawing(name);
      expect(svg).toContain(`d="${ICON_PATHS[name]}"`);
      expect(svg.includes('fill-rule="evenodd"'), name).toBe(WITH_HOLES.has(name));
    }
  });

  it('paints in the text colour and stays visible in forced colours and print', () => {
    expect(css).toMatch(/svg\.i\{[^}]*background-color:currentColor/);
    expect(css).toMatch(/svg\.i\{[^}]*forced-color-adjust:none/);
    expect(css).toMatch(/svg\.i\{[^}]*print-color-adjust:exact/);
  });

  it('a page writes a sized, empty box naming the icon, hidden unless labelled', () => {
    const plain = renderToStaticMarkup(createElement(Icon, { name: 'phone', size: 16, className: 'x' }));
    expect(plain).toBe('<svg width="16" height="16" class="i i-phone x" focusable="false" aria-hidden="true"></svg>');
    const named = renderToStaticMarkup(createElement(Icon, { name: 'star', label: 'Avaliação' }));
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Avaliação"');
    expect(named).not.toContain('aria-hidden');
  });
});
