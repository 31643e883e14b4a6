/**
 * The ordinary edits of a clinic editor, made as docs/EDITING.md says, to a copy of the site:
 * a twelfth treatment (pages in every language, its card and its place on the home page), a
 * blog post in Portuguese only and a new member of the team. Tests must stay green after them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGS, type Lang } from '../../model/languages';

export const NEW_TREATMENT = {
  slug: 'ortopedia-funcional',
  key: 'functional_orthopedics',
  names: {
    pt: 'Ortopedia funcional dos maxilares',
    en: 'Functional jaw orthopaedics',
    es: 'Ortopedia funcional de los maxilares',
    de: 'Funktionskieferorthopädie',
    ar: 'تقويم الفكين الوظيفي',
  } satisfies Record<Lang, string>,
};
/** Each page says what it is in its own words (a copied description would be a duplicate in search results). */
const DESCRIBED: Record<Lang, string> = {
  pt: 'como a postura da mandíbula é acompanhada durante o crescimento, com avaliação na clínica.',
  en: 'how the position of the jaw is followed while a child grows, with an assessment at the clinic.',
  es: 'cómo se acompaña la posición de la mandíbula durante el crecimiento, con una evaluación en la clínica.',
  de: 'wie die Lage des Unterkiefers im Wachstum begleitet wird, mit einer Untersuchung in der Praxis.',
  ar: 'كيف تتم متابعة وضع الفك أثناء النمو، مع فحص في العيادة.',
};
export const NEW_POST = { slug: 'aparelho-na-adolescencia', title: 'Aparelho na adolescência: quando começar' };
export const NEW_MEMBER = { slug: 'ana-souza', name: 'Dra. Ana Souza' };

const exists = (abs: string): Promise<boolean> =>
  fs.access(abs).then(
    () => true,
    () => false,
  );

const edit = async (dir: string, file: string, change: (text: string) => string): Promise<void> => {
  const abs = path.join(dir, file);
  await fs.writeFile(abs, change(await fs.readFile(abs, 'utf8')));
};

/** A treatment copied from another one's pages (`from`), retitled, with its home card in every language. */
export async function addTreatment(dir: string, from = 'dtm'): Promise<void> {
  const { slug, key, names } = NEW_TREATMENT;
  // Made once: a copy of content that already has it (these edits applied) is left as it is.
  if (await exists(path.join(dir, 'content/treatments', slug))) return;
  await fs.mkdir(path.join(dir, 'content/treatments', slug), { recursive: true });
  for (const lang of LANGS) {
    const source = await fs.readFile(path.join(dir, `content/treatments/${from}/index.${lang}.md`), 'utf8');
    const page = source
      .replace(/^title: .*$/m, `title: "${names[lang]}"`)
      .replace(/^description: .*$/m, `description: "${names[lang]}: ${DESCRIBED[lang]}"`);
    await fs.writeFile(path.join(dir, 'content/treatments', slug, `index.${lang}.md`), page);
    await edit(dir, `content/home/index.${lang}.yaml`, (t) =>
      t.replace(
        /^( {2}cards:\n)/m,
        `$1    ${key}:\n      title: "${names[lang]}"\n      text: "${names[lang]}: ${'x'.repeat(40)}."\n`,
      ),
    );
  }
  await edit(dir, 'content/home.yaml', (t) =>
    t.replace(/^treatments:\n/m, `treatments:\n  - { key: ${key}, route: ${slug} }\n`),
  );
}

/** A post written in Portuguese only (its translations come later, or never). */
export async function addPostInOneLanguage(dir: string): Promise<void> {
  const from = await fs.readFile(path.join(dir, 'content/blog/posts/ortodontia-em-adultos/index.pt.md'), 'utf8');
  const folder = path.join(dir, 'content/blog/posts', NEW_POST.slug);
  if (await exists(folder)) return;
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(
    path.join(folder, 'index.pt.md'),
    from
      .replace(/^title: .*$/m, `title: "${NEW_POST.title}"`)
      .replace(
        /^description: .*$/m,
        'description: "Quando o aparelho costuma começar na adolescência, o que a avaliação observa e como a família pode ajudar."',
      )
      .replace(/^date: .*$/m, 'date: 2026-08-03'),
  );
}

/** A line at the end of `members`, with a photo in content/images/team/ (the guide's example). */
export async function addTeamMember(dir: string): Promise<void> {
  const { slug, name } = NEW_MEMBER;
  if (await exists(path.join(dir, `content/images/team/${slug}.svg`))) return;
  // A photo of her own (a copy of another member's, made different: the same bytes would be encoded once).
  const photo = await fs.readFile(path.join(dir, 'content/images/team/camila-ferraz.svg'), 'utf8');
  await fs.writeFile(
    path.join(dir, `content/images/team/${slug}.svg`),
    photo.replace('<svg', `<svg data-person="${slug}"`),
  );
  await edit(dir, 'content/team.yaml', (t) =>
    t.replace(
      /^(members:\n(?: {2}- .*\n)+)/m,
      `$1  - { slug: ${slug}, name: ${name}, specialty: orthodontics, cro: CRO-SP 000099, image: images/team/${slug}.svg }\n`,
    ),
  );
}

export async function editAsAnEditor(dir: string): Promise<void> {
  await addTreatment(dir);
  await addPostInOneLanguage(dir);
  await addTeamMember(dir);
}
