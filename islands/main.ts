/**
 * The one script every page loads (as a module: it never blocks first paint).
 * 1. release-version reset, 2. language redirect from an explicit choice (both in its first
 * task), 3. section reveal, then header state and copy buttons, 4. islands hydrated by their
 * strategy (load, idle, visible, interaction, event), one import per task.
 */
import { ISLANDS, isIslandName } from './registry';
import { browserStores, resetOnNewVersion } from './lib/storage';
import { languageRedirect } from './lib/boot-language';
import { startReveal } from './lib/reveal';
import { trackScrolledHeader } from './lib/scrolled-header';
import { enableCopyButtons } from './lib/copy-buttons';
import { holdEvents } from './lib/held-events';
import { onFirstInteraction } from './lib/first-interaction';

const REVEAL_THRESHOLD = 0.1;

/**
 * A new task. Start-up work is cut into pieces a slow phone runs in a few milliseconds each,
 * so the page keeps answering taps while it starts (no long task).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function hydrate(host: HTMLElement): Promise<void> {
  const name = host.dataset.island ?? '';
  if (!isIslandName(name)) return;
  const island = ISLANDS[name];
  try {
    await nextTask();
    // A DOM island is a function given its server HTML: Preact is not loaded for it.
    const [runtime, mod] = await Promise.all([island.kind === 'component' ? import('./hydrate') : undefined, island.load()]);
    // Evaluating the island's code and running it are two tasks, not one long one.
    await nextTask();
    const json = JSON.parse(host.dataset.props ?? '{}') as Record<string, unknown>;
    // Props the server left out because the markup already says them are read back first.
    const props = 'propsFromMarkup' in mod ? (mod.propsFromMarkup as unknown as (host: HTMLElement, props: Record<string, unknown>) => Record<string, unknown>)(host, json) : json;
    // Each island's start shows in the browser's performance panel as island:NAME.
    performance.mark(`island:${name}`);
    if ('mount' in mod) {
      (mod.mount as unknown as (host: HTMLElement, props: Record<string, unknown>) => void)(host, props);
    } else if (runtime) {
      runtime.hydrateIsland(host, name, mod.default as unknown as Parameters<typeof runtime.hydrateIsland>[2], props);
    }
    // Either kind: the island is running (tests and styles can tell).
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
  if (strategy === 'idle') return whenIdle(() => void hydrate(host));
  if (strategy === 'event' && host.dataset.event) return holdEvents(host.dataset.event, () => void hydrate(host));
  if (strategy === 'interaction') return onFirstInteraction(host, () => hydrate(host));
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

/**
 * The component runtime and the chunks the header's islands import are fetched into the cache
 * once the browser is idle, not compiled: no island needs them at load, and the first press
 * of the menu then only compiles what it runs. The bundler writes their addresses here
 * (pipeline/bundle.ts), so no page carries the list.
 */
const PREFETCH = '__PREFETCH_LIST__';

/**
 * One link per idle period: inserting a link starts its request on the spot (the six in one
 * task took 6-10 ms of a load's main thread in a profile on this 2-core machine).
 */
function prefetchRuntime(hrefs = PREFETCH.split(' ').filter((h) => h.startsWith('/'))): void {
  const [href, ...rest] = hrefs;
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
  whenIdle(() => prefetchRuntime(rest));
}

function startIslands(): void {
  document.querySelectorAll<HTMLElement>('[data-island]:not([data-load="event"])').forEach(schedule);
  whenIdle(() => prefetchRuntime());
}

async function boot(): Promise<void> {
  const root = document.documentElement;
  const stores = browserStores();
  resetOnNewVersion(stores, root.dataset.version ?? '');
  // Redirecting is decided in the script's first task, before the page has finished loading
  // (a redirect one task later could cut the first page's load short in a test browser).
  const target = languageRedirect(document, location, stores);
  if (target) {
    location.replace(target);
    return;
  }
  await nextTask();
  startReveal(REVEAL_THRESHOLD);
  await nextTask();
  trackScrolledHeader();
  enableCopyButtons();
  // An island woken by an event (the toasts) listens from now: a copy right away is heard.
  document.querySelectorAll<HTMLElement>('[data-island][data-load="event"]').forEach(schedule);
  // The other islands start after the first frame is on screen: hydration never delays it.
  requestAnimationFrame(() => setTimeout(startIslands, 0));
}

void boot();
