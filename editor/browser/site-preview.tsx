/**
 * Previews that show the site itself: the dev server renders the entry with the real pipeline
 * from the unsaved values, and the page is shown in a frame (two Reacts never mix).
 */
import * as React from 'react';
import { DEFAULT_LANG } from '../../model/languages';
import { PREVIEW_TITLE } from '../../pipeline/catalogue/editor-page-words';
import { isRecord } from '../server/json-shapes';
import { type Immutable, plain, type PreviewProps } from './decap';

/** A picture uploaded in the entry and not saved yet: Decap keeps it with the entry until a save. */
interface UnsavedPicture {
  id: string;
  /** Where the save will put it ("content/images/team/photo.jpg"). */
  path: string;
  file: Blob;
}
const isUnsavedPicture = (m: unknown): m is UnsavedPicture =>
  isRecord(m) && m.draft === true && typeof m.id === 'string' && typeof m.path === 'string' && m.file instanceof Blob;
// Pictures already in content/ are listed too: only those uploaded since the entry was opened are "draft".
const unsavedPictures = (entry: Immutable): UnsavedPicture[] => {
  const list = plain(entry.get('mediaFiles'));
  return Array.isArray(list) ? list.filter(isUnsavedPicture) : [];
};
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The page rendered by the dev server (`url`), with the unsaved pictures' bytes when there are some. */
async function render(url: string, body: string, pictures: UnsavedPicture[]): Promise<string> {
  // The page shows a picture just uploaded, as the save will put it.
  const sent = await Promise.all(pictures.map(async (p) => ({ path: p.path, content: await base64Of(p.file) })));
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: sent.length ? JSON.stringify({ ...JSON.parse(body), pictures: sent }) : body,
  });
  return reply.text();
}

/**
 * The site's page for the entry, rendered by the dev server from the unsaved values.
 * `rendered`: the last page of each collection/file, kept by the page: Decap mounts the
 * preview afresh at times (switching entries, some edits), and the pane keeps showing it.
 */
export function sitePreview(
  url: string,
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
      const kept = rendered.get(key);
      if (kept?.body === body) return setHtml(kept.html);
      // Typing is not interrupted by a render per key: the page follows a moment later.
      const timer = setTimeout(() => {
        render(url, body, pictures)
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
        title={PREVIEW_TITLE}
        sandbox="allow-same-origin"
        srcDoc={html}
        style={{ border: 0, width: '100%', height: '100vh' }}
      />
    );
  };
}
