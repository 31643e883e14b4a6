/**
 * Titles a dentist may not announce (Código de Ética Odontológica, Res. CFO-118/2012, arts. 43
 * and 44): only the degree, specialties registered with the CFO and academic titles (master's,
 * doctorate) may be announced; courses of "aperfeiçoamento" and "atualização" may not. Read in
 * every language an owner's page is written in.
 */
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { RawSite } from '../load/load';
import { COURSE_TITLE_RULE } from '../catalogue/pipeline-words';

/** Course titles of that kind, in each language the pages are written in. */
const NOT_ANNOUNCEABLE = [
  /\baperfei[çc]oamento\b/i,
  /\batualiza[çc][ãa]o\b/i,
  /\badvanced training\b/i,
  /\bupdate course\b/i,
  /\bperfeccionamiento\b/i,
  /\bactualizaci[óo]n\b/i,
  /\bFortbildung\b/i,
  /\bAuffrischungskurs\b/i,
  /دورة (تطوير|تحديث)/,
];

export function checkCredentials(raw: RawSite, issues: ContentIssue[]): void {
  for (const d of raw.docs) {
    const front = d.doc.front;
    if (d.kind !== 'owners' || !front) continue;
    const data = front.data as { education?: unknown } | null;
    const education = Array.isArray(data?.education) ? data.education : [];
    education.forEach((c: unknown, i) => {
      const title = c && typeof c === 'object' && 'title' in c ? String(c.title) : String(c);
      if (NOT_ANNOUNCEABLE.some((re) => re.test(title)))
        issues.push(
          makeIssue(
            'CREDENTIAL_NOT_ALLOWED',
            { title, rule: COURSE_TITLE_RULE },
            d.doc.file,
            front.locate(['education', i, 'title']),
            front.source,
            1,
          ),
        );
    });
  }
}
