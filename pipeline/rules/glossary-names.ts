/**
 * One name per treatment where a patient looks for it: the header menu and the home page's
 * card (both the card's title in content/home/index.<lang>.yaml) and the title of the
 * treatment's page say the name the glossary gives it (`use` of a term with `treatment:`).
 * The glossary's avoided forms are refused everywhere by validate/glossary.ts; this rule
 * refuses a title or card that names the treatment some third way.
 */
import { LANGS, type Lang } from '../../model/languages';
import { fieldOf } from '../../model/records';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { RawSite } from '../load/load';
import { glossarySchema } from '../schemas/glossary';
import { GLOSSARY_PLACES } from '../catalogue/pipeline-words';

const norm = (s: string, lang: Lang) => s.trim().replace(/\.$/, '').replace(/\s+/g, ' ').toLocaleLowerCase(lang);

/** Same name: case, outer spaces and a closing full stop aside. */
export function sameName(a: string, b: string, lang: Lang): boolean {
  return norm(a, lang) === norm(b, lang);
}

/** A page title is the name, or the name then a subtitle after a colon ("Periodontia: cuidado com a gengiva"). */
export function titleNames(title: string, name: string, lang: Lang): boolean {
  const t = norm(title, lang);
  const n = norm(name, lang);
  return t === n || t.startsWith(`${n}:`);
}

/** The card keys of content/home.yaml that link to the treatment folder `slug`. */
function cardKeysOf(raw: RawSite, slug: string): string[] {
  const list = fieldOf(raw.home.parsed?.data, 'treatments');
  if (!Array.isArray(list)) return [];
  return list.flatMap((card: unknown) => {
    const key = fieldOf(card, 'key');
    return fieldOf(card, 'route') === slug && typeof key === 'string' ? [key] : [];
  });
}

function checkLanguage(raw: RawSite, lang: Lang): ContentIssue[] {
  const src = raw.glossaries[lang];
  const parsed = glossarySchema.safeParse(src?.parsed?.data);
  // A glossary that is not valid is reported by its own check.
  if (!src || !parsed.success) return [];
  const issues: ContentIssue[] = [];
  const home = raw.homeTexts[lang]?.parsed;
  for (const term of parsed.data.terms) {
    const slug = term.treatment;
    if (!slug) continue;
    const args = { use: term.use, glossary: src.file };
    const page = raw.docs.find((d) => d.kind === 'treatments' && d.slug === slug && d.lang === lang)?.doc;
    const title = fieldOf(page?.front?.data, 'title');
    if (page?.front && typeof title === 'string' && !titleNames(title, term.use, lang))
      issues.push(
        makeIssue(
          'TREATMENT_TITLE_NOT_GLOSSARY',
          { ...args, found: title, where: GLOSSARY_PLACES.title },
          page.file,
          page.front.locate(['title']),
          page.front.source,
          1,
        ),
      );
    if (!home || !raw.homeTexts[lang]) continue;
    for (const key of cardKeysOf(raw, slug)) {
      const path = ['treatments', 'cards', key, 'title'];
      const card = fieldOf(fieldOf(fieldOf(fieldOf(home.data, 'treatments'), 'cards'), key), 'title');
      if (typeof card === 'string' && !sameName(card, term.use, lang))
        issues.push(
          makeIssue(
            'TREATMENT_TITLE_NOT_GLOSSARY',
            { ...args, found: card, where: GLOSSARY_PLACES.card(key) },
            raw.homeTexts[lang].file,
            home.locate(path),
            home.source,
          ),
        );
    }
  }
  return issues;
}

/** Every menu entry, card and treatment title that names a treatment otherwise than its glossary. */
export function checkGlossaryNames(raw: RawSite): ContentIssue[] {
  return LANGS.flatMap((lang) => checkLanguage(raw, lang));
}
