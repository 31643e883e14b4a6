/**
 * The editor page's own script (bundled by admin-files.ts): provides React 19.2 (the version
 * Decap's prebuilt bundle was built against) as the globals that bundle expects, loads it,
 * then registers what the site needs before starting it:
 * - the format of YAML files whose root is a list (Decap edits objects only);
 * - a widget for opening hours that may be "closed";
 * - previews that show the site itself: the dev server renders the entry with the real
 *   pipeline and the page is shown in a frame (two Reacts never mix).
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { parse, stringify } from 'yaml';

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
  field: Immutable;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
}
interface PreviewProps {
  entry: Immutable;
  collection: Immutable;
  locale?: string;
}
interface Cms {
  init(opts?: { config?: unknown }): void;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerWidget(name: string, control: React.ComponentType<ControlProps>, preview?: React.ComponentType<{ value: unknown }>): void;
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

/** A YAML file whose root is a list, edited as { <listField>: [...] }. */
function listFormat(field: string): Formatter {
  return {
    fromFile: (text) => ({ [field]: parse(text) ?? [] }),
    toFile: (data) => stringify((data as Record<string, unknown>)[field] ?? [], { lineWidth: 0 }),
  };
}

/** Opening hours of a day: a time range, or the word the schema takes for a closed day. */
function LiteralOrObject({ value, field, forID, classNameWrapper, onChange }: ControlProps) {
  const literal = String(field.get('literal'));
  const fields = (plain(field.get('fields')) as { name: string; label?: string }[] | undefined) ?? [];
  const current = plain(value);
  const closed = current === literal;
  const object = (current && typeof current === 'object' ? current : {}) as Record<string, string>;
  return (
    <div className={classNameWrapper} id={forID}>
      <label style={{ display: 'block', marginBottom: 8 }}>
        <input type="checkbox" checked={closed} onChange={(e) => onChange(e.target.checked ? literal : Object.fromEntries(fields.map((f) => [f.name, ''])))} /> {literal}
      </label>
      {!closed &&
        fields.map((f) => (
          <label key={f.name} style={{ display: 'inline-block', marginRight: 16 }}>
            {f.label ?? f.name}{' '}
            <input value={object[f.name] ?? ''} onChange={(e) => onChange({ ...object, [f.name]: e.target.value })} style={{ width: '6em' }} />
          </label>
        ))}
    </div>
  );
}

/** The site's page for the entry, rendered by the dev server from the unsaved values. */
function sitePreview(collection: string, file: string | undefined) {
  return function SitePreview({ entry, locale }: PreviewProps) {
    const [html, setHtml] = React.useState('');
    const body = JSON.stringify({ collection, file, locale: locale ?? 'pt', slug: entry.get('slug') ?? '', path: entry.get('path') ?? '', data: plain(entry.get('data')) });
    React.useEffect(() => {
      // Typing is not interrupted by a render per key: the page follows a moment later.
      const timer = setTimeout(() => {
        fetch(setup.previewUrl ?? '/admin/preview', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          .then((r) => r.text())
          .then(setHtml)
          .catch((e: unknown) => setHtml(`<p>${String(e)}</p>`));
      }, 300);
      return () => clearTimeout(timer);
    }, [body]);
    // Without scripts: the page as it reads before its islands run (no banner popping up).
    return <iframe title="Preview of the page" sandbox="allow-same-origin" srcDoc={html} style={{ border: 0, width: '100%', height: '100vh' }} />;
  };
}

/** Words of Decap's interface to change (its "＋ Treatment" button shows a box where the font lacks "＋"). */
function relabel(cms: Cms): void {
  const en = cms.getLocale('en');
  const collection = en?.collection as { collectionTop?: Record<string, string> } | undefined;
  if (!en || !collection?.collectionTop) return;
  cms.registerLocale('en', { ...en, collection: { ...collection, collectionTop: { ...collection.collectionTop, newButton: 'New %{collectionLabel}' } } });
}

function start(cms: Cms): void {
  relabel(cms);
  cms.registerCustomFormat(setup.listFormat, 'yaml', listFormat(setup.listField));
  cms.registerWidget('literal_or_object', LiteralOrObject, ({ value }) => <span>{JSON.stringify(plain(value))}</span>);
  if (setup.previewUrl) for (const p of setup.previews) cms.registerPreviewTemplate(p.template, sitePreview(p.collection, p.file));
  // Without the dev server (the editor published with the site), Decap's preview in the site's style.
  else if (setup.previewStyle) cms.registerPreviewStyle(setup.previewStyle);
  cms.init();
}

const script = document.createElement('script');
script.src = new URL('decap/decap-cms-app.js', document.baseURI).href;
script.onload = () => {
  if (window.DecapCmsApp) start(window.DecapCmsApp);
};
document.head.append(script);
