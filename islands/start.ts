/**
 * Everything the entry script (main.ts) starts once the page has loaded: section reveal, then
 * header state, copy buttons and consent start-up, and the islands
 * scheduled by their strategy (idle, visible, interaction, scroll, event), each hydrated with React
 * only when that moment comes, one import per task. None of it changes the first screen, so it
 * is fetched after the page's own files: its bytes never compete with the stylesheet, the
 * fonts or the first picture.
 */
import { CONSTANTS } from '../model/constants';
import { ISLANDS, isIslandName, type IslandModule } from './registry';
import type { browserStores } from './lib/storage';
import { startReveal } from './lib/reveal';
import { trackScrolledHeader } from './lib/scrolled-header';
import { enableCopyButtons } from './lib/copy-buttons';
import { markToday } from './lib/today';
import { holdEvents } from './lib/held-events';
import { onFirstInteraction } from './lib/first-interaction';
import { startConsent } from './lib/consent-startup';

/** Islands the visitor reached for before they were scheduled, with the button pressed, if any. */
export type EarlyIntents = Map<HTMLElement, HTMLButtonElement | null>;

const REVEAL_THRESHOLD = CONSTANTS.revealThreshold;

/**
 * A new task. Start-up work is cut into pieces a slow phone runs in a few milliseconds each,
 * so the page keeps answering taps while it starts (no long task).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function hydrate(host: HTMLElement): Promise<void> {
  const name = host.dataset.island ?? '';
  if (!isIslandName(name) || host.hasAttribute('data-hydrating')) return;
  host.setAttribute('data-hydrating', '');
  try {
    await nextTask();
    // React (react-dom/client) and the island's code arrive together, as separate chunks.
    const load: () => Promise<IslandModule> = ISLANDS[name];
    const [runtime, mod] = await Promise.all([import('./hydrate'), load()]);
    // Evaluating the island's code and running it are two tasks, not one long one.
    await nextTask();
    const json = JSON.parse(host.dataset.props ?? '{}') as never;
    // Props the server left out because the markup already says them are read back first.
    const props = (mod.propsFromMarkup ? mod.propsFromMarkup(host, json) : json) as Record<string, unknown>;
    // Each island's start shows in the browser's performance panel as island:NAME.
    performance.mark(`island:${name}`);
    runtime.hydrateIsland(host, name, mod.default as never, props);
    // The island is running (tests and styles can tell).
    host.setAttribute('data-hydrated', '');
    performance.measure(`island:${name}`, `island:${name}`);
  } catch (error) {
    // The server HTML stays as it is: readable, just not interactive.
    window.dispatchEvent(new CustomEvent('island:error', { detail: { name, error } }));
    console.error(`[island ${name}]`, error);
  }
}

const whenIdle = (fn: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 200);
};

function schedule(host: HTMLElement): void {
  const strategy = host.dataset.load;
  if (strategy === 'idle') {
    whenIdle(() => void hydrate(host));
    return;
  }
  if (strategy === 'event' && host.dataset.event) {
    holdEvents(host.dataset.event, () => void hydrate(host));
    return;
  }
  if (strategy === 'query' && location.search) {
    void hydrate(host);
    return;
  }
  if (strategy === 'interaction' || strategy === 'query') {
    onFirstInteraction(host, () => hydrate(host));
    return;
  }
  if (strategy === 'scroll') {
    // What it shows only changes once the page moves (a jump to an anchor scrolls too).
    const begin = (): void => {
      window.removeEventListener('scroll', begin);
      void hydrate(host);
    };
    if (window.scrollY > 0) {
      begin();
      return;
    }
    window.addEventListener('scroll', begin, { passive: true });
    onFirstInteraction(host, () => {
      window.removeEventListener('scroll', begin);
      return hydrate(host);
    });
    return;
  }
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          void hydrate(host);
        }
      },
      { rootMargin: '200px' },
    );
    // Hosts are display: contents (no box of their own): watch their first element.
    io.observe(host.firstElementChild ?? host);
    return;
  }
  void hydrate(host);
}

function startIslands(early: EarlyIntents, stopEarly: () => void): void {
  // From here each island listens for itself; one already reached for wakes now.
  stopEarly();
  for (const [host, pressed] of early) {
    // As first-interaction.ts does: the last button pressed until the island runs is pressed again.
    let last = pressed;
    const remember = (e: Event): void => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (button && host.contains(button)) last = button;
    };
    host.addEventListener('click', remember, true);
    void hydrate(host).then(() => {
      host.removeEventListener('click', remember, true);
      if (last?.isConnected) last.click();
    });
  }
  document
    .querySelectorAll<HTMLElement>('[data-island]:not([data-load="event"]):not([data-hydrating])')
    .forEach(schedule);
}

export async function start(
  stores: ReturnType<typeof browserStores>,
  early: EarlyIntents,
  stopEarly: () => void,
): Promise<void> {
  startReveal(REVEAL_THRESHOLD);
  // One piece per task: each opens or reads something of its own (observers, the clipboard,
  // the consent cookie), and together they made one task too long for a slow phone.
  await nextTask();
  trackScrolledHeader();
  await nextTask();
  enableCopyButtons();
  markToday(document);
  await nextTask();
  startConsent(stores);
  // An island woken by an event (the toasts) listens from now: a copy right away is heard.
  document.querySelectorAll<HTMLElement>('[data-island][data-load="event"]').forEach(schedule);
  // The other islands are scheduled after the next frame is on screen.
  requestAnimationFrame(() => setTimeout(() => startIslands(early, stopEarly), 0));
  whenIdle(() => {
    // Start-up is over (tests wait for this mark; the page's DOM is not touched for it).
    performance.mark('site:started');
  });
}
