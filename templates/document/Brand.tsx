/** The clinic's mark: a tooth on a rounded square, drawn on a 32-unit grid. */
export const MARK_TOOTH =
  'M10.5 8c-2.6 0-4 2.1-3.6 5 .4 2.7 1.6 4.3 2.2 7.2.5 2.6 1.1 4.3 2.2 4.3 1.4 0 1.5-2.4 2.1-4.6.4-1.4 1-2.1 2.6-2.1s2.2.7 2.6 2.1c.6 2.2.7 4.6 2.1 4.6 1.1 0 1.7-1.7 2.2-4.3.6-2.9 1.8-4.5 2.2-7.2.4-2.9-1-5-3.6-5-2 0-3.3 1.2-5.5 1.2S12.5 8 10.5 8Z';
export const MARK_CORNER = 8;
/** The mark's colour as a tab icon (the header's, var(--teal-800)). */
export const ICON_FILL = '#0f5f66';

/**
 * The mark as the page's icon, written into the page (a data: address): one request fewer
 * before the page is drawn, and the tab shows the same mark as the header.
 */
export const markIcon = (): string => svgDataUrl(markSvg(ICON_FILL));

/** An SVG as a data: address, escaping only the characters such an address cannot hold as they are. */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg.replace(/["<>#%]/g, (c) => encodeURIComponent(c))}`;

/** The mark as an SVG file: public/favicon.svg is this drawing. */
export const markSvg = (fill: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${MARK_CORNER}" fill="${fill}"/><path d="${MARK_TOOTH}" fill="#fff"/></svg>`;

/** The clinic's mark and name (an inline SVG: no request, crisp at any size). */
export function Brand({ name }: { name: string }) {
  return (
    <span className="brand">
      <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx={MARK_CORNER} fill="currentColor" />
        <path d={MARK_TOOTH} fill="#fff" />
      </svg>
      <span className="brand-name">{name}</span>
    </span>
  );
}
