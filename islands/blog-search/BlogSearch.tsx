/**
 * Offline search of the blog with Pagefind: results as you type, matches highlighted,
 * and /blog/busca/?q=word fills in the query and runs it. Pagefind's index is per
 * language (from <html lang>), so a page searches only posts in its own language.
 * A large blog's index comes in shards (pipeline/search-index.ts): the page merges those of
 * its language, as listed in the shard manifest.
 */
import { useEffect, useRef, useState } from 'react';
import { htmlAttrs } from '../shared/html-attrs';

export interface BlogSearchProps {
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    noResults: string;
    results: string;
    searching: string;
    noScript: string;
  };
}

interface Hit {
  url: string;
  title: string;
  excerpt: string;
}

interface PagefindResult {
  data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }>;
}
interface Pagefind {
  search(q: string): Promise<{ results: PagefindResult[] } | null>;
  mergeIndex(url: string): Promise<void>;
  debouncedSearch?(q: string, opts?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

// Typed as any address: the bundler leaves an import of one to the browser.
const PAGEFIND_URL: string = '/pagefind/pagefind.js';
const SHARDS_URL = '/pagefind/shards.js';

/** Pagefind with the page language's other shards merged in. */
async function loadPagefind(): Promise<Pagefind> {
  const none: Record<string, string[]> = {};
  // Pagefind's files, written by the build beside the pages: their shapes are declared above.
  const engine: Promise<Pagefind> = import(/* @vite-ignore */ PAGEFIND_URL);
  // Fresh after each deploy, like Pagefind's own entry file.
  const shardList: Promise<{ default: Record<string, string[]> }> = import(
    /* @vite-ignore */ `${SHARDS_URL}?ts=${Date.now()}`
  );
  const [pagefind, shards] = await Promise.all([engine, shardList.then((m) => m.default).catch(() => none)]);
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  // A shard that fails to load leaves the others searchable.
  await Promise.all((shards[lang] ?? []).map((url) => pagefind.mergeIndex(url).catch(() => undefined)));
  return pagefind;
}

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

/** Splits `text` around the query's words, for <mark>. */
export function highlight(text: string, query: string): { text: string; mark: boolean }[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, mark: false }];
  // Splitting on a capturing group alternates text and match: odd parts are the matches.
  return text
    .split(new RegExp(`(${words.join('|')})`, 'iu'))
    .map((part, i) => ({ text: part, mark: i % 2 === 1 }))
    .filter((p) => p.text);
}

export default function BlogSearch({ labels }: BlogSearchProps) {
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const engine = useRef<Promise<Pagefind> | null>(null);
  const latest = useRef(0);

  const load = (): Promise<Pagefind> => (engine.current ??= loadPagefind());

  const run = async (q: string): Promise<void> => {
    const ticket = ++latest.current;
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    if (!q.trim()) {
      setHits(null);
      return;
    }
    setBusy(true);
    const pagefind = await load();
    const found = await pagefind.search(q);
    const data = await Promise.all((found?.results ?? []).slice(0, 20).map((r) => r.data()));
    if (ticket !== latest.current) return;
    setHits(
      data.map((d) => ({ url: d.url.replace(/index\.html$/, ''), title: d.meta.title ?? d.url, excerpt: d.excerpt })),
    );
    setBusy(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival.
  useEffect(() => {
    // What the visitor typed before the island ran (until this commit) counts first.
    const q = field.current?.value || (new URLSearchParams(location.search).get('q') ?? '');
    if (q) {
      setQuery(q);
      void run(q);
    }
  }, []);

  return (
    <div className="blog-search">
      {/* Without JavaScript the search cannot run: the page says how to browse instead (pages.css). */}
      <p className="search-nojs">{labels.noScript}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would change the markup older browsers read */}
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void run(query);
        }}
      >
        <label htmlFor="blog-search-input">{labels.label}</label>
        <input
          ref={field}
          id="blog-search-input"
          type="search"
          value={query}
          placeholder={labels.placeholder}
          // Focused on arrival (the browser does it from the HTML): the visitor came here to type.
          {...htmlAttrs({ autocomplete: 'off', autofocus: '' })}
          onFocus={() => void load()}
          onChange={(e) => {
            setQuery(e.target.value);
            void run(e.target.value);
          }}
        />
        <button type="submit" className="button button-primary">
          {labels.submit}
        </button>
      </form>
      <div aria-live="polite" className="search-status">
        {busy && hits === null ? labels.searching : null}
        {hits && hits.length === 0 && <p className="no-results">{fill(labels.noResults, { query })}</p>}
        {hits && hits.length > 0 && <p>{fill(labels.results, { query, count: hits.length })}</p>}
      </div>
      {hits && hits.length > 0 && (
        <ul className="search-results">
          {hits.map((h) => (
            <li key={h.url}>
              <a href={h.url} className="search-title">
                {highlight(h.title, query).map((p, i) =>
                  p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
                )}
              </a>
              {/* Pagefind escapes the page text and adds only <mark> around matches. */}
              <p className="search-excerpt" dangerouslySetInnerHTML={{ __html: h.excerpt }} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
