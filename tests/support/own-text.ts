/**
 * A local page's own text as a visitor reads it in the built HTML: the blocks inside the
 * page's `[data-own-text]` regions (its opening, its own paragraphs, what it says about the
 * treatment and its questions). Shared blocks (address, distance, hours, map, testimonial,
 * booking) sit outside them, or inside them marked `data-shared`. Each heading, paragraph and list item is one block, so a 5-word
 * run never spans two of them.
 */
import { parseHTML } from 'linkedom';

const BLOCKS = 'h1, h2, h3, p, li';

/** The own-text blocks of a page; `whole` reads every block of <main> instead (pages built before the mark). */
export function ownTextBlocks(html: string, { whole = false } = {}): string[] {
  const { document } = parseHTML(html);
  const regions = whole ? [document.querySelector('main')] : [...document.querySelectorAll('[data-own-text]')];
  const out: string[] = [];
  for (const region of regions) {
    if (!region) continue;
    // A region may itself be a block (the opening paragraph, the closing line).
    for (const el of region.matches(BLOCKS) ? [region] : region.querySelectorAll(BLOCKS)) {
      // Innermost blocks only: a list item holding a paragraph is read once.
      if (el.querySelector(BLOCKS)) continue;
      if (el.closest('nav, [data-shared]')) continue;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
    }
  }
  return out;
}
