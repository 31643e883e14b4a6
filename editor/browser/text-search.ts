/**
 * Decap's search reads titles only: on its results page, what the words find in the pages'
 * text (every field and the body, every language), from /admin/search.
 */
import { TEXT_SEARCH as WORDS } from '../../pipeline/catalogue/editor-page-words';
import { recordsOf, stringAt } from '../server/json-shapes';
import { followAddress, sectionBox } from './page-box';

interface SearchHit {
  collection: string;
  collectionLabel: string;
  slug: string;
  name: string;
  found: { language: string; field: string; text: string }[];
}

/** The hits of /admin/search, read by looking. */
const hitsOf = (json: unknown): SearchHit[] =>
  recordsOf(json).map((h) => ({
    collection: stringAt(h, 'collection') ?? '',
    collectionLabel: stringAt(h, 'collectionLabel') ?? '',
    slug: stringAt(h, 'slug') ?? '',
    name: stringAt(h, 'name') ?? '',
    found: recordsOf(h.found).map((f) => ({
      language: stringAt(f, 'language') ?? '',
      field: stringAt(f, 'field') ?? '',
      text: stringAt(f, 'text') ?? '',
    })),
  }));

/** One page found: its link, its collection, and up to three passages. */
function hitItem(h: SearchHit): HTMLLIElement {
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
    p.textContent = `${(f.language[0] ?? '').toUpperCase()}${f.language.slice(1)}, ${f.field}: ${f.text}`;
    li.append(p);
  }
  if (h.found.length > 3) {
    const more = document.createElement('p');
    more.style.cssText = 'margin:4px 0 0;font-size:14px;color:#5f5f6b';
    more.textContent = WORDS.more(h.found.length - 3);
    li.append(more);
  }
  return li;
}

function render(box: HTMLElement, q: string, hits: SearchHit[]): void {
  const title = document.createElement('h2');
  title.id = 'text-search-title';
  title.style.cssText = 'margin:0 0 8px;font-size:18px';
  title.textContent = hits.length ? WORDS.found(hits.length, q) : WORDS.nothing(q);
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0;padding:0;list-style:none';
  list.append(...hits.map(hitItem));
  box.replaceChildren(title, list);
}

export function textSearch(): void {
  const box = sectionBox(
    'text-search',
    { labelledBy: 'text-search-title' },
    'margin:16px 0;padding:16px 20px;border-radius:5px;background:#fff;box-shadow:0 2px 6px rgb(0 0 0 / 0.08);font:15px/1.5 system-ui,sans-serif;color:#1e1e28',
  );
  let term: string | undefined;
  const place = (): void => {
    if (!term) {
      box.remove();
      return;
    }
    // Under Decap's results heading (its own words).
    const heading = [...document.querySelectorAll('h1')].find((h) =>
      h.textContent?.startsWith('Resultados da busca por'),
    );
    const card = heading?.parentElement;
    if (card && card.nextElementSibling !== box) card.after(box);
  };
  const refresh = async (): Promise<void> => {
    const m = /\/search\/([^/]+)$/.exec(window.location.hash);
    term = m?.[1] ? decodeURIComponent(m[1]) : undefined;
    if (!term) return place();
    const asked = term;
    const hits = hitsOf(await fetch(`/admin/search?q=${encodeURIComponent(asked)}`).then((r) => r.json()));
    if (asked !== term) return;
    // A search in one collection: its pages first, the others after.
    const scope = /^#\/collections\/([^/]+)\/search\//.exec(window.location.hash)?.[1];
    hits.sort((a, b) => Number(b.collection === scope) - Number(a.collection === scope));
    render(box, asked, hits);
    place();
  };
  followAddress(refresh, place);
}
