/**
 * A picture replaced asks for its new description: the description beside it (`<name>_alt`,
 * or `alt` in the same group) described the old picture, so it is emptied in every language
 * shown, marked and brought into view. The field is required: the save waits for the new
 * words.
 */
import { NEW_PICTURE_NOTE, PORTRAIT_NOTE } from '../../pipeline/catalogue/editor-page';

const container = '[class*="-ControlContainer"]';
const NOTE = NEW_PICTURE_NOTE;

/** The description fields that go with the picture field `name` whose control is `control`. */
function descriptionsOf(control: Element, name: string): HTMLElement[] {
  const group = control.closest(container)?.parentElement?.closest(container);
  const own = (el: Element): boolean => !group || el.closest(container)?.parentElement?.closest(container) === group;
  // In a group (a treatment's picture): its `alt`; on the page itself (a post's cover): `<name>_alt` in each language.
  const selector = group
    ? 'input[id^="alt-field"], textarea[id^="alt-field"]'
    : `input[id^="${name}_alt-field"], textarea[id^="${name}_alt-field"]`;
  return [...(group ?? document).querySelectorAll<HTMLElement>(selector)].filter(own);
}

/** The React-managed field `el` emptied as if the editor had cleared it. */
function empty(el: HTMLElement): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, '');
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

export function askForNewDescription(control: Element | null, name: string): void {
  if (!control) return;
  const fields = descriptionsOf(control, name);
  for (const field of fields) {
    empty(field);
    field.setAttribute('placeholder', 'Descreva a nova imagem');
    const box = field.closest(container);
    if (box && !box.querySelector('.new-picture-note')) {
      const note = document.createElement('p');
      note.className = 'new-picture-note';
      note.setAttribute('role', 'status');
      note.textContent = NOTE;
      note.style.cssText = 'margin:6px 0 0;color:#8a5300;font:600 13px/1.4 system-ui,sans-serif';
      box.append(note);
      field.addEventListener('input', () => note.remove(), { once: true });
    }
  }
  fields[0]?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** The shape of the slot a picture field fills: its group's `ratio` ("4:3"), or a post's cover (3:2, the pages' default). */
function slotRatio(control: Element, name: string): [number, number] | undefined {
  const group = control.closest(container)?.parentElement?.closest(container);
  const ratio = group?.querySelector('[id^="ratio-field"]')?.closest(container)?.textContent ?? '';
  const m = /\b(\d+):(\d+)\b/.exec(ratio) ?? (name === 'cover' ? ['3:2', '3', '2'] : null);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/**
 * A photo taller than wide chosen for a slot wider than tall is told so, beside its field: the
 * slot shows only a band of it. Read from the thumbnail once it has loaded.
 */
export function hintPortrait(control: Element | null, name: string, tries = 50): void {
  if (!control) return;
  const shape = slotRatio(control, name);
  if (!shape || shape[0] <= shape[1]) return;
  const img = control.querySelector('img');
  if (!img?.complete || img.naturalWidth === 0) {
    if (tries > 0) setTimeout(() => hintPortrait(control, name, tries - 1), 100);
    return;
  }
  control.querySelector('.portrait-note')?.remove();
  if (img.naturalHeight <= img.naturalWidth) return;
  const note = document.createElement('p');
  note.className = 'portrait-note';
  note.setAttribute('role', 'status');
  note.textContent = PORTRAIT_NOTE(`${shape[0]}:${shape[1]}`);
  note.style.cssText = 'margin:6px 0 0;color:#8a5300;font:600 13px/1.4 system-ui,sans-serif';
  control.append(note);
}
