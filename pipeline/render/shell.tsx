/**
 * Most of a page's body is its shell (templates/document/Shell.tsx: header, navigation, footer,
 * chat, consent banner), the same on every page of a language and kind. React renders it once
 * per shell key below, around a mark where the page's own content goes; each page then renders
 * only its own content, and the two halves are spliced around it. The bytes are those of the
 * whole render (tests/build/shell-splice.test.ts compares every page both ways).
 *
 * What the shell shows depends on the page's language, whether it is the home page (the
 * footer), its language versions (offers, switcher), its booking link, Shell's own props, and
 * the island prefixes: the islands before the page's content (header) come first, those after
 * it (consent banner, toasts) are numbered after the page's own, so the second half is kept by
 * how many prefixes the page's content took.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { PageProvider, type IslandUse, type PageData } from '../../templates/page-context';
import { WholeShell, type ShellProps } from '../../templates/document/Shell';
import { languageChoices, type LanguageChoice } from '../../templates/document/LanguageOffers';
import type { Route } from '../../model/route';
import { ROUTE_ID } from '../../model/route';

/** A page's island prefixes (i1-, i2-...), counted: the splice needs to know how many a part took. */
export interface IslandCounter extends IslandUse {
  taken(): number;
}

export function islandCounter(start = 0): IslandCounter {
  let n = start;
  return {
    used: new Set(),
    nextPrefix: () => `i${++n}-`,
    peekPrefix: () => `i${n + 1}-`,
    taken: () => n,
  };
}

// Private-use characters: React writes them as they are, and no page's text holds them.
const OPEN = '\uE000shell-open\uE000';
const CLOSE = '\uE000shell-close\uE000';
const INSIDE = '\uE000shell-inside\uE000';

/** One half of a shell: its HTML, the island prefixes it took and the islands it holds. */
interface Half {
  html: string;
  prefixes: number;
  used: string[];
}

/**
 * A page's splice: `shell` is what Shell renders instead of itself (the page's own content
 * between two marks); `join` puts the shell's halves around it once the body is rendered.
 */
export interface ShellSplice {
  shell: (props: ShellProps) => ReactNode;
  /** The whole body, or undefined when the body is not one Shell (then it is rendered whole). */
  join(body: string): string | undefined;
}

/**
 * `store` is the build's store of repeated HTML (pages.tsx sharedHtml), which holds text: each
 * half's HTML as it is, what else it took as JSON.
 */
export function shellSplice(data: PageData, islands: IslandCounter, store: Map<string, string>): ShellSplice {
  let key: string | undefined;
  let props: ShellProps | undefined;
  let start = 0;
  let pre: Half | undefined;
  let calls = 0;
  return {
    shell(given) {
      calls++;
      props = given;
      start = islands.taken();
      const { route, chat } = data;
      key = JSON.stringify([
        route.lang,
        route.id === ROUTE_ID.home,
        versions(route, given),
        chat.booking,
        given.headerSolid ?? false,
        given.contactBar ?? false,
        start,
      ]);
      pre = stored(store, `shell\0${key}\0pre`) ?? renderHalves(data, given, store, key, start, 0).pre;
      take(islands, pre);
      return (
        <>
          {OPEN}
          {given.children}
          {CLOSE}
        </>
      );
    },
    join(body) {
      if (calls !== 1 || !key || !props || !pre || !body.startsWith(OPEN) || !body.endsWith(CLOSE)) return undefined;
      // Shell was rendered once, so the body's first and last marks are its own: a page's
      // text holding the same characters is cut out with the rest of its content.
      const own = body.slice(OPEN.length, -CLOSE.length);
      const inside = islands.taken() - start - pre.prefixes;
      const post =
        stored(store, `shell\0${key}\0post\0${inside}`) ?? renderHalves(data, props, store, key, start, inside).post;
      take(islands, post);
      return `${pre.html}${own}${post.html}`;
    },
  };
}

/**
 * The language versions the shell shows: none without the languages; else the offers of the
 * other versions, and with more than one version the switcher, which lists the page's own too.
 * A page in one language only (most posts) shows none of its own address.
 */
function versions(route: Route, props: ShellProps): LanguageChoice[] | null {
  if (props.showLanguages === false) return null;
  const choices = languageChoices(route, props.languages);
  return choices.length > 1 ? choices : choices.filter((c) => c.lang !== route.lang);
}

/** A half the store holds, if it does. */
function stored(store: Map<string, string>, id: string): Half | undefined {
  const html = store.get(id);
  const about = store.get(`${id}\0about`);
  return html === undefined || about === undefined ? undefined : { html, ...(JSON.parse(about) as Omit<Half, 'html'>) };
}

function keep(store: Map<string, string>, id: string, half: Half): void {
  store.set(id, half.html);
  store.set(`${id}\0about`, JSON.stringify({ prefixes: half.prefixes, used: half.used }));
}

/** The page takes the prefixes a half took, and records its islands. */
function take(islands: IslandCounter, half: Half): void {
  for (let i = 0; i < half.prefixes; i++) islands.nextPrefix();
  for (const name of half.used) islands.used.add(name);
}

/** The mark where a page's content goes: it takes that content's island prefixes as it is rendered. */
function Inside({ reached }: { reached: () => void }) {
  reached();
  return INSIDE;
}

/** The whole shell around a mark standing for page content that takes `inside` prefixes, cut at the mark. */
function renderHalves(
  data: PageData,
  props: ShellProps,
  store: Map<string, string>,
  key: string,
  start: number,
  inside: number,
): { pre: Half; post: Half } {
  const islands = islandCounter(start);
  let before = 0;
  let usedBefore: string[] = [];
  const reached = (): void => {
    before = islands.taken() - start;
    usedBefore = [...islands.used];
    for (let i = 0; i < inside; i++) islands.nextPrefix();
  };
  const { shell: _splice, ...whole } = data;
  const html = renderToStaticMarkup(
    <PageProvider value={{ ...whole, islands }}>
      <WholeShell {...props}>
        <Inside reached={reached} />
      </WholeShell>
    </PageProvider>,
  );
  const at = html.indexOf(INSIDE);
  if (at < 0 || html.indexOf(INSIDE, at + 1) >= 0) throw new Error('The shell must hold its page content once.');
  const pre: Half = { html: html.slice(0, at), prefixes: before, used: usedBefore };
  const usedAfter = [...islands.used].filter((name) => !usedBefore.includes(name));
  const post: Half = {
    html: html.slice(at + INSIDE.length),
    prefixes: islands.taken() - start - before - inside,
    used: usedAfter,
  };
  const known = stored(store, `shell\0${key}\0pre`);
  // Every page of one key must see the same first half; a different one is a key missing something.
  if (known && known.html !== pre.html) throw new Error(`The shell's first half differs within one key: ${key}`);
  keep(store, `shell\0${key}\0pre`, pre);
  keep(store, `shell\0${key}\0post\0${inside}`, post);
  return { pre, post };
}
