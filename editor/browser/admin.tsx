/**
 * The editor page's own script (bundled by admin-files.ts): provides React 19.2 (the version
 * Decap's prebuilt bundle was built against) as the globals that bundle expects, loads it,
 * then registers what the site needs before starting it:
 * - the format of YAML files whose root is a list (Decap edits objects only);
 * - a widget for opening hours that may be "closed";
 * - previews that show the site itself: the dev server renders the entry with the real
 *   pipeline and the page is shown in a frame (two Reacts never mix).
 */
import { entryStatus } from './entry-status';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { parse, stringify } from 'yaml';
import { DECAP_LOCALE, DECAP_PT } from './decap-pt';
import { DEFAULT_LANG, LANGS } from '../../model/languages';
import { itemSummary, type SummaryField } from './list-summary';
import { clinicToday } from './clinic-date';
import { launchField } from './launch-field';
import { lineWith, PageTextTools, textLine } from './page-text';
import { LANG_NAMES } from './language-names';
import { languageNamesInMenus } from './language-menus';
import { openSideBySide, type OpenEntry } from './side-by-side';
import { askForNewDescription, hintPortrait } from './new-picture';

/** What an Immutable.js value offers (Decap hands entries and fields over as such). */
interface Immutable {
  get(key: string): unknown;
  toJS(): unknown;
}
const isImmutable = (v: unknown): v is Immutable => Boolean(v) && typeof (v as Immutable).toJS === 'function';
const plain = (v: unknown): unknown => (isImmutable(v) ? v.toJS() : v);

interface Formatter {
  fromFile(text: string): unknown;
  toFile(data: unknown, sortedKeys?: string[]): string;
}
interface ControlProps {
  value: unknown;
  field: ImmutableRecord;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  /** Decap's Widget takes the control's instance (its checks, such as a required field) through it. */
  ref?: React.Ref<unknown>;
  collection?: Immutable;
  /** The entry as it is now (the `entry` prop is as it was when the field last changed). */
  getEntry?: () => Immutable;
  /** In a language's pane, a field asked once in Portuguese and copied (shown, not edited, there). */
  isFieldDuplicate?: (field: ImmutableRecord) => boolean;
  /** A picture's thumbnail by its value: Decap's stand-in until it has loaded. */
  getAsset?: (path: string, field: ImmutableRecord) => unknown;
}
/** An Immutable.js Map as Decap's fields and options are: read, and changed into a copy. */
interface ImmutableRecord extends Immutable {
  set(key: string, value: unknown): ImmutableRecord;
  clear(): ImmutableRecord;
}
/** An Immutable.js List (a select's options). */
interface ImmutableList<T> {
  filter(keep: (item: T) => boolean): ImmutableList<T>;
  find(test: (item: T) => boolean): T | undefined;
  push(item: T): ImmutableList<T>;
  readonly size: number;
}
interface PreviewProps {
  entry: Immutable;
  collection: Immutable;
  locale?: string;
}
/** A widget as Decap's registry keeps it. */
interface RegisteredWidget {
  control: React.ComponentType<ControlProps>;
  preview?: React.ComponentType<{ value: unknown }>;
  schema?: unknown;
  [option: string]: unknown;
}
interface Cms {
  init(opts?: { config?: Record<string, unknown> }): void;
  getWidget(name: string): RegisteredWidget | undefined;
  registerWidget(
    name: string,
    control: React.ComponentType<ControlProps>,
    preview?: React.ComponentType<{ value: unknown }>,
  ): void;
  registerWidget(widget: {
    name: string;
    controlComponent: React.ComponentType<ControlProps>;
    previewComponent?: React.ComponentType<{ value: unknown }>;
    [option: string]: unknown;
  }): void;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerPreviewTemplate(name: string, component: React.ComponentType<PreviewProps>): void;
  registerPreviewStyle(href: string): void;
  getLocale(name: string): Record<string, unknown> | undefined;
  registerLocale(name: string, phrases: Record<string, unknown>): void;
}
/** Set by the page (admin-files.ts): which previews to register, and the field used for root lists. */
interface Setup {
  previews: { template: string; collection: string; file?: string }[];
  listField: string;
  listFormat: string;
  previewUrl?: string;
  previewStyle?: string;
}
declare global {
  interface Window {
    React: typeof React;
    ReactDOM: typeof ReactDOM;
    DecapCmsApp?: Cms;
  }
}

Object.assign(window, { React, ReactDOM });
const setup = JSON.parse(document.getElementById('admin-setup')?.textContent ?? '{}') as Setup;

/**
 * A YAML file whose root is a list, edited as { <listField>: [...] }. Decap takes a format per
 * collection: a file of the same collection whose root is an object is read and written as it is.
 */
function listFormat(field: string): Formatter {
  return {
    fromFile: (text) => {
      const data: unknown = parse(text);
      return data && typeof data === 'object' && !Array.isArray(data) ? data : { [field]: data ?? [] };
    },
    toFile: (data) => {
      const fields = (data ?? {}) as Record<string, unknown>;
      const list = Object.keys(fields).join() === field && Array.isArray(fields[field]);
      return stringify(list ? fields[field] : fields, { lineWidth: 0 });
    },
  };
}

/** Opening hours of a day: a time range, or the word the schema takes for a closed day. */
function LiteralOrObject({ value, field, forID, classNameWrapper, onChange }: ControlProps) {
  const literal = String(field.get('literal'));
  const literalLabel = String(field.get('literal_label') ?? literal);
  const fields = (plain(field.get('fields')) as { name: string; label?: string }[] | undefined) ?? [];
  const current = plain(value);
  const closed = current === literal;
  const object = (current && typeof current === 'object' ? current : {}) as Record<string, string>;
  return (
    <div className={classNameWrapper} id={forID}>
      <label style={{ display: 'block', marginBottom: 8 }}>
        <input
          type="checkbox"
          checked={closed}
          onChange={(e) => onChange(e.target.checked ? literal : Object.fromEntries(fields.map((f) => [f.name, ''])))}
        />{' '}
        {literalLabel}
      </label>
      {!closed &&
        fields.map((f) => (
          <label key={f.name} style={{ display: 'inline-block', marginRight: 16 }}>
            {f.label ?? f.name}{' '}
            <input
              value={object[f.name] ?? ''}
              onChange={(e) => onChange({ ...object, [f.name]: e.target.value })}
              style={{ width: '6em' }}
            />
          </label>
        ))}
    </div>
  );
}

/** 2026-03-14 as 14/03/2026, and back (undefined while the date is not complete). */
const toBrazilian = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso;
function fromBrazilian(text: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date typed as Brazilians write it (14/03/2026), saved as the build reads it (2026-03-14); no time, no time zone. */
function BrazilianDate({ value, field, forID, classNameWrapper, onChange, getEntry, isFieldDuplicate }: ControlProps) {
  const stored = typeof plain(value) === 'string' ? String(plain(value)) : '';
  const [text, setText] = React.useState(toBrazilian(stored));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change (another entry, "copy from") replaces what is being typed
  React.useEffect(() => {
    if (fromBrazilian(text) !== stored) setText(toBrazilian(stored));
  }, [stored]);
  // A new entry whose "today" was set when the editor loaded, on an earlier day (a page left
  // open overnight): today's date instead. In Portuguese only; the other languages copy it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field first shows
  React.useEffect(() => {
    if (!field.get('default_today') || isFieldDuplicate?.(field) || getEntry?.().get('newRecord') !== true) return;
    const today = clinicToday();
    if (stored === field.get('default') && stored !== today) onChange(today);
  }, []);
  return (
    <input
      id={forID}
      className={classNameWrapper}
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const iso = fromBrazilian(e.target.value);
        if (iso !== undefined) onChange(iso);
        else if (!e.target.value.trim()) onChange('');
      }}
    />
  );
}

/** An author as the configuration offers them (content-options.ts): the categories they may sign. */
interface AuthorOption {
  value: string;
  label: string;
  categories?: string[];
}

/**
 * A part of Decap's state, as it is now. Decap draws a field again only when its own value
 * changes: a field that follows something else (another field, a picture loading) listens to
 * the store. `select` returns a value kept in the state (or a string), so it is the same until it changes.
 */
function useDecapState<T>(select: (state: DecapState) => T): T {
  // Found once per field: the store is there before any field is drawn.
  const store = React.useMemo(decapStore, []);
  const read = React.useCallback((): T => select(store?.getState() ?? {}), [store, select]);
  const subscribe = React.useCallback((changed: () => void) => store?.subscribe(changed) ?? (() => {}), [store]);
  return React.useSyncExternalStore(subscribe, read);
}

/** The value of the entry's field `name` (in Portuguese) as it is now. */
function useEntryValue(name: string): string {
  return useDecapState(
    React.useCallback(
      (state: DecapState) => {
        const v = state.entryDraft?.getIn(['entry', 'data', name]);
        return typeof v === 'string' ? v : '';
      },
      [name],
    ),
  );
}
const pictures = (state: DecapState): unknown => state.medias;

/**
 * Thumbnails that show once their picture has loaded; a picture replaced asks for its new
 * description (new-picture.ts). Decap's image field asks for a picture's
 * thumbnail once, gets an empty stand-in while it loads, and never asks again: every picture a
 * page already had showed an empty box. The field is drawn again, with a new `getAsset`, when
 * the pictures Decap holds change; its control and its checks are Decap's own.
 */
function thumbnailsThatLoad(cms: Cms): void {
  const image = cms.getWidget('image');
  if (!image) return;
  const Control = image.control;
  function ImageControl(props: ControlProps) {
    const loaded = useDecapState(pictures);
    const { getAsset } = props;
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new function each time the pictures change is the point
    const fresh = React.useMemo(
      () => getAsset && ((path: string, field: ImmutableRecord) => getAsset(path, field)),
      [getAsset, loaded],
    );
    const { onChange, value, field } = props;
    const root = React.useRef<HTMLDivElement>(null);
    const change = React.useCallback(
      (next: unknown) => {
        onChange(next);
        // Replaced (not chosen for the first time, not removed): its description is asked for anew.
        const before = plain(value);
        if (before && plain(next) && plain(next) !== before)
          setTimeout(() => askForNewDescription(root.current, String(field.get('name'))), 0);
        if (plain(next)) setTimeout(() => hintPortrait(root.current, String(field.get('name'))), 0);
      },
      [onChange, value, field],
    );
    return (
      <div ref={root}>
        <Control {...props} getAsset={fresh} onChange={change} />
      </div>
    );
  }
  const { control: _control, preview, ...rest } = image;
  cms.registerWidget({ ...rest, name: 'image', controlComponent: ImageControl, previewComponent: preview });
}

/** The page text with its writing tools (page-text.tsx) above Decap's own text box. */
function pageTextTools(cms: Cms): void {
  const markdown = cms.getWidget('markdown');
  if (!markdown) return;
  const Control = markdown.control;
  // biome-ignore lint/correctness/noComponentHookFactories: made once, when the widget is registered, never during a render
  function PageText(props: ControlProps) {
    const root = React.useRef<HTMLDivElement>(null);
    return (
      <div ref={root}>
        <PageTextTools root={root} />
        <Control {...props} />
      </div>
    );
  }
  const { control: _control, preview, ...rest } = markdown;
  cms.registerWidget({ ...rest, name: 'markdown', controlComponent: PageText, previewComponent: preview });
}

/** What the categories are called (the entry's category select), by slug. */
function categoryNames(collection: Immutable | undefined, name: string): Record<string, string> {
  const fields = plain(collection?.get('fields')) as
    | { name: string; options?: (string | AuthorOption)[] }[]
    | undefined;
  const options = fields?.find((f) => f.name === name)?.options ?? [];
  return Object.fromEntries(options.map((o) => (typeof o === 'string' ? [o, o] : [o.value, o.label])));
}

/**
 * A post's author: Decap's select, offering only the people who may sign the category chosen
 * in the same entry (with none chosen, everyone who may sign some category), as the build
 * decides it (AUTHOR_FIELD). An author already chosen who does not fit stays shown, marked, so
 * nothing disappears from the form without a word.
 */
function authorSelect(Select: React.ComponentType<ControlProps>): React.ComponentType<ControlProps> {
  return function AuthorSelect(props: ControlProps) {
    const { field, value, collection, isFieldDuplicate } = props;
    const categoryField = String(field.get('category_field') ?? 'category');
    const category = useEntryValue(categoryField);
    const names = React.useMemo(() => categoryNames(collection, categoryField), [collection, categoryField]);
    const options = field.get('options') as ImmutableList<ImmutableRecord>;
    const fits = (o: ImmutableRecord): boolean => {
      const signs = (plain(o) as AuthorOption).categories ?? [];
      return category ? signs.includes(category) : signs.length > 0;
    };
    let offered = options.filter(fits);
    const current = typeof plain(value) === 'string' ? String(plain(value)) : '';
    const chosen = current ? options.find((o) => o.get('value') === current) : undefined;
    let note: string | undefined;
    if (current && !(chosen && fits(chosen))) {
      const categoryName = `«${names[category] ?? category}»`;
      const why = !chosen
        ? 'não está na equipe'
        : category
          ? `fora da área da categoria ${categoryName}`
          : 'não assina posts do blog';
      const person = chosen ? String(chosen.get('label')).split(' — ')[0] : current;
      // Decap's own Immutable Map, emptied, for a name the team no longer has.
      const marked = (chosen ?? field.clear().set('value', current)).set(
        'label',
        `${chosen ? String(chosen.get('label')) : current} (${why})`,
      );
      offered = offered.push(marked);
      note = !chosen
        ? `${person} não está na Equipe: escolha outra pessoa na lista, ou o site não aceitará o post.`
        : category
          ? `${person} não é da área da categoria ${categoryName}: escolha outra pessoa na lista, ou o site não aceitará o post.`
          : `${person} não assina posts do blog: escolha outra pessoa na lista.`;
    } else if (category && offered.size === 0)
      note = `Ninguém da equipe é da área da categoria «${names[category] ?? category}»: veja as áreas dela em Categorias do blog.`;
    return (
      <>
        <Select {...props} field={field.set('options', offered)} />
        {/* Said where the author is chosen (Portuguese), not again in each language copying it. */}
        {note && !isFieldDuplicate?.(field) && (
          <p
            role="status"
            className="author-note"
            style={{ margin: '6px 0 0', color: '#b00020', font: '600 13px/1.4 system-ui, sans-serif' }}
          >
            {note}
          </p>
        )}
      </>
    );
  };
}

/** A picture uploaded in the entry and not saved yet: Decap keeps it with the entry until a save. */
interface UnsavedPicture {
  id: string;
  /** Where the save will put it ("content/images/team/photo.jpg"). */
  path: string;
  file: Blob;
}
const unsavedPictures = (entry: Immutable): UnsavedPicture[] => {
  const list = plain(entry.get('mediaFiles'));
  if (!Array.isArray(list)) return [];
  // Pictures already in content/ are listed too: only those uploaded since the entry was opened are "draft".
  return list.filter(
    (m): m is UnsavedPicture =>
      Boolean(m) &&
      m.draft === true &&
      typeof m.id === 'string' &&
      typeof m.path === 'string' &&
      m.file instanceof Blob,
  );
};
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The site's page for the entry, rendered by the dev server from the unsaved values.
 * `rendered`: the last page of each collection/file, kept by the page: Decap mounts the
 * preview afresh at times (switching entries, some edits), and the pane keeps showing it.
 */
function sitePreview(
  collection: string,
  file: string | undefined,
  rendered: Map<string, { body: string; html: string }>,
) {
  const key = `${collection}/${file ?? ''}`;
  // biome-ignore lint/correctness/noComponentHookFactories: Decap takes one component per collection; it is made once, at registration, never during a render
  return function SitePreview({ entry, locale }: PreviewProps) {
    const pictures = unsavedPictures(entry);
    const body = JSON.stringify({
      collection,
      file,
      locale: locale ?? DEFAULT_LANG,
      slug: entry.get('slug') ?? '',
      path: entry.get('path') ?? '',
      data: plain(entry.get('data')),
      // Named by their hash only: their bytes go out with the request.
      unsaved: pictures.map((p) => [p.path, p.id]),
    });
    const [html, setHtml] = React.useState(rendered.get(key)?.html ?? '');
    // biome-ignore lint/correctness/useExhaustiveDependencies: the body names the unsaved pictures (by hash), so it changes when they do
    React.useEffect(() => {
      if (rendered.get(key)?.body === body) return setHtml(rendered.get(key)!.html);
      // Typing is not interrupted by a render per key: the page follows a moment later.
      const timer = setTimeout(() => {
        // The page shows a picture just uploaded, as the save will put it.
        Promise.all(pictures.map(async (p) => ({ path: p.path, content: await base64Of(p.file) })))
          .then((sent) =>
            fetch(setup.previewUrl ?? '/admin/preview', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: sent.length ? JSON.stringify({ ...(JSON.parse(body) as object), pictures: sent }) : body,
            }),
          )
          .then((r) => r.text())
          .then((text) => {
            rendered.set(key, { body, html: text });
            setHtml(text);
          })
          .catch((e: unknown) => setHtml(`<p>${String(e)}</p>`));
      }, 300);
      return () => clearTimeout(timer);
    }, [body]);
    // Without scripts: the page as it reads before its islands run (no banner popping up).
    return (
      <iframe
        title="Pré-visualização da página"
        sandbox="allow-same-origin"
        srcDoc={html}
        style={{ border: 0, width: '100%', height: '100vh' }}
      />
    );
  };
}

type Phrases = Record<string, unknown>;
/** `phrases` with `changes` laid over it, branch by branch. */
function over(phrases: Phrases, changes: Phrases): Phrases {
  const out: Phrases = { ...phrases };
  for (const [k, v] of Object.entries(changes))
    out[k] = v && typeof v === 'object' ? over((phrases[k] as Phrases | undefined) ?? {}, v as Phrases) : v;
  return out;
}

/** Decap's Portuguese interface, completed (decap-pt.ts). */
function relabel(cms: Cms): void {
  const pt = cms.getLocale(DECAP_LOCALE);
  if (!pt) return;
  cms.registerLocale(DECAP_LOCALE, over(pt, DECAP_PT));
}

/** The pane of one language (its "Escrevendo em XX" row and its fields), or the whole form when there are none. */
function paneOf(lang: string): Element | undefined {
  const button = [...document.querySelectorAll('button, span')].find(
    (b) => b.textContent?.trim() === `Escrevendo em ${lang.toUpperCase()}`,
  );
  if (!button)
    return [...document.querySelectorAll('button, span')].some((b) =>
      /^Escrevendo em /.test(b.textContent?.trim() ?? ''),
    )
      ? undefined
      : document.body;
  let pane: Element | null = button.parentElement;
  while (pane && !pane.querySelector('input, textarea, [contenteditable="true"]')) pane = pane.parentElement;
  return pane ?? undefined;
}

/** The whole field (label, control, hint) whose label reads `label`, in `pane`. */
function fieldsLabelled(pane: Element, label: string): HTMLElement[] {
  return [...pane.querySelectorAll('label')]
    .filter((l) => l.textContent?.trim().toUpperCase() === label.toUpperCase())
    .map((l) => (l.closest('[class*="ControlContainer"]') ?? l.parentElement) as HTMLElement | null)
    .filter((f): f is HTMLElement => Boolean(f));
}

/** A refused save or publication stays on screen (Decap's notice leaves after a few seconds) until the next save goes through. */
function keepRefusals(): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.id = 'save-refused';
  // Above Decap's dialogs (99999): a picture refused in the media library is read over it.
  box.style.cssText =
    'display:none;position:fixed;z-index:100000;left:50%;transform:translateX(-50%);bottom:16px;max-width:min(760px,94vw);max-height:40vh;overflow:auto;padding:16px 48px 16px 16px;border-radius:8px;background:#fff3f3;color:#5c0000;border:2px solid #b00020;font:15px/1.5 system-ui,sans-serif;white-space:pre-wrap;box-shadow:0 4px 16px rgb(0 0 0 / 0.2)';
  const text = document.createElement('div');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Fechar');
  close.style.cssText =
    'position:absolute;top:8px;right:8px;min-width:32px;min-height:32px;font-size:22px;border:0;background:none;cursor:pointer;color:inherit';
  close.onclick = () => (box.style.display = 'none');
  box.append(text, close);
  document.body.append(box);
  // Another entry opened: its own saves say their own.
  window.addEventListener('hashchange', () => {
    box.style.display = 'none';
    markRefused([]);
  });
  /** The fields the refusal names: outlined in red in their language's pane, with a line saying why. */
  function markRefused(fields: { lang: string; label: string }[]): void {
    for (const el of document.querySelectorAll<HTMLElement>('[data-refused]')) {
      el.style.outline = '';
      el.removeAttribute('data-refused');
      el.querySelector('.refused-note')?.remove();
      for (const c of el.querySelectorAll('input, textarea, [contenteditable="true"]'))
        c.removeAttribute('aria-invalid');
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
        note.textContent = 'O site recusaria este campo: veja o motivo na mensagem embaixo.';
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
  /** The box as a refusal (red) or as a notice after a save that went through (amber). */
  function show(kind: 'refused' | 'notice'): void {
    box.dataset.kind = kind;
    box.setAttribute('role', kind === 'refused' ? 'alert' : 'status');
    box.style.background = kind === 'refused' ? '#fff3f3' : '#fffbeb';
    box.style.color = kind === 'refused' ? '#5c0000' : '#3d2e00';
    box.style.borderColor = kind === 'refused' ? '#b00020' : '#a16207';
    box.style.display = 'block';
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
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const reply = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : '';
    // A save (a draft), a publication and a deletion face the same checks, and say why alike.
    if (url.endsWith('/admin/api/v1') && /"(persistEntry|publishUnpublishedEntry|deleteFiles?)"/.test(body)) {
      if (reply.status === 422 || reply.status === 409) {
        const { error, fields } = (await reply.clone().json()) as {
          error?: string;
          fields?: { lang: string; label: string }[];
        };
        show('refused');
        markRefused(fields ?? []);
        text.textContent = withRefusedLines(error ?? '');
      } else if (reply.ok) {
        // Saved, with something still to do (a page nothing links to yet): said in amber.
        const notice = reply.headers.get('x-aviso');
        text.textContent = notice ? decodeURIComponent(notice) : '';
        if (notice) show('notice');
        else box.style.display = 'none';
        markRefused([]);
        window.dispatchEvent(new Event('entry-saved'));
      }
    }
    return reply;
  };
}

/** × on a list item (a team member, a question) asks first: it removes the whole item at once. */
function confirmRemovals(): void {
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest('button');
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
      if (!window.confirm('Remover este item da lista? Ele só sai do site quando você publicar.')) {
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
function fieldDirections(): void {
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
function freshEntryOnAddress(): void {
  const entry = (hash: string): string | undefined => /^#\/collections\/[^/]+\/(entries\/.+|new)$/.exec(hash)?.[0];
  let current = entry(window.location.hash);
  window.addEventListener('hashchange', () => {
    const next = entry(window.location.hash);
    if (current && next && next !== current) window.location.reload();
    current = next;
  });
}

/** One entry's translations as /admin/translations.json gives them (translation-view.ts). */
interface EntryStatus {
  collection: string;
  slug: string;
  langs: { lang: string; language: string; file: string; state: string; review: string[]; missing: string[] }[];
}

const REVIEW_STYLE = 'box-shadow: -4px 0 0 #c77700; background: #fff4e0';

/**
 * On an entry with translations: which languages are up to date, to review (the Portuguese of
 * a field changed after it was translated) or not translated, under the Portuguese pane's
 * language row; the fields to review are marked in the pane of their language, and a
 * translation still right can be marked as reviewed. /admin/traducoes/ lists every page.
 */
function translationNotice(): void {
  const box = document.createElement('section');
  box.id = 'translation-status';
  box.setAttribute('aria-label', 'Traduções desta página');
  box.style.cssText =
    'margin:0 0 16px;padding:12px 16px;border-radius:6px;border:1px solid #dcdce0;background:#fff;font:14px/1.5 system-ui,sans-serif;color:#1e1e28';
  let status: EntryStatus | undefined;
  const entryOf = (): { collection: string; slug: string } | undefined => {
    const m = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(window.location.hash);
    return m ? { collection: m[1]!, slug: decodeURIComponent(m[2]!) } : undefined;
  };
  const render = (): void => {
    box.replaceChildren();
    if (!status) return;
    const title = document.createElement('strong');
    title.textContent = 'Traduções desta página';
    const list = document.createElement('ul');
    list.style.cssText = 'margin:4px 0 8px;padding-left:20px';
    const names = (langs: EntryStatus['langs']) => langs.map((l) => l.language).join(', ');
    const ok = status.langs.filter((l) => l.state === 'ok');
    const missing = status.langs.filter((l) => l.state === 'missing');
    // Languages in the same state share a line; each to review has its own, with its fields.
    if (ok.length) list.append(Object.assign(document.createElement('li'), { textContent: `Em dia: ${names(ok)}.` }));
    if (missing.length)
      list.append(Object.assign(document.createElement('li'), { textContent: `Não traduzido: ${names(missing)}.` }));
    for (const l of status.langs.filter((x) => x.state === 'review')) {
      const li = document.createElement('li');
      li.dataset.lang = l.lang;
      li.style.color = '#5c3b00';
      const name = l.language[0]!.toUpperCase() + l.language.slice(1);
      const fields = (labels: string[]) => labels.map((x) => `«${x}»`).join(', ');
      li.textContent = `${name}: ${[
        l.review.length ? `a revisar ${fields(l.review)}, o português mudou depois da tradução` : '',
        l.missing.length ? `faltam ${fields(l.missing)}` : '',
      ]
        .filter(Boolean)
        .join('; ')}.`;
      if (l.review.length) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Marcar como revisada';
        button.title = `A tradução em ${l.language} continua certa: não precisa mudar.`;
        button.style.cssText =
          'margin-left:8px;min-height:24px;padding:0 8px;border:1px solid #8a5300;border-radius:4px;background:#fff;color:#5c3b00;cursor:pointer;font:inherit;font-size:13px';
        button.onclick = async () => {
          await fetch('/admin/translations/mark', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // A multilingual file (team.yaml) holds every language: the language says which.
            body: JSON.stringify({ file: l.file, lang: l.lang }),
          });
          await refresh();
        };
        li.append(' ', button);
      }
      list.append(li);
    }
    const all = document.createElement('button');
    all.type = 'button';
    all.textContent = 'Ver os cinco idiomas lado a lado';
    all.style.cssText =
      'margin-inline-end:12px;min-height:24px;padding:0 8px;border:1px solid #0b57d0;border-radius:4px;background:#fff;color:#0b57d0;cursor:pointer;font:inherit';
    all.onclick = () => {
      const entry = openEntry();
      if (entry) openSideBySide(entry);
    };
    const link = document.createElement('a');
    link.href = '/admin/traducoes/';
    link.textContent = 'Situação de todas as traduções';
    link.style.color = '#0b57d0';
    box.append(title, list, all, link);
  };
  /** Under the Portuguese pane's language row; the fields to review marked in their language's pane. */
  const place = (): void => {
    if (!status) {
      box.remove();
      return;
    }
    const button = [...document.querySelectorAll('button, span')].find(
      (b) => b.textContent?.trim() === 'Escrevendo em PT',
    );
    let row: Element | null | undefined = button;
    while (row?.parentElement && !row.parentElement.querySelector('input, textarea')) row = row.parentElement;
    if (row && row.nextElementSibling !== box) row.after(box);
    // A file with every language side by side (team.yaml) has no language panes: above its first field.
    if (!button) {
      const first = document.querySelector('label')?.closest('[class*="ControlContainer"]');
      if (first && first.previousElementSibling !== box) first.before(box);
    }
    for (const pane of document.querySelectorAll('button, span')) {
      const lang = /^Escrevendo em ([A-Z]{2})$/.exec(pane.textContent?.trim() ?? '')?.[1]?.toLowerCase();
      if (!lang || lang === DEFAULT_LANG) continue;
      let container: Element | null = pane.parentElement;
      while (container && !container.querySelector('input, textarea')) container = container.parentElement;
      const l = status.langs.find((x) => x.lang === lang);
      container?.querySelectorAll<HTMLElement>('[data-review]').forEach((el) => {
        if (!l?.review.includes(el.dataset.review ?? '')) {
          el.removeAttribute('data-review');
          el.style.cssText = el.dataset.style ?? '';
        }
      });
      for (const label of container?.querySelectorAll('label') ?? []) {
        const text = label.textContent?.trim() ?? '';
        const field = label.parentElement;
        if (!field || !l?.review.some((r) => r.toUpperCase() === text.toUpperCase())) continue;
        if (field.dataset.review) continue;
        field.dataset.style = field.style.cssText;
        field.dataset.review = l.review.find((r) => r.toUpperCase() === text.toUpperCase());
        field.style.cssText += `;${REVIEW_STYLE}`;
        field.title = 'A revisar: o português deste campo mudou depois da tradução.';
      }
    }
  };
  async function refresh(): Promise<void> {
    const at = entryOf();
    if (!at) {
      status = undefined;
      return place();
    }
    const all = (await fetch('/admin/translations.json').then((r) => r.json())) as EntryStatus[];
    status = all.find((e) => e.collection === at.collection && e.slug === at.slug);
    render();
    place();
  }
  window.addEventListener('hashchange', () => void refresh());
  window.addEventListener('entry-saved', () => setTimeout(() => void refresh(), 300));
  new MutationObserver(() => place()).observe(document.body, { childList: true, subtree: true });
  void refresh();
}

interface SearchHit {
  collection: string;
  collectionLabel: string;
  slug: string;
  name: string;
  found: { language: string; field: string; text: string }[];
}

/**
 * Decap's search reads titles only: on its results page, what the words find in the pages'
 * text (every field and the body, every language), from /admin/search.
 */
function textSearch(): void {
  const box = document.createElement('section');
  box.id = 'text-search';
  box.setAttribute('aria-labelledby', 'text-search-title');
  box.style.cssText =
    'margin:16px 0;padding:16px 20px;border-radius:5px;background:#fff;box-shadow:0 2px 6px rgb(0 0 0 / 0.08);font:15px/1.5 system-ui,sans-serif;color:#1e1e28';
  let term: string | undefined;
  const place = (): void => {
    if (!term) {
      box.remove();
      return;
    }
    const heading = [...document.querySelectorAll('h1')].find((h) =>
      h.textContent?.startsWith('Resultados da busca por'),
    );
    const card = heading?.parentElement;
    if (card && card.nextElementSibling !== box) card.after(box);
  };
  const render = (q: string, hits: SearchHit[]): void => {
    const title = document.createElement('h2');
    title.id = 'text-search-title';
    title.style.cssText = 'margin:0 0 8px;font-size:18px';
    title.textContent = hits.length
      ? `No texto das páginas: ${hits.length} ${hits.length === 1 ? 'página' : 'páginas'} com "${q}"`
      : `No texto das páginas: nada com "${q}"`;
    const list = document.createElement('ul');
    list.style.cssText = 'margin:0;padding:0;list-style:none';
    for (const h of hits) {
      const li = document.createElement('li');
      li.style.cssText = 'padding:10px 0;border-top:1px solid #e6e6ea';
      const a = document.createElement('a');
      a.href = `#/collections/${encodeURIComponent(h.collection)}/entries/${h.slug.split('/').map(encodeURIComponent).join('/')}`;
      a.textContent = h.name;
      a.style.cssText = 'font-weight:600;color:#0b57d0';
      const where = document.createElement('span');
      where.textContent = ` — ${h.collectionLabel}`;
      where.style.color = '#5f5f6b';
      li.append(a, where);
      for (const f of h.found.slice(0, 3)) {
        const p = document.createElement('p');
        p.style.cssText = 'margin:4px 0 0;font-size:14px';
        p.textContent = `${f.language[0]!.toUpperCase()}${f.language.slice(1)}, ${f.field}: ${f.text}`;
        li.append(p);
      }
      if (h.found.length > 3) {
        const more = document.createElement('p');
        more.style.cssText = 'margin:4px 0 0;font-size:14px;color:#5f5f6b';
        more.textContent = `e mais ${h.found.length - 3} trechos`;
        li.append(more);
      }
      list.append(li);
    }
    box.replaceChildren(title, list);
  };
  const refresh = async (): Promise<void> => {
    const m = /\/search\/([^/]+)$/.exec(window.location.hash);
    term = m ? decodeURIComponent(m[1]!) : undefined;
    if (!term) return place();
    const asked = term;
    const hits = (await fetch(`/admin/search?q=${encodeURIComponent(asked)}`).then((r) => r.json())) as SearchHit[];
    if (asked !== term) return;
    // A search in one collection: its pages first, the others after.
    const scope = /^#\/collections\/([^/]+)\/search\//.exec(window.location.hash)?.[1];
    hits.sort((a, b) => Number(b.collection === scope) - Number(a.collection === scope));
    render(asked, hits);
    place();
  };
  window.addEventListener('hashchange', () => void refresh());
  new MutationObserver(() => place()).observe(document.body, { childList: true, subtree: true });
  void refresh();
}

/** What kind of field each is, in Portuguese: Decap names it by its widget's code name ("campo string"). */
const FIELD_KINDS: Record<string, string> = {
  string: 'campo de texto',
  text: 'campo de texto longo',
  markdown: 'campo do texto da página',
  image: 'campo de imagem',
  file: 'campo de arquivo',
  list: 'lista',
  object: 'grupo de campos',
  select: 'campo de escolha',
  relation: 'campo de escolha',
  boolean: 'campo sim ou não',
  number: 'campo de número',
  datetime: 'campo de data',
  date_br: 'campo de data',
  author: 'campo de escolha',
  hidden: 'campo oculto',
  literal_or_object: 'campo de horário',
};
/** What the lists' drag handles say to screen readers (dnd-kit's words), in Portuguese. */
const DRAG_INSTRUCTIONS =
  'Para pegar um item, aperte a barra de espaço. Enquanto arrasta, use as setas para mover o item. Aperte espaço de novo para soltá-lo no novo lugar, ou Esc para cancelar.';
const DRAG_NEWS: [RegExp, string][] = [
  [/^Picked up draggable item (.+)\.$/, 'Item $1 pego.'],
  [/^Draggable item (.+) was moved over droppable area (.+)\.$/, 'Item $1 sobre a posição $2.'],
  [/^Draggable item (.+) is no longer over a droppable area\.$/, 'Item $1 fora da lista.'],
  [/^Draggable item (.+) was dropped over droppable area (.+)$/, 'Item $1 solto na posição $2.'],
  [/^Draggable item (.+) was dropped\.$/, 'Item $1 solto.'],
  [/^Dragging was cancelled\. Draggable item (.+) was dropped\.$/, 'Arrastar cancelado: item $1 solto.'],
];

/** Words Decap and its list library give assistive technology in English, said in Portuguese. */
function portugueseForAssistiveTech(): void {
  const relabel = (): void => {
    for (const el of document.querySelectorAll('[aria-label^="campo "]')) {
      const kind = FIELD_KINDS[el.getAttribute('aria-label')!.slice('campo '.length)];
      if (kind) el.setAttribute('aria-label', kind);
    }
    // The notices' close button and timer (react-toastify's own words).
    for (const el of document.querySelectorAll('.Toastify__close-button[aria-label="close"]'))
      el.setAttribute('aria-label', 'Fechar o aviso');
    for (const el of document.querySelectorAll('.Toastify__progress-bar[aria-label="notification timer"]'))
      el.setAttribute('aria-label', 'Tempo até o aviso sumir');
    for (const el of document.querySelectorAll('[id^="DndDescribedBy-"]'))
      if (el.textContent !== DRAG_INSTRUCTIONS) el.textContent = DRAG_INSTRUCTIONS;
    for (const el of document.querySelectorAll('[id^="DndLiveRegion-"]')) {
      const said = el.textContent?.trim() ?? '';
      const rule = DRAG_NEWS.find(([re]) => re.test(said));
      if (rule) el.textContent = said.replace(rule[0], rule[1]);
    }
  };
  new MutationObserver(relabel).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** What Decap's list control keeps of its items. */
interface ListState {
  keys: string[];
  itemsCollapsed: boolean[];
}
/** The number of items of a list value (Immutable or plain), 0 for none. */
const sizeOf = (value: unknown): number => {
  const items = plain(value);
  return Array.isArray(items) ? items.length : 0;
};

/**
 * Folded list items named as people know them (list-summary.ts): Decap's list prints the
 * stored value ("reception"); its control is kept, only the item's label is ours.
 */
function namedListItems(cms: Cms): void {
  const list = cms.getWidget('list');
  if (!list) return;
  const Base = list.control as unknown as new (
    props: ControlProps,
  ) => React.Component<ControlProps, ListState> & {
    objectLabel(item: unknown): string;
  };
  const fields = new WeakMap<object, SummaryField>();
  class NamedItems extends Base {
    /**
     * Decap's list keeps one key per item and edits an item by its key: items that arrive from
     * outside ("Copiar de outro idioma") had none, and could not be edited. They get theirs.
     */
    override componentDidUpdate(before: Readonly<ControlProps>): void {
      const size = sizeOf(this.props.value);
      if (this.props.value === before.value || size === this.state.keys.length) return;
      const folded = this.props.field.get('collapsed') !== false;
      this.setState({
        keys: Array.from({ length: size }, () => crypto.randomUUID()),
        itemsCollapsed: Array<boolean>(size).fill(folded),
      });
    }
    override objectLabel(item: unknown): string {
      const field = this.props.field as unknown as object;
      // A list of several item types keeps Decap's own label (the site has none).
      if (this.props.field.get('types')) return super.objectLabel(item);
      let plainField = fields.get(field);
      if (!plainField) fields.set(field, (plainField = plain(field) as SummaryField));
      return itemSummary(plainField, plain(item));
    }
  }
  const { control: _control, preview, ...rest } = list;
  cms.registerWidget({
    ...rest,
    name: 'list',
    controlComponent: NamedItems as unknown as React.ComponentType<ControlProps>,
    previewComponent: preview,
  });
}

/**
 * A group folded under its own words (a question in the pane's language, zod-fields.ts's
 * `summary`), or its label while those are empty (a question not yet translated).
 */
function ownWordsForGroups(cms: Cms): void {
  const object = cms.getWidget('object');
  if (!object) return;
  const Base = object.control as unknown as new (
    props: ControlProps,
  ) => React.Component<ControlProps> & { objectLabel(): string };
  class OwnWords extends Base {
    constructor(props: ControlProps) {
      super(props);
      // Decap's objectLabel is an instance property (an arrow function), set by its constructor.
      const summary = this.objectLabel;
      this.objectLabel = () =>
        summary().trim() || String(this.props.field.get('label') ?? this.props.field.get('name'));
    }
  }
  const { control: _control, preview, ...rest } = object;
  cms.registerWidget({
    ...rest,
    name: 'object',
    controlComponent: OwnWords as unknown as React.ComponentType<ControlProps>,
    previewComponent: preview,
  });
}

/** `run` at most once a frame, however many changes ask for it (Decap draws a form in thousands). */
function oncePerFrame(run: () => void): () => void {
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

/**
 * In a translation's pane, a group named in Portuguese (a home page question, the label the
 * configuration gives it) is titled by its own words in that language when it has them.
 */
function groupLabelsInTheirLanguage(): void {
  const container = '[class*="-ControlContainer"]';
  /** A group's label (its own text, before any renaming) and the field inside it that names it. */
  const groups = (pane: Element) =>
    [...pane.querySelectorAll<HTMLLabelElement>('label')].flatMap((label) => {
      const group = label.closest(container);
      const named = [...(group?.querySelectorAll<HTMLInputElement>('input') ?? [])].find(
        (i) =>
          NAMING_FIELDS.some((n) => i.id.startsWith(`${n}-field`)) &&
          i.closest(container)?.parentElement?.closest(container) === group,
      );
      const text = label.firstChild;
      if (!named || !(text instanceof Text)) return [];
      label.dataset.label ??= text.data;
      return [{ label: label.dataset.label, text, named }];
    });
  const rename = (): void => {
    const pt = paneOf(DEFAULT_LANG);
    if (!pt || pt === document.body) return;
    // Named after content: in Portuguese, the label is the words of the field that names it (a
    // question); a group named by its role ("Resultados de busca") keeps its label everywhere.
    const byContent = new Set(groups(pt).flatMap((g) => (g.named.value.trim() === g.label ? [g.label] : [])));
    for (const lang of LANGS) {
      if (lang === DEFAULT_LANG) continue;
      const pane = paneOf(lang);
      if (!pane || pane === document.body) continue;
      for (const g of groups(pane)) {
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
function optionalOnce(): void {
  const hide = (): void => {
    for (const span of document.querySelectorAll<HTMLElement>('label > span:not([hidden])')) {
      if (span.textContent !== ' (opcional)') continue;
      const field = span.closest('[class*="-ControlContainer"]');
      if (field?.parentElement?.closest('[class*="-ControlContainer"]')) span.hidden = true;
    }
  };
  new MutationObserver(oncePerFrame(hide)).observe(document.body, { childList: true, subtree: true });
}

/** What the client reads of Decap's Redux store. */
interface ImmutableMap {
  get(key: string): unknown;
  forEach(fn: (value: ImmutableMap, key: string) => void): void;
}
/** What the client reads of Decap's state: drafts on the board, the entry open, the pictures loaded. */
interface DecapState {
  editorialWorkflow?: ImmutableMap;
  entryDraft?: { getIn(path: string[]): unknown };
  collections?: { getIn(path: string[]): unknown };
  medias?: unknown;
}
interface DecapStore {
  getState(): DecapState;
  dispatch(action: { type: string; payload: { collection: string; slug: string } }): void;
  subscribe(listener: () => void): () => void;
}
interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps?: { store?: Partial<DecapStore> } | null;
}

/** Decap's store, from its root element's React tree (react-redux's Provider holds it); Decap exposes none. */
function decapStore(): DecapStore | undefined {
  const root = document.getElementById('nc-root') as (HTMLElement & Record<string, unknown>) | null;
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  const stack: Fiber[] = key ? [root[key] as Fiber] : [];
  for (let seen = 0; stack.length && seen < 500; seen++) {
    const fiber = stack.pop()!;
    const store = fiber.memoizedProps?.store;
    if (store?.dispatch && store.getState && store.subscribe) return store as DecapStore;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return undefined;
}

/** The entry open in the form, every language as it is now, with its collection's fields. */
function openEntry(): OpenEntry | undefined {
  const state = decapStore()?.getState();
  const draft = state?.entryDraft;
  const collection = draft?.getIn(['entry', 'collection']);
  if (!draft || typeof collection !== 'string') return undefined;
  const fields = plain(state?.collections?.getIn([collection, 'fields']));
  const i18n = (plain(draft.getIn(['entry', 'i18n'])) ?? {}) as Record<string, { data?: Record<string, unknown> }>;
  const data: OpenEntry['data'] = { [DEFAULT_LANG]: plain(draft.getIn(['entry', 'data'])) as Record<string, unknown> };
  for (const [lang, v] of Object.entries(i18n)) data[lang] = v.data;
  return { fields: Array.isArray(fields) ? (fields as OpenEntry['fields']) : [], data };
}

/**
 * A refused save leaves nothing saved, and the editor says so: Decap marks the entry as a draft
 * being saved before it asks, and a refusal leaves that mark behind, an "unpublished entry"
 * without a situation, so the toolbar offered to delete a draft that does not exist and to
 * look for its preview. Such a mark (no situation, nothing under way) is dropped, as Decap
 * itself drops it when an entry has no draft; the typed changes stay in the form.
 */
function forgetRefusedDrafts(): void {
  const WORK = ['isPersisting', 'isFetching', 'isUpdatingStatus', 'isPublishing'];
  const watch = (store: DecapStore): void => {
    let busy = false;
    store.subscribe(() => {
      if (busy) return;
      const marks: string[] = [];
      (store.getState().editorialWorkflow?.get('entities') as ImmutableMap | undefined)?.forEach((entity, key) => {
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
function newEntryNotSaved(): void {
  const SAVED = 'Alterações salvas';
  const NEW = 'Nova, ainda não salva';
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

/** The configuration as the editor loaded it (its text), to tell when content changed its choices. */
let loadedConfig: string | undefined;

/**
 * An entry's choices (the pages a home list may link, the cards' texts by the list's keys) are
 * read from content with the configuration: a page created since the editor opened was not
 * offered until a reload. After each move and save the configuration is compared with the one
 * loaded; when it changed, the next entry opened loads the editor afresh on that entry (at
 * once, before anything is typed in it).
 */
function freshChoices(): void {
  let changed = false;
  const compare = (): void => {
    const href = document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href') ?? 'config.yml';
    void fetch(href, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.text() : undefined))
      .then((text) => {
        if (text === undefined || !loadedConfig || text === loadedConfig) return;
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

function start(cms: Cms): void {
  freshEntryOnAddress();
  freshChoices();
  entryStatus();
  portugueseForAssistiveTech();
  languageNamesInMenus();
  textSearch();
  translationNotice();
  launchField();
  relabel(cms);
  keepRefusals();
  confirmRemovals();
  fieldDirections();
  namedListItems(cms);
  ownWordsForGroups(cms);
  optionalOnce();
  groupLabelsInTheirLanguage();
  thumbnailsThatLoad(cms);
  pageTextTools(cms);
  forgetRefusedDrafts();
  newEntryNotSaved();
  cms.registerWidget('date_br', BrazilianDate, ({ value }) => <span>{toBrazilian(String(plain(value) ?? ''))}</span>);
  const select = cms.getWidget('select')?.control;
  if (select)
    cms.registerWidget('author', authorSelect(select), ({ value }) => <span>{String(plain(value) ?? '')}</span>);
  cms.registerCustomFormat(setup.listFormat, 'yaml', listFormat(setup.listField));
  cms.registerWidget('literal_or_object', LiteralOrObject, ({ value }) => <span>{JSON.stringify(plain(value))}</span>);
  const rendered = new Map<string, { body: string; html: string }>();
  if (setup.previewUrl)
    for (const p of setup.previews)
      cms.registerPreviewTemplate(p.template, sitePreview(p.collection, p.file, rendered));
  // Without the dev server (the editor published with the site), Decap's preview in the site's style.
  else if (setup.previewStyle) cms.registerPreviewStyle(setup.previewStyle);
  withToday()
    .then((config) => cms.init({ config: { ...config, load_config_file: false } }))
    // Decap reads it again itself, and says what is wrong with it.
    .catch(() => cms.init());
}

/**
 * The configuration, with today's date (São Paulo's, from this computer's clock) as the start
 * of the dates that take it (a new post's publication date): the file is the same every day
 * (the published editor's is written once), and a default set when the page opens leaves a
 * new entry unchanged, with nothing to save, until the editor writes in it.
 */
async function withToday(): Promise<Record<string, unknown>> {
  const href = document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href') ?? 'config.yml';
  const reply = await fetch(href, { credentials: 'same-origin' });
  if (!reply.ok) throw new Error(`${href}: ${reply.status}`);
  loadedConfig = await reply.text();
  const config = parse(loadedConfig) as Record<string, unknown>;
  const today = clinicToday();
  type Field = { default_today?: boolean; default?: unknown; fields?: Field[]; field?: Field };
  const fill = (f: Field): void => {
    if (f.default_today) f.default = today;
    f.fields?.forEach(fill);
    if (f.field) fill(f.field);
  };
  for (const c of (config.collections ?? []) as { fields?: Field[]; files?: { fields?: Field[] }[] }[]) {
    c.fields?.forEach(fill);
    for (const file of c.files ?? []) file.fields?.forEach(fill);
  }
  return config;
}

const script = document.createElement('script');
script.src = new URL('decap/decap-cms-app.js', document.baseURI).href;
script.onload = () => {
  if (window.DecapCmsApp) start(window.DecapCmsApp);
};
document.head.append(script);
