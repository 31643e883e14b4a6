/**
 * In the editor's preview, every picture slot still holding stand-in artwork (an SVG file: the
 * templates mark its slot `data-artwork`) carries a label, so the clinic sees which photographs
 * are still to come. The published site shows no such label.
 */
import { ARTWORK_LABEL } from '../../pipeline/catalogue/editor-server-words';
export { ARTWORK_LABEL };

const STYLE =
  '<style data-artwork-marker>' +
  '[data-artwork]{position:relative;outline:3px dashed #8a6a1f;outline-offset:-3px}' +
  `[data-artwork]::after{content:"${ARTWORK_LABEL}";position:absolute;inset-block-end:.5rem;` +
  'inset-inline-start:.5rem;max-inline-size:calc(100% - 1rem);padding:.2rem .6rem;border-radius:999px;' +
  'background:#8a6a1f;color:#fff;font:600 12px/1.35 system-ui,sans-serif;direction:ltr;z-index:1}' +
  '</style>';

/** The page's HTML with the marker's style at the end of its head. */
export function markArtwork(html: string): string {
  return html.includes('</head>') ? html.replace('</head>', `${STYLE}</head>`) : html;
}
