/**
 * On an entry with translations: which languages are up to date, to review (the Portuguese of
 * a field changed after it was translated) or not translated, under the Portuguese pane's
 * language row; the fields to review are marked in the pane of their language, and a
 * translation still right can be marked as reviewed. /admin/traducoes/ lists every page.
 */
import { DEFAULT_LANG } from '../../model/languages';
import { TRANSLATION_NOTICE as WORDS } from '../../pipeline/catalogue/editor-page-words';
import { recordsOf, stringAt } from '../server/json-shapes';
import { followAddress, sectionBox } from './page-box';
import { openSideBySide } from './side-by-side';
import { openEntry } from './open-entry';

/** One language of an entry as /admin/translations.json gives it (translation-view.ts). */
interface LanguageStatus {
  lang: string;
  language: string;
  file: string;
  state: string;
  review: string[];
  missing: string[];
}
/** One entry's translations. */
interface EntryStatus {
  collection: string;
  slug: string;
  langs: LanguageStatus[];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);
/** The entries of /admin/translations.json, read by looking (what is not an entry's status is left out). */
function statuses(json: unknown): EntryStatus[] {
  return recordsOf(json).flatMap((e) => {
    const collection = stringAt(e, 'collection');
    const slug = stringAt(e, 'slug');
    if (collection === undefined || slug === undefined) return [];
    const langs = recordsOf(e.langs).map((l) => ({
      lang: stringAt(l, 'lang') ?? '',
      language: stringAt(l, 'language') ?? '',
      file: stringAt(l, 'file') ?? '',
      state: stringAt(l, 'state') ?? '',
      review: strings(l.review),
      missing: strings(l.missing),
    }));
    return [{ collection, slug, langs }];
  });
}

const REVIEW_STYLE = 'box-shadow: -4px 0 0 #c77700; background: #fff4e0';
const BUTTON_STYLE = 'min-height:24px;padding:0 8px;border-radius:4px;background:#fff;cursor:pointer;font:inherit';

const item = (text: string): HTMLLIElement => Object.assign(document.createElement('li'), { textContent: text });

/** A language to review, with its fields, and a button that marks it as reviewed. */
function reviewItem(l: LanguageStatus, refresh: () => Promise<void>): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.lang = l.lang;
  li.style.color = '#5c3b00';
  const name = (l.language[0] ?? '').toUpperCase() + l.language.slice(1);
  const fields = (labels: string[]) => labels.map((x) => `«${x}»`).join(', ');
  li.textContent = `${name}: ${[
    l.review.length ? WORDS.toReview(fields(l.review)) : '',
    l.missing.length ? WORDS.lacking(fields(l.missing)) : '',
  ]
    .filter(Boolean)
    .join('; ')}.`;
  if (!l.review.length) return li;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = WORDS.markReviewed;
  button.title = WORDS.stillRight(l.language);
  button.style.cssText = `margin-left:8px;${BUTTON_STYLE};border:1px solid #8a5300;color:#5c3b00;font-size:13px`;
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
  return li;
}

/** The box's words: languages in the same state share a line; each to review has its own, with its fields. */
function render(box: HTMLElement, status: EntryStatus, refresh: () => Promise<void>): void {
  const title = document.createElement('strong');
  title.textContent = WORDS.title;
  const list = document.createElement('ul');
  list.style.cssText = 'margin:4px 0 8px;padding-left:20px';
  const names = (langs: LanguageStatus[]) => langs.map((l) => l.language).join(', ');
  const ok = status.langs.filter((l) => l.state === 'ok');
  const missing = status.langs.filter((l) => l.state === 'missing');
  if (ok.length) list.append(item(WORDS.upToDate(names(ok))));
  if (missing.length) list.append(item(WORDS.missing(names(missing))));
  for (const l of status.langs.filter((x) => x.state === 'review')) list.append(reviewItem(l, refresh));
  const all = document.createElement('button');
  all.type = 'button';
  all.textContent = WORDS.sideBySide;
  all.style.cssText = `margin-inline-end:12px;${BUTTON_STYLE};border:1px solid #0b57d0;color:#0b57d0`;
  all.onclick = () => {
    const entry = openEntry();
    if (entry) openSideBySide(entry);
  };
  const link = document.createElement('a');
  link.href = '/admin/traducoes/';
  link.textContent = WORDS.everyTranslation;
  link.style.color = '#0b57d0';
  box.replaceChildren(title, list, all, link);
}

/** The fields to review marked in their language's pane (and unmarked once reviewed). */
function markFieldsToReview(status: EntryStatus): void {
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
      const review = l?.review.find((r) => r.toUpperCase() === text.toUpperCase());
      if (!field || !review || field.dataset.review) continue;
      field.dataset.style = field.style.cssText;
      field.dataset.review = review;
      field.style.cssText += `;${REVIEW_STYLE}`;
      field.title = WORDS.fieldToReview;
    }
  }
}

/** Under the Portuguese pane's language row; a file with every language side by side (team.yaml) has no panes: above its first field. */
function placeBox(box: HTMLElement): void {
  const button = [...document.querySelectorAll('button, span')].find(
    (b) => b.textContent?.trim() === `Escrevendo em ${DEFAULT_LANG.toUpperCase()}`,
  );
  let row: Element | null | undefined = button;
  while (row?.parentElement && !row.parentElement.querySelector('input, textarea')) row = row.parentElement;
  if (row && row.nextElementSibling !== box) row.after(box);
  if (!button) {
    const first = document.querySelector('label')?.closest('[class*="ControlContainer"]');
    if (first && first.previousElementSibling !== box) first.before(box);
  }
}

export function translationNotice(): void {
  const box = sectionBox(
    'translation-status',
    { label: WORDS.title },
    'margin:0 0 16px;padding:12px 16px;border-radius:6px;border:1px solid #dcdce0;background:#fff;font:14px/1.5 system-ui,sans-serif;color:#1e1e28',
  );
  let status: EntryStatus | undefined;
  const place = (): void => {
    if (!status) {
      box.remove();
      return;
    }
    placeBox(box);
    markFieldsToReview(status);
  };
  const refresh = async (): Promise<void> => {
    const m = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(window.location.hash);
    if (!m) {
      status = undefined;
      return place();
    }
    const [collection, slug] = [m[1], decodeURIComponent(m[2] ?? '')];
    const all = statuses(await fetch('/admin/translations.json').then((r) => r.json()));
    status = all.find((e) => e.collection === collection && e.slug === slug);
    box.replaceChildren();
    if (status) render(box, status, refresh);
    place();
  };
  window.addEventListener('entry-saved', () => setTimeout(() => void refresh(), 300));
  followAddress(refresh, place);
}
