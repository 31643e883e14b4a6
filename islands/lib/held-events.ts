/**
 * Islands that wake on an event (data-load="event"): until the island runs, the events of its
 * type are kept, the first one starts it, and the island takes the kept ones when it is ready.
 */
type Held = Map<string, { events: Event[]; listener: (e: Event) => void }>;
declare global {
  // The entry script and the islands each bundle their own copy of this module (see
  // pipeline/bundle.ts): the kept events live on a global both copies find.
  var siteHeldEvents: Held | undefined;
}
const held: Held = (globalThis.siteHeldEvents ??= new Map());

export function holdEvents(type: string, start: () => void): void {
  if (held.has(type)) return;
  const events: Event[] = [];
  const listener = (e: Event): void => {
    events.push(e);
    if (events.length === 1) start();
  };
  held.set(type, { events, listener });
  window.addEventListener(type, listener);
}

/** Called by the island once it listens itself: the events that came before, in order. */
export function takeHeldEvents(type: string): Event[] {
  const entry = held.get(type);
  if (!entry) return [];
  window.removeEventListener(type, entry.listener);
  held.delete(type);
  return entry.events;
}
