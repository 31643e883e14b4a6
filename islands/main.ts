/**
 * The one script every page loads (as a module: it never blocks first paint). It holds no
 * React and only what must run before the visitor sees the page settle, in two short tasks:
 * the language redirect from an explicit choice (the address and the cookie first, then the
 * release-version reset and storage, then the choices of the browser-language offer, which
 * the page showed before its first paint), and on the root 404 page
 * its message in the address's language. The rest (start.ts: section reveal, header state, copy
 * buttons, consent, islands) is fetched once the page has loaded and is on screen.
 */
import { browserStores } from './lib/storage';
import { addressWithoutChoice, choiceFromStorage, choiceOnArrival, storeOnArrival } from './lib/boot-language';
import { handleOffer } from './lib/language-offer';
import type { EarlyIntents } from './start';

/** What shows a visitor reaching for an island (first-interaction.ts listens for the same), and the press. */
const EARLY_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

/**
 * Once the page has loaded and its first paint is on screen, when the browser is idle: the
 * page's own files and first picture never share the network or the main thread with it.
 */
function afterFirstPaint(run: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  };
  const painted = (): void => {
    if (performance.getEntriesByType('paint').length) {
      idle();
      return;
    }
    try {
      new PerformanceObserver((_entries, observer) => {
        observer.disconnect();
        idle();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // A browser without paint entries: one frame later is the best it can say.
      requestAnimationFrame(() => setTimeout(idle, 0));
    }
  };
  if (document.readyState === 'complete') painted();
  else addEventListener('load', painted, { once: true });
}

function boot(): void {
  const root = document.documentElement;
  const stores = browserStores();
  // Redirecting is decided before the page has finished loading (a redirect after it could cut
  // the first page's load short in a test browser): the address and the cookie in this task,
  // storage in the next one, so that neither task is long on a slow phone.
  const arrival = choiceOnArrival(document, location, stores);
  const version = root.dataset.version ?? '';
  if (arrival.target) {
    // The page is left: what the next one reads is stored first.
    storeOnArrival(stores, arrival, version);
    location.replace(arrival.target);
    return;
  }
  const clean = addressWithoutChoice(location);
  if (clean) history.replaceState(history.state, '', clean);
  const storageRead = new Promise<void>((resolve) => {
    setTimeout(() => {
      storeOnArrival(stores, arrival, version);
      const target = arrival.decided ? undefined : choiceFromStorage(document, location, stores);
      if (target) location.replace(target);
      else {
        handleOffer(document, stores);
        resolve();
      }
    }, 0);
  });
  // The root 404.html served for a missing /en/... address: its message in that language first.
  if (document.querySelector('section[data-not-found-lang]'))
    void import('./lib/not-found-language').then((m) => m.showNotFoundLanguage(document, location.pathname));
  // A visitor who reaches for an island (the menu, the language list) before then starts it
  // at once; the island is woken and the button pressed is pressed again when it is ready.
  const early: EarlyIntents = new Map();
  let begun = false;
  const begin = (): void => {
    if (begun) return;
    begun = true;
    void storageRead.then(() => import('./start')).then((m) => m.start(stores, early, stopListening));
  };
  const listen = (e: Event): void => {
    const target = e.target instanceof Element ? e.target : null;
    const host = target?.closest<HTMLElement>(
      '[data-island][data-load="interaction"], [data-island][data-load="query"]',
    );
    if (!host) return;
    const pressed = e.type === 'click' ? target?.closest('button') : null;
    early.set(host, pressed ?? early.get(host) ?? null);
    begin();
  };
  const stopListening = (): void => {
    for (const type of EARLY_EVENTS) document.removeEventListener(type, listen, true);
  };
  for (const type of EARLY_EVENTS) document.addEventListener(type, listen, { capture: true, passive: true });
  // The care pages' print button works from the first tap.
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('[data-print]')) window.print();
  });
  afterFirstPaint(begin);
}

boot();
