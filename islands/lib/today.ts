/**
 * Today's opening hours, marked where the page lists them (`data-days`, 1 Monday ... 7 Sunday):
 * the clinic's today, in São Paulo, wherever the visitor is. Only an attribute and its colour
 * change, never a box's size, so nothing moves; without the script the whole week shows.
 */
const CLINIC_TIME_ZONE = 'America/Sao_Paulo';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The day of the week at the clinic, 1 Monday ... 7 Sunday. */
export function clinicWeekday(now: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_TIME_ZONE, weekday: 'short' }).format(now);
  return WEEKDAYS.indexOf(name) + 1;
}

export function markToday(root: ParentNode, now = new Date()): void {
  const today = String(clinicWeekday(now));
  for (const el of root.querySelectorAll<HTMLElement>('[data-days]')) {
    if ((el.dataset.days ?? '').split(' ').includes(today)) el.setAttribute('aria-current', 'date');
  }
}
