/** Language codes as a sentence in the page's language: ['pt', 'en'] -> "português e inglês". */
export function spokenLanguages(codes: readonly string[], htmlLang: string): string {
  const names = new Intl.DisplayNames([htmlLang], { type: 'language' });
  const list = new Intl.ListFormat(htmlLang, { style: 'long', type: 'conjunction' });
  return list.format(codes.map((c) => names.of(c) ?? c));
}

/** Every language someone on the team speaks, in the team's order, each once. */
export function teamLanguages(team: { owners: { languages?: string[] }[]; members: { languages?: string[] }[] }) {
  return [...new Set([...team.owners, ...team.members].flatMap((p) => p.languages ?? []))];
}
