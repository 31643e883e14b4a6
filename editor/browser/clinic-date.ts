/**
 * The clinic's "today": a new post's publication date is São Paulo's date, whatever the time
 * zone of the computer the editor or the dev server runs on. Shared by the configuration
 * (decap-config.ts) and the editor page (admin.tsx).
 */
export const CLINIC_TIME_ZONE = 'America/Sao_Paulo';

/** The date in São Paulo at `now`, as the build stores dates (2026-03-14). */
export function clinicToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
