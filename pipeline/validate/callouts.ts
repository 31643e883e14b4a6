/**
 * Aftercare pages' callouts (part of stage 2): each names a "## " heading of its own body, so a
 * renamed heading is reported instead of silently losing its warning box.
 */
import type { ContentIssue } from '../errors';
import { didYouMean, makeIssue } from '../error-catalog';
import type { RawSite } from '../load/load';
import type { Pages } from './pages';

/** The level-2 headings of a Markdown body, as written. */
export const bodyHeadings = (body: string): string[] =>
  [...body.matchAll(/^##[ \t]+(.+?)[ \t#]*$/gm)].map((m) => m[1]!.trim());

export function checkCallouts(pages: Pages, raw: RawSite, issues: ContentIssue[]): void {
  const frontOf = new Map(raw.docs.map((d) => [d.doc.file, d.doc.front]));
  for (const byLang of Object.values(pages.recommendations)) {
    for (const doc of Object.values(byLang)) {
      if (!doc || doc.front.callouts.length === 0) continue;
      const headings = bodyHeadings(doc.body);
      const front = frontOf.get(doc.file);
      doc.front.callouts.forEach((c, i) => {
        if (headings.includes(c.heading.trim())) return;
        issues.push(
          makeIssue(
            'CALLOUT_HEADING_MISSING',
            { heading: c.heading, headings, suggestion: didYouMean(c.heading, headings) },
            doc.file,
            front?.locate(['callouts', i, 'heading']),
            front?.source,
            1,
          ),
        );
      });
    }
  }
}
