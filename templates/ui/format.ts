/** Dates in the page's language; UTC so a date never shifts by a day. */
export function formatDate(iso: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
