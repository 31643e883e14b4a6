/**
 * The page numbers a list page links to: the first, the last, and its neighbours, with
 * `undefined` where a run of pages is left out (a run of one page is shown instead). A blog of
 * hundreds of pages keeps a pagination that fits a phone's width.
 */
export function pageWindow(page: number, pages: number): (number | undefined)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | undefined)[] = [];
  let last = 0;
  for (const n of shown) {
    if (n - last === 2) out.push(last + 1);
    else if (n - last > 2) out.push(undefined);
    out.push(n);
    last = n;
  }
  return out;
}
