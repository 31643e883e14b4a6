/**
 * What the editor page adds to Decap's screens, each a small watcher: a list item removed only
 * after a question, fields read in the direction of their text, an entry opened afresh from its
 * address, a refused save leaving no false draft, a new entry called new, and choices read
 * afresh once content changed them.
 */
import { CONFIRM_ITEM_REMOVAL, NEW_ENTRY } from '../../pipeline/catalogue/editor-page-words';
import { isRecord } from '../server/json-shapes';
import { type DecapStore, decapStore, type ImmutableMap } from './decap';

/** × on a list item (a team member, a question) asks first: it removes the whole item at once. */
export function confirmRemovals(): void {
  document.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      const bar = button?.parentElement;
      // Decap's list item bar: fold button, drag handle, remove button (the last), inside a
      // field (the toolbar's three buttons, "Excluir entrada publicada" last, are not).
      if (
        !button ||
        !bar ||
        !button.closest('[id*="-field"]') ||
        bar.children.length !== 3 ||
        bar.lastElementChild !== button ||
        bar.firstElementChild?.tagName !== 'BUTTON'
      )
        return;
      if (!window.confirm(CONFIRM_ITEM_REMOVAL)) {
        e.stopPropagation();
        e.preventDefault();
      }
    },
    true,
  );
}

/**
 * Fields read in the direction of their text. The Arabic pane's are right to left (Decap gives
 * panes no language attribute); any other field takes the direction of what is typed in it, so
 * an Arabic name, greeting or place among the clinic's facts reads right to left too.
 */
export function fieldDirections(): void {
  const mark = (): void => {
    for (const button of document.querySelectorAll('button, span')) {
      if (!/^Escrevendo em AR$/.test(button.textContent?.trim() ?? '')) continue;
      // The pane: the nearest ancestor of the language button that holds fields.
      let pane: Element | null = button.parentElement;
      while (pane && !pane.querySelector('input, textarea, [contenteditable="true"]')) pane = pane.parentElement;
      pane
        ?.querySelectorAll<HTMLElement>('input[type="text"], input:not([type]), textarea, [contenteditable="true"]')
        .forEach((el) => {
          if (el.dir !== 'rtl') {
            el.dir = 'rtl';
            el.lang = 'ar';
          }
        });
    }
    // After the Arabic pane: its fields already have a direction.
    for (const el of document.querySelectorAll<HTMLElement>(
      'input:not([dir]):not([type]), input[type="text"]:not([dir]), textarea:not([dir])',
    ))
      el.dir = 'auto';
  };
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true });
}

/**
 * Typing another entry's address while one is open leaves Decap showing an empty (or broken)
 * entry: going from one entry straight to another loads the page afresh. Inside the editor
 * one goes through the collection list, which never comes here.
 */
export function freshEntryOnAddress(): void {
  const entry = (hash: string): string | undefined => /^#\/collections\/[^/]+\/(entries\/.+|new)$/.exec(hash)?.[0];
  let current = entry(window.location.hash);
  window.addEventListener('hashchange', () => {
    const next = entry(window.location.hash);
    if (current && next && next !== current) window.location.reload();
    current = next;
  });
}

/** Decap's Immutable Map of drafts by key. */
const isImmutableMap = (v: unknown): v is ImmutableMap => isRecord(v) && typeof v.forEach === 'function';

/**
 * A refused save leaves nothing saved, and the editor says so: Decap marks the entry as a draft
 * being saved before it asks, and a refusal leaves that mark behind, an "unpublished entry"
 * without a situation, so the toolbar offered to delete a draft that does not exist and to
 * look for its preview. Such a mark (no situation, nothing under way) is dropped, as Decap
 * itself drops it when an entry has no draft; the typed changes stay in the form.
 */
export function forgetRefusedDrafts(): void {
  const WORK = ['isPersisting', 'isFetching', 'isUpdatingStatus', 'isPublishing'];
  const watch = (store: DecapStore): void => {
    let busy = false;
    store.subscribe(() => {
      if (busy) return;
      const marks: string[] = [];
      const entities = store.getState().editorialWorkflow?.get('entities');
      if (!isImmutableMap(entities)) return;
      entities.forEach((entity, key) => {
        if (!entity.get('status') && !entity.get('collection') && !WORK.some((w) => entity.get(w))) marks.push(key);
      });
      busy = true;
      for (const key of marks) {
        const [collection, ...slug] = key.split('.');
        store.dispatch({
          type: 'UNPUBLISHED_ENTRY_REDIRECT',
          payload: { collection: collection!, slug: slug.join('.') },
        });
      }
      busy = false;
    });
  };
  // The store exists once Decap has drawn its first screen.
  const timer = window.setInterval(() => {
    const store = decapStore();
    if (!store) return;
    window.clearInterval(timer);
    watch(store);
  }, 200);
}

/**
 * A new entry's toolbar said "Alterações salvas" (Decap: no changes yet) before anything was
 * saved: on a new entry it says that nothing is saved yet.
 */
export function newEntryNotSaved(): void {
  const { saved: SAVED, notSaved: NEW } = NEW_ENTRY;
  const mark = (): void => {
    const isNew = /^#\/collections\/[^/]+\/new$/.test(window.location.hash);
    for (const el of document.querySelectorAll<HTMLElement>(
      '[class*="ToolbarContainer"] div, [class*="ToolbarContainer"] span',
    )) {
      if (el.childElementCount) continue;
      const text = el.textContent?.trim();
      if (isNew && text === SAVED) el.textContent = NEW;
      else if (!isNew && text === NEW) el.textContent = SAVED;
    }
  };
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/**
 * An entry's choices (the pages a home list may link, the cards' texts by the list's keys) are
 * read from content with the configuration: a page created since the editor opened was not
 * offered until a reload. After each move and save the configuration is compared with the one
 * loaded; when it changed, the next entry opened loads the editor afresh on that entry (at
 * once, before anything is typed in it).
 */
export function freshChoices(loadedConfig: () => string | undefined): void {
  let changed = false;
  const compare = (): void => {
    const href = document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href') ?? 'config.yml';
    void fetch(href, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.text() : undefined))
      .then((text) => {
        if (text === undefined || !loadedConfig() || text === loadedConfig()) return;
        changed = true;
        document.documentElement.dataset.choicesChanged = '';
      });
  };
  window.addEventListener('hashchange', () => {
    if (changed && /^#\/collections\/[^/]+\/(entries\/.+|new)$/.test(window.location.hash)) window.location.reload();
    else compare();
  });
  window.addEventListener('entry-saved', compare);
}
