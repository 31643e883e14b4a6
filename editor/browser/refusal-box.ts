/**
 * A refused save or publication stays on screen (Decap's notice leaves after a few seconds)
 * until the next save goes through; the fields it names are outlined in their language's pane,
 * and a line of page text it quotes is marked in its text box.
 */
import { REFUSED } from '../../pipeline/catalogue/editor-page-words';
import { isRecord, recordsOf, stringAt } from '../server/json-shapes';
import { LANG_NAMES } from './language-names';
import { lineWith, textLine } from './page-text';
import { fieldsLabelled, paneOf } from './panes';

interface RefusedField {
  lang: string;
  label: string;
}

// Above Decap's dialogs (99999): a picture refused in the media library is read over it.
const BOX_STYLE =
  'display:none;position:fixed;z-index:100000;left:50%;transform:translateX(-50%);bottom:16px;max-width:min(760px,94vw);max-height:40vh;overflow:auto;padding:16px 48px 16px 16px;border-radius:8px;background:#fff3f3;color:#5c0000;border:2px solid #b00020;font:15px/1.5 system-ui,sans-serif;white-space:pre-wrap;box-shadow:0 4px 16px rgb(0 0 0 / 0.2)';
const CLOSE_STYLE =
  'position:absolute;top:8px;right:8px;min-width:32px;min-height:32px;font-size:22px;border:0;background:none;cursor:pointer;color:inherit';
const KINDS = {
  refused: { role: 'alert', background: '#fff3f3', color: '#5c0000', border: '#b00020' },
  notice: { role: 'status', background: '#fffbeb', color: '#3d2e00', border: '#a16207' },
} as const;

/** The box at the bottom of the page: its text, and a × that closes it. */
function makeBox(): { box: HTMLDivElement; text: HTMLDivElement } {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.id = 'save-refused';
  box.style.cssText = BOX_STYLE;
  const text = document.createElement('div');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', REFUSED.close);
  close.style.cssText = CLOSE_STYLE;
  close.onclick = () => (box.style.display = 'none');
  box.append(text, close);
  document.body.append(box);
  return { box, text };
}

/** The box as a refusal (red) or as a notice after a save that went through (amber). */
function show(box: HTMLElement, kind: keyof typeof KINDS): void {
  const k = KINDS[kind];
  box.dataset.kind = kind;
  box.setAttribute('role', k.role);
  box.style.background = k.background;
  box.style.color = k.color;
  box.style.borderColor = k.border;
  box.style.display = 'block';
}

/** The fields the refusal names: outlined in red in their language's pane, with a line saying why. */
function markRefused(fields: RefusedField[]): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-refused]')) {
    el.style.outline = '';
    el.removeAttribute('data-refused');
    el.querySelector('.refused-note')?.remove();
    for (const c of el.querySelectorAll('input, textarea, [contenteditable="true"]')) c.removeAttribute('aria-invalid');
  }
  let first: HTMLElement | undefined;
  for (const f of fields) {
    const pane = paneOf(f.lang);
    if (!pane) continue;
    for (const field of fieldsLabelled(pane, f.label)) {
      field.dataset.refused = 'true';
      field.style.outline = '3px solid #b00020';
      field.style.outlineOffset = '4px';
      const note = document.createElement('p');
      note.className = 'refused-note';
      note.textContent = REFUSED.fieldNote;
      note.style.cssText = 'margin:6px 0 0;color:#b00020;font:600 13px/1.4 system-ui,sans-serif';
      field.append(note);
      for (const c of field.querySelectorAll('input, textarea, [contenteditable="true"]')) {
        c.setAttribute('aria-invalid', 'true');
        c.setAttribute('aria-describedby', 'save-refused');
      }
      first ??= field;
    }
  }
  first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * A line the refusal cites ("«Texto da página, linha 8» (português)") shown with its words,
 * and marked in the text box of its language (which numbers its lines).
 */
function withRefusedLines(message: string): string {
  for (const el of document.querySelectorAll('[data-refused-line]')) el.removeAttribute('data-refused-line');
  let shown = false;
  const mark = (language: string, label: string, find: (box: Element) => Element | undefined) => {
    const lang = Object.keys(LANG_NAMES).find((l) => LANG_NAMES[l] === language);
    const pane = lang ? paneOf(lang) : undefined;
    const box = pane && fieldsLabelled(pane, label)[0]?.querySelector('.cms-editor-raw [data-slate-editor]');
    const line = box ? find(box) : undefined;
    if (!line) return undefined;
    line.setAttribute('data-refused-line', 'true');
    // The first line cited in view, not only its (long) field.
    if (!shown) line.scrollIntoView({ block: 'center', behavior: 'smooth' });
    shown = true;
    return line;
  };
  // The refusal quotes the words of the line at fault: that line is marked.
  for (const m of message.matchAll(/\(([^()]+)\), campo «([^«»]+)», no trecho "(.+?)":/g))
    mark(m[1] ?? '', m[2] ?? '', (box) => lineWith(box, m[3] ?? ''));
  // A line cited by its number is shown with its words.
  return message.replace(
    /«([^«»]+?), linha (\d+)»\s*\(([^)]+)\)/g,
    (cited, label: string, n: string, language: string) => {
      const line = mark(language, label, (box) => textLine(box, Number(n)));
      return line ? `${cited}: “${(line.textContent ?? '').trim()}”` : cited;
    },
  );
}

/** The refusal's words and fields, as the editor server answers a refused save. */
async function refusalOf(reply: Response): Promise<{ error: string; fields: RefusedField[] }> {
  const body: unknown = await reply.clone().json();
  const fields = recordsOf(isRecord(body) ? body.fields : undefined).flatMap((f) => {
    const lang = stringAt(f, 'lang');
    const label = stringAt(f, 'label');
    return lang !== undefined && label !== undefined ? [{ lang, label }] : [];
  });
  return { error: (isRecord(body) && stringAt(body, 'error')) || '', fields };
}

export function keepRefusals(): void {
  const { box, text } = makeBox();
  // Another entry opened: its own saves say their own.
  window.addEventListener('hashchange', () => {
    box.style.display = 'none';
    markRefused([]);
  });
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const reply = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : '';
    // A save (a draft), a publication and a deletion face the same checks, and say why alike.
    if (!url.endsWith('/admin/api/v1') || !/"(persistEntry|publishUnpublishedEntry|deleteFiles?)"/.test(body))
      return reply;
    if (reply.status === 422 || reply.status === 409) {
      const { error, fields } = await refusalOf(reply);
      show(box, 'refused');
      markRefused(fields);
      text.textContent = withRefusedLines(error);
    } else if (reply.ok) {
      // Saved, with something still to do (a page nothing links to yet): said in amber.
      const notice = reply.headers.get('x-aviso');
      text.textContent = notice ? decodeURIComponent(notice) : '';
      if (notice) show(box, 'notice');
      else box.style.display = 'none';
      markRefused([]);
      window.dispatchEvent(new Event('entry-saved'));
    }
    return reply;
  };
}
