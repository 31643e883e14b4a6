/**
 * Where each entry stands, everywhere the editor lists or opens it: in a collection's list, each
 * page says whether it is on the site, the situation of its unpublished changes (rascunho, em
 * revisão, pronto) and its languages (/admin/status.json, entry-states.ts); an open entry's
 * toolbar offers no action the site would then refuse: a page taken off the site by its
 * «Rascunho» switch is not called published, and "Publicar agora" waits for «Pronto».
 */
import { DECAP_PHRASES, DECAP_WORDS as DECAP, ENTRY_SITUATIONS } from '../../pipeline/catalogue/editor-page-words';
import { recordsOf, stringAt } from '../server/json-shapes';

interface EntryState {
  collection: string;
  slug: string;
  published: boolean;
  workflow?: (typeof ENTRY_SITUATIONS)[number];
  langs: string[];
}
/** The states of /admin/status.json, read by looking. */
const statesOf = (json: unknown): EntryState[] =>
  recordsOf(json).map((e) => {
    const workflow = ENTRY_SITUATIONS.find((w) => w === e.workflow);
    return {
      collection: stringAt(e, 'collection') ?? '',
      slug: stringAt(e, 'slug') ?? '',
      published: e.published === true,
      ...(workflow ? { workflow } : {}),
      langs: Array.isArray(e.langs) ? e.langs.filter((l) => typeof l === 'string') : [],
    };
  });

/** "Publicado · PT EN ES", "Fora do site (Rascunho ligado) · PT", "Publicado, mudanças em revisão · PT EN". */
export function stateLabel(s: EntryState): string {
  const site = s.published ? DECAP.published : DECAP.offSite;
  const changes = s.workflow ? DECAP.changes(s.workflow) : '';
  return `${site}${changes} · ${s.langs.map((l) => l.toUpperCase()).join(' ')}`;
}

const ENTRY = /#\/collections\/([^/]+)\/entries\/(.+)$/;

/** The "Publicar" menu's choices, and what they say while the draft is not «Pronto». */
const PUBLISH_CHOICES = DECAP.publishChoices;
const WAITS = DECAP.waitsForReady;
/** The toolbar's situation line, as Decap words it with DECAP_PHRASES. */
const situationLine = (situation: string): string =>
  DECAP_PHRASES.editor.editorToolbar.status.replace('%{status}', situation);

/** Sets a text only when it differs: the observer that calls this sees its own changes too. */
const setText = (el: Element, text: string): void => {
  if (el.textContent !== text) el.textContent = text;
};

/** The entry toolbar's leaf elements with exactly this text (its buttons and their menus' items). */
const withText = (text: string): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>('[class*="ToolbarContainer"] :is(button, span, div)')].filter(
    (el) => !el.childElementCount && el.textContent?.trim() === text,
  );

export function entryStatus(): void {
  let states = new Map<string, EntryState>();
  const load = async (): Promise<void> => {
    const list = statesOf(
      await fetch('/admin/status.json', { credentials: 'same-origin' })
        .then((r) => (r.ok ? r.json() : []))
        .catch(() => []),
    );
    states = new Map(list.map((s) => [`${s.collection}/${s.slug}`, s]));
    mark();
  };

  /** Each card of a collection's list with its state under its title. */
  function markList(): void {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="/entries/"]')) {
      const [, collection, slug] = ENTRY.exec(link.getAttribute('href') ?? '') ?? [];
      const state = states.get(`${collection}/${slug}`);
      if (!state || !link.closest('li')) continue;
      let badge = link.querySelector<HTMLElement>('[data-entry-state]');
      if (!badge) {
        badge = document.createElement('span');
        badge.dataset.entryState = '';
        badge.style.cssText = 'display:block;margin-top:4px;font:600 13px/1.4 system-ui,sans-serif;color:#475569';
        link.append(badge);
      }
      const kind = state.published ? (state.workflow ?? 'publicado') : 'fora do site';
      if (badge.dataset.state !== kind) badge.dataset.state = kind;
      if (!state.published) badge.style.color = '#9a3412';
      setText(badge, stateLabel(state));
    }
  }

  /** The open entry's toolbar: nothing offered that would be refused. */
  function markToolbar(): void {
    const [, collection, slug] = ENTRY.exec(window.location.hash) ?? [];
    const state = states.get(`${collection}/${slug}`);
    if (state && !state.published) {
      for (const el of withText(DECAP.published)) setText(el, DECAP.offSite);
      for (const el of withText(DECAP.deletePublished)) setText(el, DECAP.deleteEntry);
    }
    // Decap refuses to publish a draft that is not «Pronto», after offering it: the choices wait for «Pronto» here.
    const situation = DECAP.situations.some((w) => withText(situationLine(w)).length);
    for (const choice of PUBLISH_CHOICES)
      for (const el of [...withText(choice), ...withText(`${choice}${WAITS}`)]) {
        const item = el.closest<HTMLElement>('[role="menuitem"]') ?? el;
        setText(el, situation ? `${choice}${WAITS}` : choice);
        if (situation) item.setAttribute('aria-disabled', 'true');
        else item.removeAttribute('aria-disabled');
        item.style.pointerEvents = situation ? 'none' : '';
        item.style.opacity = situation ? '0.55' : '';
      }
  }

  function mark(): void {
    markList();
    markToolbar();
  }

  // Once a frame at most: typing in a long form changes the page many times a second.
  let pending = false;
  const soon = (): void => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      mark();
    });
  };
  new MutationObserver(soon).observe(document.body, { childList: true, subtree: true, characterData: true });
  window.addEventListener('hashchange', () => void load());
  // A save, a new situation or a publication changes what the lists say.
  window.addEventListener('entry-saved', () => void load());
  void load();
}
