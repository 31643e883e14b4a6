/**
 * The icons' drawings as CSS, for the stylesheets to carry (`@import "icons:css"` in base.css,
 * resolved by this esbuild plugin). All of them are one SVG, side by side on a strip: the
 * strip is a mask painted in the text's colour, and each icon's class shows its own cell.
 * One drawing for the page to read, however many icons it shows (a browser makes a document
 * of every SVG picture it paints). The drawings are islands/shared/Icon.tsx's.
 */
import type * as esbuild from 'esbuild';
import { ICON_PATHS, WITH_HOLES, type IconName } from '../../islands/shared/Icon';
import { svgDataUrl } from '../../templates/document/Brand';

const IMPORT = 'icons:css';
/** Each icon's cell on the strip, in the drawings' own units. */
const CELL = 24;

/** Percentages with no more digits than a browser resolves. */
const pct = (n: number): string => `${Number(n.toFixed(4))}%`;

export function iconCss(): string {
  const names = Object.keys(ICON_PATHS).sort() as IconName[];
  const paths = names.map((name, i) => {
    const rule = WITH_HOLES.has(name) ? ' fill-rule="evenodd"' : '';
    const at = i ? ` transform="translate(${i * CELL})"` : '';
    return `<path${rule}${at} d="${ICON_PATHS[name]}"/>`;
  });
  const strip = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${names.length * CELL} ${CELL}">${paths.join('')}</svg>`;
  // A position of p% puts the strip's p% on the box's p%: cell i of n shows at i / (n - 1).
  const cells = names.map((name, i) => `.i-${name}{mask-position:${pct((i / Math.max(1, names.length - 1)) * 100)} 0}`);
  // forced-color-adjust: in Windows' high-contrast colours a background would be repainted in
  // the page's own colour and the icon would vanish; currentColor is already the forced text colour.
  // print-color-adjust: printers skip backgrounds unless told, and the icon is its background.
  return `svg.i{flex:none;background-color:currentColor;mask-image:url("${svgDataUrl(strip)}");mask-size:${names.length * 100}% 100%;mask-repeat:no-repeat;forced-color-adjust:none;print-color-adjust:exact}\n${cells.join('\n')}\n`;
}

/** An esbuild plugin: `@import "icons:css"` is the icons' stylesheet. */
export function iconStyles(): esbuild.Plugin {
  return {
    name: 'icon-styles',
    setup(build) {
      build.onResolve({ filter: /^icons:css$/ }, () => ({ path: IMPORT, namespace: 'icons' }));
      build.onLoad({ filter: /.*/, namespace: 'icons' }, () => ({ contents: iconCss(), loader: 'css' }));
    },
  };
}
