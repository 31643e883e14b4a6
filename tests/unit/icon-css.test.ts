/**
 * The icons are drawn by the stylesheet: every icon a page can name has its cell on one strip
 * of drawings (Icon.tsx's), and an icon in a page is an empty box naming it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS, Icon, WITH_HOLES, type IconName } from '../../islands/shared/Icon';
import { iconCss } from '../../pipeline/render/icon-css';

const css = iconCss();
const names = Object.keys(ICON_PATHS) as IconName[];

/** The strip of drawings the icons share, decoded. */
function strip(): string {
  const m = /svg\.i\{[^}]*mask-image:url\("data:image\/svg\+xml,([^"]*)"\)/.exec(css);
  if (!m) throw new Error('no strip of drawings');
  return decodeURIComponent(m[1]!);
}

describe('icons as stylesheet masks', () => {
  it('every icon is drawn on the strip, holes kept, and its class shows its own cell', () => {
    const svg = strip();
    const paths = [...svg.matchAll(/<path([^>]*)\/>/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(names.length);
    const cellOf = (name: IconName): number => paths.findIndex((p) => p.includes(`d="${ICON_PATHS[name]}"`));
    for (const name of names) {
      const cell = cellOf(name);
      expect(cell, name).toBeGreaterThanOrEqual(0);
      const path = paths[cell]!;
      expect(path.includes('fill-rule="evenodd"'), name).toBe(WITH_HOLES.has(name));
      // Drawn in its cell of 24 units, shown by a position of cell / (cells - 1).
      expect(path.includes(`translate(${cell * 24})`) || cell === 0, name).toBe(true);
      const at = new RegExp(`\\.i-${name}\\{mask-position:([\\d.]+)% 0\\}`).exec(css);
      expect(Number(at?.[1]), name).toBeCloseTo((cell / (names.length - 1)) * 100, 3);
    }
    expect(svg).toContain(`viewBox="0 0 ${names.length * 24} 24"`);
    expect(css).toContain(`mask-size:${names.length * 100}% 100%`);
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
