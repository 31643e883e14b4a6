/**
 * The icons' drawings as CSS: one mask per icon, painted in the text's colour, for the
 * stylesheets to carry (`@import "icons:css"` in base.css, resolved by this esbuild plugin).
 * The drawings are islands/shared/Icon.tsx's; a page names an icon by its class.
 */
import type * as esbuild from 'esbuild';
import { ICON_PATHS, WITH_HOLES, type IconName } from '../../islands/shared/Icon';

const IMPORT = 'icons:css';

/** An SVG as a url() value: only the characters a data: address needs escaped are. */
const svgUrl = (svg: string): string => `url("data:image/svg+xml,${svg.replace(/["<>#%]/g, encodeURIComponent)}")`;

export function iconCss(): string {
  const names = Object.keys(ICON_PATHS).sort() as IconName[];
  const rules = names.map((name) => {
    const rule = WITH_HOLES.has(name) ? ' fill-rule="evenodd"' : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path${rule} d="${ICON_PATHS[name]}"/></svg>`;
    return `.i-${name}{--icon:${svgUrl(svg)}}`;
  });
  // forced-color-adjust: in Windows' high-contrast colours a background would be repainted in
  // the page's own colour and the icon would vanish; currentColor is already the forced text colour.
  // print-color-adjust: printers skip backgrounds unless told, and the icon is its background.
  return `svg.i{flex:none;background-color:currentColor;-webkit-mask:var(--icon) center/100% 100% no-repeat;mask:var(--icon) center/100% 100% no-repeat;forced-color-adjust:none;-webkit-print-color-adjust:exact;print-color-adjust:exact}\n${rules.join('\n')}\n`;
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
