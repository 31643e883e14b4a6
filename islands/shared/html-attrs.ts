/**
 * Attributes in HTML's own lower case. React's server renderer prints a few names as written
 * (srcSet, hrefLang, dateTime, fetchPriority, autoComplete); browsers ignore case, validators and
 * crawlers expect lower case, and writing them so here spares a pass over every page's HTML.
 */
type LowerCaseAttributes = Partial<
  Record<'srcset' | 'hreflang' | 'datetime' | 'fetchpriority' | 'autocomplete' | 'autofocus', string>
>;

export function htmlAttrs(attrs: LowerCaseAttributes): object {
  return attrs;
}
