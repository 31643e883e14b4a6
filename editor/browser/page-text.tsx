/**
 * Writing tools for the page text. The text stays Markdown as written (Decap's raw mode; its
 * rich mode rewrites the whole text on save), and Decap draws no working buttons there, so a
 * bar of our own writes plain Markdown into Decap's text box: section titles (##, ###), lists
 * (- and 1.), bold (**) and a link to one of the site's pages, picked by its Portuguese title
 * from /admin/pages.json (read when the picker opens: a page published a moment ago is there).
 * The text box numbers its lines (admin-files.ts), as refusals cite them.
 */
import * as React from 'react';
import { PAGE_TEXT } from '../../pipeline/catalogue/editor-page';
import { isRecord, recordsOf, stringAt } from '../server/json-shapes';
import { type Cms, type ControlProps, replaceControl } from './decap';

/** A place in Decap's text box: the line (path[0]) and the character in it. */
interface Point {
  path: number[];
  offset: number;
}
interface Range {
  anchor: Point;
  focus: Point;
}
/** What is used of the Slate editor behind Decap's text box (one paragraph per line, one text each). */
interface SlateEditor {
  selection: Range | null;
  children: { children?: { text?: string }[] }[];
  insertText(text: string, options?: { at?: Point | Range }): void;
  delete(options: { at: Range }): void;
  select(target: Point | Range): void;
}
interface PageLink {
  title: string;
  href: string;
  section: string;
}
interface Fiber {
  return: Fiber | null;
  memoizedProps?: { editor?: Partial<SlateEditor> } | null;
}

const isFiber = (v: unknown): v is Fiber => isRecord(v) && 'return' in v;
const isSlateEditor = (e: Partial<SlateEditor> | undefined): e is SlateEditor =>
  Boolean(e?.insertText && e.select && Array.isArray(e.children));
/** The pages /admin/pages.json offers, read by looking. */
const pageLinks = (json: unknown): PageLink[] =>
  recordsOf(json).map((p) => ({
    title: stringAt(p, 'title') ?? '',
    href: stringAt(p, 'href') ?? '',
    section: stringAt(p, 'section') ?? '',
  }));

/** The Slate editor of the text box inside `root`, from React's tree (Decap does not expose it). */
function slateEditor(root: Element | null): SlateEditor | undefined {
  const box = root?.querySelector('[data-slate-editor]');
  const key = box && Object.keys(box).find((k) => k.startsWith('__reactFiber$'));
  const first: unknown = key ? Reflect.get(box, key) : null;
  let fiber = isFiber(first) ? first : null;
  for (let seen = 0; fiber && seen < 50; seen++, fiber = fiber.return) {
    const editor = fiber.memoizedProps?.editor;
    if (isSlateEditor(editor)) return editor;
  }
  return undefined;
}

const lineText = (editor: SlateEditor, line: number): string => editor.children[line]?.children?.[0]?.text ?? '';
const before = (a: Point, b: Point): boolean =>
  (a.path[0] ?? 0) < (b.path[0] ?? 0) || (a.path[0] === b.path[0] && a.offset <= b.offset);

/** Where the editor is writing: its selection, or the end of the text when it has not been in the box yet. */
function selection(editor: SlateEditor): { start: Point; end: Point } {
  const s = editor.selection;
  if (!s) {
    const last = Math.max(0, editor.children.length - 1);
    const end = { path: [last, 0], offset: lineText(editor, last).length };
    return { start: end, end };
  }
  return before(s.anchor, s.focus) ? { start: s.anchor, end: s.focus } : { start: s.focus, end: s.anchor };
}

/** What starts a line as a title or a list item: replaced, not added to, by another. */
const LINE_MARK = /^(#{1,6} |[-*+] |\d+[.)] )/;

/** Each line of the selection starts with `mark` (or loses it, when every one had it). */
function markLines(editor: SlateEditor, mark: (index: number) => string): void {
  const { start, end } = selection(editor);
  const first = start.path[0] ?? 0;
  const last = end.path[0] ?? first;
  const lines = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const had = lines.every((l, i) => lineText(editor, l).startsWith(mark(i)));
  lines.forEach((line, i) => {
    const old = LINE_MARK.exec(lineText(editor, line))?.[0] ?? '';
    if (old)
      editor.delete({ at: { anchor: { path: [line, 0], offset: 0 }, focus: { path: [line, 0], offset: old.length } } });
    if (!had) editor.insertText(mark(i), { at: { path: [line, 0], offset: 0 } });
  });
  const text = lineText(editor, last);
  editor.select({ path: [last, 0], offset: text.length });
}

/** The selected words in bold (each line's part apart: bold does not cross lines); `****` with the cursor inside when nothing is selected. */
function bold(editor: SlateEditor): void {
  const { start, end } = selection(editor);
  const first = start.path[0] ?? 0;
  const last = end.path[0] ?? first;
  if (first === last && start.offset === end.offset) {
    editor.insertText('****', { at: start });
    editor.select({ path: [first, 0], offset: start.offset + 2 });
    return;
  }
  for (let line = last; line >= first; line--) {
    const from = line === first ? start.offset : 0;
    const to = line === last ? end.offset : lineText(editor, line).length;
    if (to <= from) continue;
    editor.insertText('**', { at: { path: [line, 0], offset: to } });
    editor.insertText('**', { at: { path: [line, 0], offset: from } });
  }
  editor.select({ path: [last, 0], offset: Math.min(end.offset + 4, lineText(editor, last).length) });
}

/** A link to `page`: on the selected words (one line), or with the page's title as its words. */
function link(editor: SlateEditor, page: PageLink, at: { start: Point; end: Point }): void {
  const line = at.start.path[0] ?? 0;
  const sameLine = at.end.path[0] === line;
  const words = sameLine ? lineText(editor, line).slice(at.start.offset, at.end.offset).trim() : '';
  const text = `[${words || page.title}](${page.href})`;
  const range = { anchor: at.start, focus: sameLine ? at.end : at.start };
  if (sameLine && at.end.offset > at.start.offset) editor.delete({ at: range });
  editor.insertText(text, { at: at.start });
  editor.select({ path: [line, 0], offset: at.start.offset + text.length });
}

const BAR_STYLE: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  padding: '8px 10px',
  background: '#fff',
  border: '2px solid #dfdfe3',
  borderBottom: 0,
  borderRadius: '5px 5px 0 0',
};
const BUTTON_STYLE: React.CSSProperties = {
  minHeight: 32,
  padding: '0 10px',
  border: '1px solid #c8c8d0',
  borderRadius: 4,
  background: '#fff',
  color: '#1e1e28',
  font: '14px/1.2 system-ui, sans-serif',
  cursor: 'pointer',
};

/** The picker of the site's pages: a filter box and the pages by title, each a button that writes the link. */
function PagePicker({ onPick, onClose }: { onPick(page: PageLink): void; onClose(): void }) {
  const [pages, setPages] = React.useState<PageLink[] | undefined>();
  const [failed, setFailed] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const search = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    search.current?.focus();
    fetch('/admin/pages.json')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((json: unknown) => setPages(pageLinks(json)))
      .catch(() => setFailed(true));
  }, []);
  const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const shown = (pages ?? []).filter((p) => fold(p.title).includes(fold(query.trim())));
  return (
    <fieldset
      className="page-picker"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      style={{
        flexBasis: '100%',
        margin: 0,
        padding: '8px 0 0',
        border: 0,
        color: '#1e1e28',
        font: '14px/1.4 system-ui, sans-serif',
      }}
    >
      <legend style={{ padding: 0, fontWeight: 600 }}>{PAGE_TEXT.link}</legend>
      <label style={{ display: 'block' }}>
        {PAGE_TEXT.search}
        <input
          ref={search}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{
            display: 'block',
            width: '100%',
            boxSizing: 'border-box',
            margin: '4px 0 6px',
            padding: 6,
            border: '1px solid #8a8a96',
            borderRadius: 4,
            color: 'inherit',
            background: '#fff',
          }}
        />
      </label>
      {failed && <p role="alert">{PAGE_TEXT.listFailed}</p>}
      {pages && !shown.length && <p>{PAGE_TEXT.noMatch}</p>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 260, overflowY: 'auto' }}>
        {shown.map((p) => (
          <li key={p.href}>
            <button
              type="button"
              onClick={() => onPick(p)}
              style={{
                ...BUTTON_STYLE,
                display: 'block',
                width: '100%',
                textAlign: 'start',
                margin: '2px 0',
                padding: '6px 10px',
              }}
            >
              <span className="page-title">{p.title}</span>
              <span className="page-where" style={{ display: 'block', color: '#5f5f6b', fontSize: 12 }}>
                {p.section} · {p.href}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The text box's lines (one element each, as Slate draws them). */
const linesOf = (box: Element): Element[] => [...box.querySelectorAll(':scope > [data-slate-node="element"]')];
const blank = (line: Element): boolean => !(line.textContent ?? '').replace(/\uFEFF/g, '').trim();

/**
 * Line `n` of a text box, counted as the build counts them: from its first line with words
 * (a page's text starts after the blank line below the front matter).
 */
/** The line of a text box that holds the words a refusal quotes ("…" marks words cut off). */
export function lineWith(box: Element, words: string): Element | undefined {
  const wanted = words.replace(/^…|…$/g, '').trim();
  return wanted ? linesOf(box).find((l) => (l.textContent ?? '').includes(wanted)) : undefined;
}

export function textLine(box: Element, n: number): Element | undefined {
  const lines = linesOf(box);
  const first = lines.findIndex((l) => !blank(l));
  return first < 0 ? undefined : lines[first + n - 1];
}

/** Blank lines before the text are not numbered (admin-files.ts), so the numbers are those refusals cite. */
function markLeadingBlanks(root: Element): void {
  const box = root.querySelector('[data-slate-editor]');
  if (!box) return;
  let leading = true;
  for (const line of linesOf(box)) {
    leading &&= blank(line);
    if (leading !== line.hasAttribute('data-before-text')) line.toggleAttribute('data-before-text', leading);
  }
}

/** The bar above the text box; `root` holds Decap's text box. */
export function PageTextTools({ root }: { root: React.RefObject<HTMLElement | null> }) {
  const [picking, setPicking] = React.useState<{ start: Point; end: Point } | undefined>();
  React.useEffect(() => {
    const el = root.current;
    if (!el) return;
    markLeadingBlanks(el);
    const watch = new MutationObserver(() => markLeadingBlanks(el));
    watch.observe(el, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  }, [root]);
  const act = (change: (editor: SlateEditor) => void) => () => {
    const editor = slateEditor(root.current);
    if (!editor) return;
    change(editor);
    root.current?.querySelector<HTMLElement>('[data-slate-editor]')?.focus();
  };
  // The text box keeps its selection: the button is pressed without taking the focus.
  const keep = (e: React.MouseEvent) => e.preventDefault();
  const tools: [string, string, (editor: SlateEditor) => void][] = [
    [...PAGE_TEXT.heading, (e) => markLines(e, () => '## ')],
    [...PAGE_TEXT.subheading, (e) => markLines(e, () => '### ')],
    [...PAGE_TEXT.list, (e) => markLines(e, () => '- ')],
    [...PAGE_TEXT.numbered, (e) => markLines(e, (i) => `${i + 1}. `)],
    [...PAGE_TEXT.bold, bold],
  ];
  return (
    <div role="toolbar" aria-label={PAGE_TEXT.toolbar} className="page-text-tools" style={BAR_STYLE}>
      {tools.map(([label, title, change]) => (
        <button key={label} type="button" title={title} onMouseDown={keep} onClick={act(change)} style={BUTTON_STYLE}>
          {label}
        </button>
      ))}
      <button
        type="button"
        aria-expanded={Boolean(picking)}
        title={PAGE_TEXT.linkHint}
        onMouseDown={keep}
        onClick={() => {
          const editor = slateEditor(root.current);
          setPicking(picking || !editor ? undefined : selection(editor));
        }}
        style={BUTTON_STYLE}
      >
        {PAGE_TEXT.link}
      </button>
      {picking && (
        <PagePicker
          onClose={() => setPicking(undefined)}
          onPick={(page) => {
            act((editor) => link(editor, page, picking))();
            setPicking(undefined);
          }}
        />
      )}
    </div>
  );
}

/** The page text with its writing tools above Decap's own text box. */
export function pageTextTools(cms: Cms): void {
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
  replaceControl(cms, 'markdown', markdown, PageText);
}
