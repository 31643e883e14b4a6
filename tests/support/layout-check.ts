/**
 * Layout defects a visitor would notice, measured inside the page (passed to page.evaluate,
 * so each function is self-contained but for visiblePart, which checkLayout installs first): sideways scroll, text cut by a clipping box, a desktop
 * navigation that wraps or sticks out, text or controls left under a fixed element at the end
 * of the page, the chat button over text on desktop, and tap targets under 24x24 px.
 */
import type { Page } from '@playwright/test';

export interface LayoutOptions {
  /** Deliberate scroll or swipe areas: text beyond their box is reached by scrolling or swiping. */
  scrollAreas: string[];
  /** Elements that stay fixed over the page and must leave its end readable. */
  fixed: string[];
  /** The chat button, which must not cover text on desktop at any scroll position. */
  chat: string;
  /** Desktop navigation: its top-level items, and the clinic's name. */
  navItems: string;
  brandName: string;
  header: string;
  /** The header's row, whose children must stay inside its box. */
  headerBar: string;
  /** The header's mark once the page has scrolled (islands/lib/scrolled-header.ts): a phone's chat button waits for it. */
  headerScrolled: string;
}

export const SITE_LAYOUT: LayoutOptions = {
  // Deliberate scroll areas: the team carousel, the home page's rows of cards and pictures that
  // swipe sideways on a phone, and the footer's list of neighbourhood pages.
  scrollAreas: [
    '.carousel-viewport',
    '.gallery-grid',
    ':is(.treatments, .results, .testimonials, .differentials) .card-grid',
    '.footer-info-list',
  ],
  fixed: ['.floating-chat', '.contact-bar'],
  chat: '.floating-chat',
  navItems: '.nav-desktop .nav-list > li',
  brandName: '.brand-name',
  header: '.site-header',
  headerBar: '.header-bar',
  headerScrolled: 'data-scrolled',
};

/** Text beyond a box that hides its overflow (overflow hidden/clip, paint containment, content-visibility). */
export function clippedText(scrollAreas: string[]): string[] {
  const problems: string[] = [];
  const selectorOf = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${id}${cls}`;
  };
  // A box that clips, and whether only sideways: a section laid out only near the viewport
  // (content-visibility: auto) keeps a placeholder height until then, so only its width counts.
  const clipCache = new Map<Element, { box: DOMRect; inlineOnly: boolean } | null>();
  const clipBox = (el: Element): { box: DOMRect; inlineOnly: boolean } | null => {
    if (clipCache.has(el)) return clipCache.get(el)!;
    const s = getComputedStyle(el);
    const hard = /hidden|clip/.test(s.overflowX + s.overflowY) || /paint|strict|content/.test(s.contain);
    const clips = hard || s.contentVisibility === 'auto' || s.contentVisibility === 'hidden';
    let box: { box: DOMRect; inlineOnly: boolean } | null = null;
    if (clips && !scrollAreas.some((sel) => el.matches(sel))) {
      const r = el.getBoundingClientRect();
      // Content that is visually hidden on purpose (1 px boxes for screen readers) is not clipped text.
      if (r.width > 2 && r.height > 2 && s.clipPath === 'none') {
        const bl = parseFloat(s.borderLeftWidth),
          bt = parseFloat(s.borderTopWidth);
        box = {
          box: new DOMRect(r.left + bl, r.top + bt, el.clientWidth || r.width, el.clientHeight || r.height),
          inlineOnly: !hard,
        };
      }
    }
    clipCache.set(el, box);
    return box;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest('script,style,noscript,template,[hidden],[aria-hidden="true"],.visually-hidden'))
      continue;
    if (scrollAreas.some((sel) => parent.closest(sel))) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    for (let el: Element | null = parent; el && el !== document.documentElement; el = el.parentElement) {
      const clip = clipBox(el);
      if (!clip) continue;
      const { box, inlineOnly } = clip;
      const sideways = (r: DOMRect) => Math.max(r.right - box.right, box.left - r.left);
      const below = (r: DOMRect) => (inlineOnly ? 0 : Math.max(r.bottom - box.bottom, box.top - r.top));
      const out = rects.find((r) => sideways(r) > 1 || below(r) > 2);
      if (out && !seen.has(el)) {
        seen.add(el);
        const px = Math.round(Math.max(sideways(out), below(out)));
        problems.push(
          `text "${node.textContent.trim().slice(0, 40)}" cut by ${selectorOf(el)} (${px}px beyond ${sideways(out) > 1 ? 'its side' : 'its end'})`,
        );
      }
    }
  }
  return problems;
}

/** Everything measured at one width: a list of problems, empty when the page is right. */
export function layoutProblems(o: LayoutOptions): string[] {
  const problems: string[] = [];
  const vw = window.innerWidth;
  const visible = (el: Element): boolean => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return (
      s.visibility !== 'hidden' && s.display !== 'none' && r.width > 1 && r.height > 1 && parseFloat(s.opacity) > 0
    );
  };
  // The width asked for, not the layout viewport: a phone zooms out to fit an overflowing page.
  const sw = document.documentElement.scrollWidth;
  if (sw > vw) problems.push(`page scrolls sideways: ${sw}px wide in ${vw}px`);
  // Header: nothing beyond the page's edges.
  for (const el of document.querySelectorAll(`${o.header} *`)) {
    if (!visible(el) || el.closest('[data-state="open"],[role="menu"],[popover]')) continue;
    const r = el.getBoundingClientRect();
    if (getComputedStyle(el).position === 'fixed' && r.top > 100) continue; // offers and drawers below the bar
    if (r.right > vw + 1 || r.left < -1)
      problems.push(
        `header: ${el.tagName.toLowerCase()}.${(el as HTMLElement).className} sticks out (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`,
      );
  }
  // Header: nothing spills into the bar's side margins either, or its two sides look unequal.
  const bar = document.querySelector(o.headerBar)?.getBoundingClientRect();
  for (const el of bar ? document.querySelectorAll(`${o.headerBar} *`) : []) {
    if (!bar || !visible(el) || el.closest('[data-state="open"],[role="menu"],[popover]')) continue;
    if (getComputedStyle(el).position === 'fixed' || getComputedStyle(el).position === 'absolute') continue;
    const r = el.getBoundingClientRect();
    if (r.right > bar.right + 1 || r.left < bar.left - 1)
      problems.push(
        `header: ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} spills out of the bar (${Math.round(r.left)}..${Math.round(r.right)} of ${Math.round(bar.left)}..${Math.round(bar.right)})`,
      );
  }
  // Desktop navigation, where it shows: one row, and the clinic's name on at most two lines.
  const items = [...document.querySelectorAll(o.navItems)].filter(visible);
  if (items.length) {
    const tops = new Set(items.map((el) => Math.round(el.getBoundingClientRect().top / 4)));
    if (tops.size > 1) problems.push(`desktop navigation on ${tops.size} rows`);
    for (const el of items) {
      const r = el.getBoundingClientRect();
      if (r.right > vw || r.left < 0)
        problems.push(`desktop navigation item "${el.textContent?.trim()}" outside the page`);
      // A dropdown's arrow must show.
      const arrow = el.querySelector('svg, .nav-caret, [data-caret]');
      if (arrow && arrow.getBoundingClientRect().width < 6)
        problems.push(
          `dropdown arrow of "${el.textContent?.trim()}" is ${Math.round(arrow.getBoundingClientRect().width)}px wide`,
        );
    }
    const name = document.querySelector(o.brandName);
    if (name) {
      const range = document.createRange();
      range.selectNodeContents(name);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 2) problems.push(`clinic name on ${lines.size} lines`);
    }
  }
  // No text beyond the screen's edges, fixed bars included (they never widen the page, so the
  // sideways-scroll check cannot see them); what a scroll area or a clipping box hides is not shown.
  const edges = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const glyphs = document.createRange();
  const reported = new Set<Element>();
  for (let n = edges.nextNode(); n; n = edges.nextNode()) {
    const parent = n.parentElement;
    if (!n.textContent?.trim() || !parent || reported.has(parent)) continue;
    if (parent.closest('script,style,[hidden],.visually-hidden,.skip-link') || !visible(parent)) continue;
    if (o.scrollAreas.some((sel) => parent.closest(sel))) continue;
    glyphs.selectNodeContents(n);
    for (const raw of glyphs.getClientRects()) {
      // What shows lies inside the glyphs' box: only a box past an edge needs its visible part.
      if (raw.width <= 0 || (raw.right <= vw + 1 && raw.left >= -1)) continue;
      const r = window.visiblePart(parent, raw);
      if (r && (r.right > vw + 1 || r.left < -1)) {
        reported.add(parent);
        problems.push(
          `text "${n.textContent.trim().slice(0, 30)}" beyond the screen's edge (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`,
        );
        break;
      }
    }
  }
  // A number joined by hyphens (a postal code, a phone number) on one line, never "05050-" / "090";
  // and a professional registration whole, never "CRO-SP" / "000001".
  const numbers = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const part = document.createRange();
  for (let n = numbers.nextNode(); n; n = numbers.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.closest('script,style,[hidden],.visually-hidden') || !visible(parent)) continue;
    for (const m of (n.textContent ?? '').matchAll(/\d+(?:-\d+)+|\b[A-Z]{2,4}-[A-Z]{2}\s\d+/g)) {
      part.setStart(n, m.index);
      part.setEnd(n, m.index + m[0].length);
      const tops = new Set([...part.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) problems.push(`"${m[0]}" split across ${tops.size} lines`);
    }
  }
  // Tap targets at least 24x24, or spaced so a 24 px circle around each touches no other (WCAG 2.5.8).
  const targets = [
    ...document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"], [role="tab"]'),
  ].filter((el) => visible(el) && !el.closest('.visually-hidden,[aria-hidden="true"],[hidden]'));
  const inSentence = (el: Element): boolean => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const p = el.parentElement;
    return (
      !!p &&
      [...p.childNodes].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim().length > 1)
    );
  };
  const rects = targets.map((el) => el.getBoundingClientRect());
  targets.forEach((el, i) => {
    const r = rects[i]!;
    if ((r.width >= 23.5 && r.height >= 23.5) || inSentence(el)) return;
    const cx = r.left + r.width / 2,
      cy = r.top + r.height / 2;
    const crowded = rects.some((o2, j) => {
      if (j === i || targets[j]!.contains(el) || el.contains(targets[j]!)) return false;
      const dx = Math.max(o2.left - cx, 0, cx - o2.right),
        dy = Math.max(o2.top - cy, 0, cy - o2.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    if (crowded)
      problems.push(
        `tap target "${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label')}" ${Math.round(r.width)}x${Math.round(r.height)} px, crowded`,
      );
  });
  return problems;
}

/**
 * What shows of a box: cut by every ancestor that scrolls or hides its overflow (null: nothing).
 * Installed in the page as `window.visiblePart` by checkLayout, for the checks that need it.
 */
export function visiblePart(el: Element, r: DOMRect): DOMRect | null {
  let { left, top, right, bottom } = r;
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const st = getComputedStyle(a);
    if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
    const c = a.getBoundingClientRect();
    left = Math.max(left, c.left);
    top = Math.max(top, c.top);
    right = Math.min(right, c.right);
    bottom = Math.min(bottom, c.bottom);
    if (right <= left || bottom <= top) return null;
  }
  return new DOMRect(left, top, right - left, bottom - top);
}

declare global {
  interface Window {
    visiblePart: typeof visiblePart;
  }
}

/** At the end of the page: no text or control under a fixed element. */
export function coveredAtEnd(o: LayoutOptions): string[] {
  const problems: string[] = [];
  const covers = o.fixed
    .flatMap((sel) => [...document.querySelectorAll(sel)])
    .filter((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 0 && r.height > 0;
    });
  if (!covers.length) return problems;
  const shown = window.visiblePart;
  const boxes = covers.map((el) => ({ el, r: el.getBoundingClientRect() }));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const hit = (r: DOMRect): Element | undefined =>
    boxes.find((b) => r.right > b.r.left && r.left < b.r.right && r.bottom > b.r.top && r.top < b.r.bottom)?.el;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || covers.some((c) => c.contains(parent)) || parent.closest('.visually-hidden,[hidden],script,style'))
      continue;
    range.selectNodeContents(node);
    for (const raw of range.getClientRects()) {
      // The visible part lies inside the box: only a box over a fixed element needs it.
      const r = raw.width > 0 && hit(raw) ? shown(parent, raw) : null;
      const el = r && r.bottom > 0 && r.top < innerHeight ? hit(r) : undefined;
      if (el) {
        problems.push(`text "${node.textContent.trim().slice(0, 40)}" under ${el.className}`);
        break;
      }
    }
  }
  for (const c of document.querySelectorAll('a[href], button, input, summary')) {
    if (covers.some((f) => f.contains(c)) || c.closest('.visually-hidden,[hidden]')) continue;
    const raw = c.getBoundingClientRect();
    const r = raw.width > 1 && raw.height > 1 && hit(raw) ? shown(c, raw) : null;
    const el = r ? hit(r) : undefined;
    if (el) problems.push(`control "${(c.textContent ?? '').trim().slice(0, 30)}" under ${el.className}`);
  }
  return problems;
}

/**
 * The chat button over text, at `samples + 1` scroll positions from the top of the page to its
 * end (desktop), or only on first load, at the top (`samples` 0: every width); walked in one
 * call; the page is left at the top.
 */
export function chatOverText({ chat, samples }: { chat: string; samples: number }): string[] {
  const button = document.querySelector(chat);
  if (!button) return [];
  const hidden = (): boolean =>
    getComputedStyle(button).display === 'none' || getComputedStyle(button).visibility === 'hidden';
  const shown = window.visiblePart;
  const range = document.createRange();
  const problems: string[] = [];
  const height = document.documentElement.scrollHeight - innerHeight;
  for (let i = 0; i <= samples; i++) {
    window.scrollTo({ top: samples ? Math.round((height * i) / samples) : 0, behavior: 'instant' });
    // At the top of a phone's page the button waits for the first scroll (base.css).
    if (hidden()) continue;
    const b = button.getBoundingClientRect();
    const over = (r: DOMRect) => r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    scan: for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (
        !node.textContent?.trim() ||
        !node.parentElement ||
        button.contains(node) ||
        node.parentElement.closest('.visually-hidden,[hidden],script,style')
      )
        continue;
      range.selectNodeContents(node);
      for (const raw of range.getClientRects()) {
        // The visible part lies inside the box: only a box over the button needs it.
        const r = raw.width > 0 && over(raw) ? shown(node.parentElement, raw) : null;
        if (r && over(r)) {
          problems.push(`chat button over "${node.textContent.trim().slice(0, 40)}" at scroll ${Math.round(scrollY)}`);
          break scan;
        }
      }
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
}

/**
 * Every check at the page's current width: layout, clipping, end of page, the chat button over
 * no text on first load, and (desktop) at sampled scroll positions.
 */
export async function checkLayout(page: Page, o: LayoutOptions = SITE_LAYOUT): Promise<string[]> {
  await page.evaluate(`window.visiblePart = ${visiblePart.toString()}`);
  const problems = [...(await page.evaluate(layoutProblems, o)), ...(await page.evaluate(clippedText, o.scrollAreas))];
  const width = page.viewportSize()!.width;
  if (width < 1024) {
    // As on first load: at the top, once the header has seen it and the button's fade is over
    // (waited for, not slept: a fixed 300 ms was a third of the layout tests' time).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForFunction(
      ({ header, scrolled, chat }) =>
        !document.querySelector(header)?.hasAttribute(scrolled) &&
        (document.querySelector(chat)?.getAnimations().length ?? 0) === 0,
      { header: o.header, scrolled: o.headerScrolled, chat: o.chat },
      { polling: 'raf' },
    );
  }
  problems.push(...(await page.evaluate(chatOverText, { chat: o.chat, samples: width >= 1024 ? 8 : 0 })));
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  problems.push(...(await page.evaluate(coveredAtEnd, o)));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return [...new Set(problems)];
}

/**
 * Inside the given parts, with their details open: elements that stick out of the screen, or
 * clip their own content (a box that hides overflow and is narrower than what it holds).
 */
export function partsClipped(parts: string): string[] {
  const out: string[] = [];
  const vw = document.documentElement.clientWidth;
  for (const root of document.querySelectorAll(parts)) {
    for (const el of [root, ...root.querySelectorAll('*')] as HTMLElement[]) {
      const r = el.getBoundingClientRect();
      // Text for screen readers only is clipped on purpose.
      if (r.width === 0 || el.closest('.visually-hidden')) continue;
      if (r.right > vw + 1 || r.left < -1)
        out.push(`${el.tagName}.${el.className} sticks out (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
      const style = getComputedStyle(el);
      if (
        style.overflowX !== 'visible' &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.tagName !== 'IMG' &&
        el.tagName !== 'svg'
      )
        out.push(`${el.tagName}.${el.className} clips its text`);
    }
  }
  return out;
}
