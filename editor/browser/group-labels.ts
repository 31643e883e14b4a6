/**
 * Folded groups and list items named as people know them: list items by their summary
 * (list-summary.ts), groups by their own words, in a translation's pane by the words of that
 * language; "(opcional)" said once at most.
 */
import { DEFAULT_LANG, LANGS } from '../../model/languages';
import { isRecord } from '../server/json-shapes';
import { type Cms, type ControlProps, plain, replaceControl } from './decap';
import { itemSummary, type SummaryField } from './list-summary';
import { CONTROL_CONTAINER, paneOf } from './panes';

/** The number of items of a list value (Immutable or plain), 0 for none. */
const sizeOf = (value: unknown): number => {
  const items = plain(value);
  return Array.isArray(items) ? items.length : 0;
};
/** A list field of the configuration as Decap hands it over (plain): named, at least. */
const isSummaryField = (v: unknown): v is SummaryField => isRecord(v) && typeof v.name === 'string';

/**
 * Folded list items named as people know them (list-summary.ts): Decap's list prints the
 * stored value ("reception"); its control is kept, only the item's label is ours.
 */
export function namedListItems(cms: Cms): void {
  const list = cms.getWidget('list');
  if (!list) return;
  const fields = new WeakMap<object, SummaryField>();
  class NamedItems extends list.control {
    /**
     * Decap's list keeps one key per item and edits an item by its key: items that arrive from
     * outside ("Copiar de outro idioma") had none, and could not be edited. They get theirs.
     */
    override componentDidUpdate(before: Readonly<{ value: unknown }>): void {
      const size = sizeOf(this.props.value);
      if (this.props.value === before.value || size === this.state.keys.length) return;
      const folded = this.props.field.get('collapsed') !== false;
      this.setState({
        keys: Array.from({ length: size }, () => crypto.randomUUID()),
        itemsCollapsed: Array<boolean>(size).fill(folded),
      });
    }
    override objectLabel(item: unknown): string {
      const field = this.props.field;
      // A list of several item types keeps Decap's own label (the site has none).
      if (field.get('types')) return super.objectLabel(item);
      let plainField = fields.get(field);
      if (!plainField) {
        const read = plain(field);
        if (!isSummaryField(read)) return super.objectLabel(item);
        fields.set(field, (plainField = read));
      }
      return itemSummary(plainField, plain(item));
    }
  }
  replaceControl(cms, 'list', list, NamedItems);
}

/**
 * A group folded under its own words (a question in the pane's language, zod-fields.ts's
 * `summary`), or its label while those are empty (a question not yet translated).
 */
export function ownWordsForGroups(cms: Cms): void {
  const object = cms.getWidget('object');
  if (!object) return;
  class OwnWords extends object.control {
    constructor(props: ControlProps) {
      super(props);
      // Decap's objectLabel is an instance property (an arrow function), set by its constructor.
      const summary = this.objectLabel;
      this.objectLabel = () =>
        summary().trim() || String(this.props.field.get('label') ?? this.props.field.get('name'));
    }
  }
  replaceControl(cms, 'object', object, OwnWords);
}

/** `run` at most once a frame, however many changes ask for it (Decap draws a form in thousands). */
export function oncePerFrame(run: () => void): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    requestAnimationFrame(() => {
      asked = false;
      run();
    });
  };
}

/** Fields that name a group by its own words (zod-fields.ts's SUMMARY_FIELDS, those typed in). */
const NAMING_FIELDS = ['name', 'question', 'heading', 'title', 'label'];

/** A group's label (its own text, before any renaming) and the field inside it that names it, in `pane`. */
function namedGroups(pane: Element) {
  return [...pane.querySelectorAll<HTMLLabelElement>('label')].flatMap((label) => {
    const group = label.closest(CONTROL_CONTAINER);
    const named = [...(group?.querySelectorAll<HTMLInputElement>('input') ?? [])].find(
      (i) =>
        NAMING_FIELDS.some((n) => i.id.startsWith(`${n}-field`)) &&
        i.closest(CONTROL_CONTAINER)?.parentElement?.closest(CONTROL_CONTAINER) === group,
    );
    const text = label.firstChild;
    if (!named || !(text instanceof Text)) return [];
    label.dataset.label ??= text.data;
    return [{ label: label.dataset.label, text, named }];
  });
}

/**
 * In a translation's pane, a group named in Portuguese (a home page question, the label the
 * configuration gives it) is titled by its own words in that language when it has them.
 */
export function groupLabelsInTheirLanguage(): void {
  const rename = (): void => {
    const pt = paneOf(DEFAULT_LANG);
    if (!pt || pt === document.body) return;
    // Named after content: in Portuguese, the label is the words of the field that names it (a
    // question); a group named by its role ("Resultados de busca") keeps its label everywhere.
    const byContent = new Set(namedGroups(pt).flatMap((g) => (g.named.value.trim() === g.label ? [g.label] : [])));
    for (const lang of LANGS) {
      if (lang === DEFAULT_LANG) continue;
      const pane = paneOf(lang);
      if (!pane || pane === document.body) continue;
      for (const g of namedGroups(pane)) {
        if (!byContent.has(g.label)) continue;
        const words = g.named.value.trim() || g.label;
        if (g.text.data !== words) g.text.data = words;
      }
    }
  };
  const soon = oncePerFrame(rename);
  new MutationObserver(soon).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('input', soon);
}

/**
 * "(opcional)" once at most: a field inside a group (a question's text, a picture's focus)
 * is not marked, or a group of eight optional questions said it eighteen times.
 */
export function optionalOnce(): void {
  const hide = (): void => {
    for (const span of document.querySelectorAll<HTMLElement>('label > span:not([hidden])')) {
      if (span.textContent !== ' (opcional)') continue;
      const field = span.closest(CONTROL_CONTAINER);
      if (field?.parentElement?.closest(CONTROL_CONTAINER)) span.hidden = true;
    }
  };
  new MutationObserver(oncePerFrame(hide)).observe(document.body, { childList: true, subtree: true });
}
