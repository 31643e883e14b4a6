/**
 * Every mistake an editor can make, in one place, and the one function that reports them
 * (makeIssue). Style: say what happened and why in plain words, then what to do. No jokes, no
 * "Error:" prefix, no jargon an editor would not know; name the field, key or file exactly.
 * tests/unit/error-catalog.test.ts checks that every code the build emits is here, that
 * issues are built only by makeIssue, and that no entry is dead.
 */
export type Severity = 'error' | 'warning';

/** Made by makeIssue only. */
export interface ContentIssue {
  code: IssueCode;
  severity: Severity;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line?: number;
  col?: number;
  title: string;
  message: string;
  hint: string;
  /** A few source lines around the position, with a caret. */
  frame?: string;
}

/**
 * ±2 lines around `line` (1-based, within `source`) with a caret under `col`.
 * `offset` is the number of file lines before `source` (front matter), so the numbers
 * shown are the file's own.
 */
export function codeFrame(source: string, line: number, col = 1, offset = 0): string {
  const lines = source.split(/\r?\n/);
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 2);
  const width = String(to + offset).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n + offset).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, col - 1))}^`);
  }
  return out.join('\n');
}

export interface CatalogEntry<A> {
  /** A few words, the same for every case (the editors' guide lists them), or built from the case. */
  title: string | ((args: A) => string);
  message: (args: A) => string;
  hint: (args: A) => string;
  /** Errors stop the build; warnings are printed and the build goes on. */
  severity: Severity;
}

function entry<A>(e: Omit<CatalogEntry<A>, 'severity'> & { severity?: Severity }): CatalogEntry<A> {
  return { ...e, severity: e.severity ?? 'error' };
}

const suggestion = (s?: string): string => (s ? ` Did you mean "${s}"?` : '');

export const CATALOG = {
  YAML_SYNTAX: entry<{ detail: string }>({
    title: 'The file cannot be read (YAML syntax)',
    message: ({ detail }) => `The text is not valid YAML: ${detail}`,
    hint: () =>
      'Check indentation (spaces, not tabs, aligned with the line above), a missing ":" after a field name, or a value with ":" or "#" that needs quotes.',
  }),
  YAML_TAB: entry<Record<string, never>>({
    title: 'A tab is used for indentation (YAML)',
    message: () => 'This line is indented with a tab; YAML files are indented with spaces only.',
    hint: () =>
      'Replace the tab at the start of the line with spaces, aligned with the line above (editors often have "convert indentation to spaces").',
  }),
  JSON_SYNTAX: entry<{ detail: string; fix?: string }>({
    title: 'The translation file cannot be read (JSON syntax)',
    message: ({ detail }) => `The text is not valid JSON: ${detail}`,
    hint: ({ fix }) =>
      fix ??
      'Each line is "key": "text", separated by commas, with no comma after the last one. Quotes inside a text need a backslash: \\".',
  }),
  DUPLICATE_KEY: entry<{ key: string; first: number }>({
    title: 'The same name is written twice',
    message: ({ key, first }) =>
      `"${key}" is already given on line ${first}; only one of the two values could be kept, silently.`,
    hint: ({ first }) => `Keep one of the two lines: delete this one, or the one on line ${first}.`,
  }),
  CONTROL_CHARACTER: entry<{ code: string }>({
    title: 'An invisible control character is in the text',
    message: ({ code }) =>
      `The character ${code} is here. It is invisible, breaks the blog feed and the page markup, and is not allowed in any text.`,
    hint: () =>
      'Delete the text around the caret and type it again (pasting from Word brings such characters, e.g. Shift+Enter gives U+000B).',
  }),
  FRONT_MATTER_MISSING: entry<Record<string, never>>({
    title: 'The page has no front matter',
    message: () => 'A page starts with a block of fields between two lines of three dashes (---).',
    hint: () => 'Copy the first lines of a sibling file (title, description, ...) and adapt them.',
  }),
  FRONT_MATTER_UNCLOSED: entry<{ guess?: number }>({
    title: 'The block of fields at the top is not closed',
    message: () =>
      'The page opens its fields with --- on line 1, but no later line closes them with ---, so the whole page would be read as fields.',
    hint: ({ guess }) =>
      `Add a line with only --- after the last field${guess ? ` (line ${guess} looks like the end of the fields)` : ''}.`,
  }),
  UNKNOWN_FILE: entry<{ name: string; expected: string; suggestion?: string; folder?: string }>({
    title: 'A file the build does not know',
    message: ({ name, expected }) =>
      `"${name}" is not a file this folder can hold, so it would be ignored. Expected here: ${expected}.`,
    hint: ({ suggestion: s, folder }) =>
      `Rename the file${s ? `: did you mean "${s}"?` : ''}, or move it out of ${folder ?? 'content/'}.`,
  }),
  PUBLIC_HIDDEN_FILE: entry<{ name: string }>({
    title: 'A hidden file in public/ was left out',
    message: ({ name }) =>
      `"${name}" starts with a dot: such files hold settings or secrets (.env, .git), so it is not published.`,
    hint: () => 'Delete it from public/, or move it elsewhere if the project needs it.',
    severity: 'warning',
  }),
  PUBLIC_COLLISION: entry<{ name: string }>({
    title: 'A file in public/ has the name of a file the build makes',
    message: ({ name }) =>
      `"${name}" is also made by the build (a page, the sitemap, the host's rules, a feed, a share image or a script), so the copy in public/ is not published.`,
    hint: () =>
      'Rename or delete the file in public/; to change the generated file, change the content or the templates that make it.',
    severity: 'warning',
  }),
  SYMLINK_OUTSIDE: entry<{ target: string; folder: string }>({
    title: 'A link to a file outside its folder',
    message: ({ target, folder }) =>
      `This is a symbolic link to ${target}, outside ${folder}; the build reads nothing through a link that leaves the folder it is in.`,
    hint: ({ folder }) => `Replace the link with a copy of the file, inside ${folder}.`,
  }),
  NOT_UTF8: entry<{ encoding: string }>({
    title: 'The file is not saved as UTF-8',
    message: ({ encoding }) =>
      `The file is written in ${encoding}, so accented letters would appear as "�" on the site.`,
    hint: () =>
      'Save it as UTF-8 (salve como UTF-8): in the text editor, "Save with encoding" or "Reopen with encoding", then UTF-8.',
  }),
  MARKDOWN_TOO_DEEP: entry<{ max: number }>({
    title: 'Quotes or lists nested too deep',
    message: ({ max }) =>
      `This line puts quotes (>) or lists inside each other more than ${max} levels deep; the page could not be built in reasonable time.`,
    hint: () =>
      'Remove the extra ">" signs or list markers, or the indentation at the start of the line; a page needs two or three levels at most.',
  }),
  MARKDOWN_TOO_COMPLEX: entry<{ detail: string }>({
    title: 'A paragraph the page cannot be built from',
    message: ({ detail }) =>
      `The Markdown from this line on has ${detail}; the page could not be built in reasonable time.`,
    hint: () =>
      'Remove the repeated [ ] * _ or ` signs (write them as words, or split the paragraph), then save again.',
  }),
  YAML_TOO_COMPLEX: entry<{ detail: string }>({
    title: 'The file repeats its own parts too often (YAML)',
    message: ({ detail }) => `Names defined with & and reused with * expand to too much text: ${detail}`,
    hint: () => "Write each value out instead of reusing it with & and * (the site's files need neither).",
  }),
  IMAGE_UNREADABLE: entry<{ detail: string }>({
    title: 'An image file cannot be read',
    message: ({ detail }) => `This file is not a picture the build can read: ${detail}.`,
    hint: () =>
      'Open it in an image viewer; export it again as JPEG, PNG, WebP, AVIF or SVG, or restore it from Git history.',
  }),
  IMAGE_TOO_LARGE: entry<{ size?: string; max: number }>({
    title: 'An image is too large to process',
    message: ({ size, max }) =>
      `${size ? `It measures ${size} pixels` : 'It has more pixels than the image library opens'}; the site takes pictures up to ${max} pixels per side.`,
    hint: ({ max }) =>
      `Resize it to ${max} pixels or less per side (2400 is plenty for the widest layout); for an SVG, fix its width, height or viewBox.`,
  }),
  FILE_MISSING: entry<{ file: string }>({
    title: 'A required file is missing',
    message: ({ file }) => `The build needs ${file}, and it does not exist.`,
    hint: () => 'Restore the file from Git history, or create it following the README.',
  }),
  LANDING_FILE_MISSING: entry<{ place: string; file: string }>({
    title: 'A required file is missing',
    message: ({ place }) => `${place} has no file with its pages' own texts.`,
    hint: ({ file }) =>
      `Create ${file} with one entry per service of services.yaml (copy another neighbourhood's file and rewrite every text).`,
  }),
  PAGE_MISSING: entry<{ file: string }>({
    title: 'A page the menus link to is missing',
    message: ({ file }) => `The site links to this page, but ${file} does not exist.`,
    hint: () => 'Create the file (copy a sibling page and adapt it), or restore it from Git history.',
  }),
  UNKNOWN_LANGUAGE: entry<{ lang: string; known: readonly string[]; suggestion?: string }>({
    title: 'Unknown language in a file name',
    message: ({ lang, known }) => `"index.${lang}.md" is not one of the site's languages (${known.join(', ')}).`,
    hint: ({ suggestion: s }) =>
      `Name the file after its language, e.g. index.pt.md or index.en.md.${s ? ` Did you mean "index.${s}.md"?` : ''}`,
  }),
  RESERVED_SLUG: entry<{ slug: string; reserved: readonly string[] }>({
    title: 'This folder name is taken by the blog itself',
    message: ({ slug, reserved }) =>
      `/blog/${slug}/ is already a page of the blog (${reserved.join(', ')} are reserved).`,
    hint: () => 'Rename the folder of the post, e.g. add a word describing its subject.',
  }),
  BAD_SLUG: entry<{ slug: string }>({
    title: 'A folder name cannot be a web address',
    message: ({ slug }) => `"${slug}" must be lower-case words without accents, joined by hyphens.`,
    hint: () => 'Rename the folder, e.g. "como-escovar-os-dentes".',
  }),
  DUPLICATE_SLUG: entry<{ slug: string }>({
    title: 'Two entries have the same slug',
    message: ({ slug }) => `The slug "${slug}" is used twice; each entry needs its own address.`,
    hint: () => 'Change one of the two slugs.',
  }),
  TOO_LONG: entry<{ field: 'title' | 'description'; length: number; limit: number }>({
    title: ({ field }) => `The ${field} is long for search results`,
    message: ({ length, limit }) => `It has ${length} characters; search engines show about ${limit}.`,
    hint: ({ field }) => `Shorten the ${field}, keeping the most important words first.`,
    severity: 'warning',
  }),
  AUTHOR_FIELD: entry<{
    author: string;
    specialties: readonly string[];
    category: string;
    fields: readonly string[];
    fitting: readonly string[];
  }>({
    title: "The author does not work in the post's field",
    message: ({ author, specialties, category, fields }) =>
      `The "author", ${author} (${specialties.join(', ')}), is not a specialist of the category "${category}", which content/blog/categories.yaml gives to: ${fields.join(', ')}.`,
    hint: ({ fitting }) =>
      `Name a dentist of that field as the author: ${fitting.join(', ') || '(none in content/team.yaml)'}.`,
  }),
  AUTHOR_DIFFERS: entry<{ author: string; first: string; firstFile: string }>({
    title: 'The translations of a post name different authors',
    message: ({ author, first, firstFile }) => `This file says "${author}", ${firstFile} says "${first}".`,
    hint: ({ first }) => `Use the same author in every language file of the post: author: ${first}`,
  }),
  TREATED_BY_DIFFERS: entry<{ value: readonly string[]; first: readonly string[]; firstFile: string }>({
    title: 'As traduções de um tratamento dizem quem atende de formas diferentes',
    message: ({ value, first, firstFile }) =>
      `Este arquivo diz treated_by: [${value.join(', ')}]; ${firstFile} diz [${first.join(', ')}].`,
    hint: ({ first }) =>
      `Quem atende é o mesmo em todos os idiomas. Escreva em cada arquivo do tratamento: treated_by: [${first.join(', ')}]`,
  }),
  TREATED_BY_NOBODY: entry<{ specialty: string; held: readonly string[] }>({
    title: 'Ninguém da equipe tem esta especialidade',
    message: ({ specialty }) =>
      `"${specialty}" está em treated_by, mas nenhum dentista de content/team.yaml tem essa especialidade; a página diria que a clínica oferece uma especialidade que a equipe não tem (CFO, Res. 196/2019).`,
    hint: ({ held }) =>
      `Use uma especialidade da equipe: ${held.join(', ')}; ou acrescente primeiro o dentista em content/team.yaml.`,
  }),
  CALLOUT_HEADING_MISSING: entry<{ heading: string; headings: readonly string[]; suggestion?: string }>({
    title: 'O destaque aponta para um título que não existe no texto',
    message: ({ heading }) =>
      `callouts cita o título "${heading}", mas o texto da página não tem uma linha "## ${heading}".`,
    hint: ({ headings, suggestion: s }) =>
      s
        ? `Você quis dizer "${s}"? Copie o título exatamente como está no texto, sem o "## ".`
        : `Copie um dos títulos do texto, sem o "## ": ${headings.map((h) => `"${h}"`).join(', ')}.`,
  }),
  TITLE_TOO_LONG: entry<{ length: number; max: number }>({
    title: 'The post title is too long',
    message: ({ length, max }) =>
      `It has ${length} characters; a post title has at most ${max}, so search results and cards show it whole.`,
    hint: () =>
      'Shorten the title, keeping the words a reader would search for first (a subtitle can go in the description).',
  }),
  DATE_ORDER: entry<{ updated: string; date: string }>({
    title: 'The update date is before the publication date',
    message: ({ updated, date }) => `updated (${updated}) is earlier than date (${date}).`,
    hint: () => 'Use the date of the last real change, on or after the publication date.',
  }),
  TRANSLATION_TO_REVIEW: entry<{ fields: readonly string[]; source: string; lang: string }>({
    title: 'A translation to review: its Portuguese changed',
    message: ({ fields, source }) =>
      `The Portuguese of ${fields.map((f) => `"${f}"`).join(', ')} (${source}) changed after this was translated, or was never marked as translated.`,
    hint: ({ lang }) =>
      `Review the ${lang} text against the Portuguese and save it in the editor (or run npm run translations -- --mark <file> when it is still right).`,
    severity: 'warning',
  }),
  MARKS_INVALID: entry<{ detail: string }>({
    title: 'The translation marks cannot be read',
    message: ({ detail }) => `content/translations.yaml is written by the editor and npm run translations: ${detail}.`,
    hint: () =>
      'Undo the hand edit of content/translations.yaml, or delete it and run npm run translations -- --mark-all.',
    severity: 'warning',
  }),
  RAW_HTML: entry<{ html: string }>({
    title: 'HTML in a Markdown file was left out',
    message: ({ html }) => `"${html.slice(0, 60)}" is HTML; pages show only Markdown, so it was removed.`,
    hint: () =>
      'Write it in Markdown instead (## for a heading, **bold**, [text](/page/) for a link), or ask a developer.',
    severity: 'warning',
  }),
  LINK_BROKEN: entry<{ url: string; slug: string; from?: string }>({
    title: 'A link points to a page that does not exist',
    message: ({ url, slug, from }) =>
      `The link "${url}" leads nowhere: there is no page /${slug}/ in this language${from === undefined ? '' : ` (read from this page's address, /${from}/)`}.`,
    hint: () =>
      'Check the address against the page list (for example /clareamento/ or /pos-cirurgia/), with slashes on both sides.',
  }),
  ANCHOR_BROKEN: entry<{ url: string; hash: string; ids: readonly string[] }>({
    title: 'A link points to a section that does not exist',
    message: ({ url, hash }) => `"${url}" names the section #${hash}, which that page does not have.`,
    hint: ({ ids }) =>
      `Use one of its sections: ${ids.slice(0, 12).join(', ') || '(none)'}; a section's name is its heading in lower case, with hyphens.`,
  }),
  LINK_UNSAFE: entry<{ url: string; scheme: string }>({
    title: 'A link with an unsafe address',
    message: ({ url, scheme }) =>
      `"${url.slice(0, 80)}" starts with ${scheme}, which can run code or open local files; pages link only to web pages (https://), e-mail (mailto:) and phones (tel:).`,
    hint: () => 'Link to a page of the site (/clareamento/) or to a full https:// address, or remove the link.',
  }),
  LINK_INCOMPLETE: entry<{ url: string }>({
    title: 'A web address without its https://',
    message: ({ url }) =>
      `"${url.slice(0, 80)}" lacks the "https://" a full address starts with, so browsers read it as an address of their own choosing (another site, or a page of this one that does not exist).`,
    hint: () =>
      'Write the full address, starting with https:// (https://example.com/), or link to a page of the site (/clareamento/).',
  }),
  LINK_HTTP: entry<{ url: string }>({
    title: 'A link to an unencrypted address',
    message: ({ url }) =>
      `"${url.slice(0, 80)}" starts with http://; pages link only to web pages (https://), e-mail (mailto:) and phones (tel:).`,
    hint: () =>
      'Write the address with https:// (open it in a browser to check that the site answers there), or remove the link.',
  }),
  POST_NOT_TRANSLATED: entry<{ url: string; lang: string; post: string }>({
    title: 'A link points to a post that is not in this language',
    message: ({ url, lang, post }) =>
      `The link "${url}" leads to a post that has no ${lang} version (content/blog/posts/${post}/index.${lang}.md does not exist).`,
    hint: ({ lang, post }) =>
      `Translate that post into content/blog/posts/${post}/index.${lang}.md, or remove the link (keep its words as plain text).`,
  }),
  IMAGE_REMOTE: entry<{ url: string }>({
    title: 'A picture from another website',
    message: ({ url }) =>
      `"${url.slice(0, 80)}" is on another website; the site's security policy blocks pictures from elsewhere, so visitors would see nothing.`,
    hint: () =>
      'Save the picture under content/images/blog/ (if you may use it) and write ![description](/images/blog/name.jpg).',
  }),
  IMAGE_ALT_MISSING: entry<{ image: string }>({
    title: 'A picture has no description',
    message: ({ image }) =>
      `The picture "${image.slice(0, 80)}" has no text between the square brackets, so people who cannot see it (and search engines) learn nothing from it.`,
    hint: () =>
      'Describe what the picture shows inside the brackets: ![Sorriso depois do clareamento](foto.jpg). In the editor, fill in the image\'s "Alt text".',
  }),
  PLACEHOLDER_UNKNOWN: entry<{ name: string; known: string[]; suggestion?: string }>({
    title: 'A placeholder the build does not know',
    message: ({ name, known }) =>
      `{{${name}}} would appear as it is on the page. Known placeholders: ${known.map((k) => `{{${k}}}`).join(', ')}.`,
    hint: ({ suggestion: s }) =>
      `Use one of the known placeholders exactly as written, or write the text itself.${s ? ` Did you mean "{{${s}}}"?` : ''}`,
  }),
  PLACEHOLDER_IN_TEXT: entry<{ name: string; field: string }>({
    title: 'A placeholder in a text that fills in none',
    message: ({ name, field }) =>
      `The text of "${field}" contains {{${name}}}; texts in YAML files and in a page's fields fill in no placeholder, so it would appear as it is.`,
    hint: ({ name }) =>
      `Write the text itself instead of {{${name}}} (placeholders such as {{site.email}} work in the text of Markdown pages only).`,
  }),
  PLACEHOLDER_UNFILLED: entry<{ key: string; name: string; given: string[] }>({
    title: 'A placeholder nothing fills in',
    message: ({ key, name, given }) =>
      `The text of "${key}" contains {{${name}}}, but the page fills in ${given.length ? given.map((g) => `{{${g}}}`).join(', ') : 'no placeholder'} there: {{${name}}} would appear as it is.`,
    hint: ({ name }) => `Remove {{${name}}} from the text, or fix its spelling.`,
  }),
  PLACEHOLDER_EXTRA: entry<{ key: string; name: string; reference: string }>({
    title: 'A placeholder the Portuguese text does not have',
    message: ({ key, name, reference }) =>
      `The text of "${key}" contains {{${name}}}, which ${reference} does not have: nothing would replace it, and it would appear as it is.`,
    hint: ({ name }) => `Remove {{${name}}} or fix its spelling to match a placeholder of the Portuguese text.`,
  }),
  FIELD_MISSING: entry<{ field: string }>({
    title: 'A required field is missing',
    message: ({ field }) => `The field "${field}" is required here but was not found.`,
    hint: ({ field }) => `Add a line "${field}: ..." at this place, like the other entries of this file.`,
  }),
  FIELD_INVALID: entry<{ field: string; detail: string; fix?: string }>({
    title: 'A field has a value of the wrong kind',
    message: ({ field, detail }) => `The field "${field}" is not valid: ${detail}.`,
    hint: ({ fix }) =>
      fix ?? 'Compare with another entry of the same file and use the same kind of value (text, number, list or date).',
  }),
  VALUE_NOT_ALLOWED: entry<{ field: string; value: string; allowed: string[]; suggestion?: string }>({
    title: 'A value is not one of the allowed ones',
    message: ({ field, value, allowed }) => `"${value}" is not allowed for "${field}". Allowed: ${allowed.join(', ')}.`,
    hint: ({ suggestion: s }) => `Use one of the allowed values exactly as written.${suggestion(s)}`,
  }),
  STAND_IN: entry<{ kind: string; field: string; value: string; supply: string }>({
    title: ({ kind }) => `Falta um dado da clínica: ${kind.toLowerCase()}`,
    message: ({ field, value }) =>
      `"${field}" ainda é provisório (${value}). O site foi declarado no ar (live: true em content/site.yaml), e um site no ar não publica nada provisório.`,
    hint: ({ supply }) =>
      `${supply} Ou, para continuar só com a prévia, volte live para false em content/site.yaml (docs/LANCAMENTO.md).`,
  }),
  STAND_IN_STALE: entry<{ field: string }>({
    title: 'Marca de provisório que já pode sair',
    message: ({ field }) =>
      `"${field}" já tem o valor verdadeiro da clínica: a linha de "${field}" em stand_in não marca mais nada.`,
    hint: () => 'Apague essa linha de stand_in (e stand_in inteiro, se ficar vazio).',
    severity: 'warning',
  }),
  STAND_IN_UNKNOWN_FIELD: entry<{ field: string; allowed: string[] }>({
    title: 'Marca de provisório para um campo que não existe',
    message: ({ field, allowed }) =>
      `stand_in marca "${field}", mas este trecho não tem esse campo. Campos daqui: ${allowed.join(', ')}.`,
    hint: () => 'Corrija o nome para o do campo provisório, ou apague a linha.',
  }),
  CREDENTIAL_NOT_ALLOWED: entry<{ title: string; rule: string }>({
    title: 'Título que um dentista não pode anunciar',
    message: ({ title, rule }) => `"${title}" não pode ser anunciado: ${rule}.`,
    hint: () =>
      'Retire a linha, ou escreva o título como consta do diploma: graduação, especialidade registrada no CFO, mestrado ou doutorado.',
  }),
  UNKNOWN_FIELD: entry<{ field: string; allowed: string[]; suggestion?: string }>({
    title: 'Unknown field',
    message: ({ field, allowed }) =>
      `"${field}" is not a field this file understands. Known fields: ${allowed.join(', ')}.`,
    hint: ({ suggestion: s }) => `Fix the spelling or remove the line.${suggestion(s)}`,
  }),
  UNKNOWN_KEY: entry<{ kind: string; value: string; allowed: string[]; suggestion?: string }>({
    title: 'Reference to something that does not exist',
    message: ({ kind, value, allowed }) => `There is no ${kind} called "${value}". Known: ${allowed.join(', ')}.`,
    hint: ({ suggestion: s }) => `Use one of the known names exactly as written.${suggestion(s)}`,
  }),
  IMAGE_MISSING: entry<{ image: string; suggestion?: string }>({
    title: 'Image not found',
    message: ({ image }) => `The image "${image}" does not exist under content/.`,
    hint: ({ suggestion: s }) =>
      s
        ? `Did you mean "${s}"? Letters and capitals must match the file name exactly.`
        : 'Check the spelling and the folder, or add the image file under content/images/.',
  }),
  LOCALE_KEY_MISSING: entry<{ key: string; reference: string }>({
    title: 'A translation is missing',
    message: ({ key, reference }) => `The key "${key}" exists in ${reference} but not in this file.`,
    hint: ({ key }) => `Add "${key}": "..." with the text in this file's language.`,
  }),
  LOCALE_KEY_EXTRA: entry<{ key: string; reference: string }>({
    title: 'A translation has no counterpart',
    message: ({ key, reference }) =>
      `The key "${key}" is in this file but not in ${reference}, the reference language.`,
    hint: ({ reference }) => `Fix its spelling, or add it to ${reference} too.`,
  }),
  LOCALE_PLURAL_MISSING: entry<{ key: string; form: string; lang: string; forms: string[] }>({
    title: 'A plural form is missing',
    message: ({ key, form, lang, forms }) =>
      `"${key}" changes with a number, and ${lang} needs one text per plural form: ${forms.map((f) => `${key}_${f}`).join(', ')}. "${key}_${form}" is missing.`,
    hint: ({ key, form }) =>
      `Add "${key}_${form}": "..." with the wording this language uses for that kind of number (keep {{count}} where the number is shown).`,
  }),
  LOCALE_PLURAL_EXTRA: entry<{ key: string; form: string; lang: string; forms: string[] }>({
    title: 'A plural form this language does not use',
    message: ({ key, form, lang, forms }) =>
      `"${key}_${form}" is never shown: ${lang} has the plural forms ${forms.join(', ')} only, so "${form}" is not one of them.`,
    hint: ({ key, forms }) => `Remove it, or rename it to one of ${forms.map((f) => `${key}_${f}`).join(', ')}.`,
  }),
  LOCALE_FILE_MISSING: entry<{ lang: string }>({
    title: 'A language file is missing',
    message: ({ lang }) => `There is no translation file for "${lang}".`,
    hint: ({ lang }) => `Copy locales/pt.json to locales/${lang}.json and translate its texts.`,
  }),
  LOCALE_CLINIC_TEXT: entry<{ key: string; where: string }>({
    title: 'A text of the clinic in a translation file',
    message: ({ key, where }) =>
      `"${key}" is something the clinic says, not an interface word; such texts live in ${where}, where editors find them, and the build does not read them from locales/.`,
    hint: ({ where }) => `Move the text to ${where} (in every language) and delete this line.`,
  }),
  TEXT_FILE_MISSING: entry<{ file: string; reference: string }>({
    title: "A language file of the clinic's texts is missing",
    message: ({ file }) => `There is no ${file}; every page of that language shows its texts.`,
    hint: ({ file, reference }) =>
      `Copy ${reference} to ${file} and translate its texts (keep the names before the colons as they are).`,
  }),
  TEXT_MISSING: entry<{ path: string; reference: string; line?: number }>({
    title: 'A translation is missing',
    message: ({ path, reference, line }) =>
      `"${path}" is in ${reference}${line ? ` (line ${line})` : ''} but not in this file, so this language would show nothing there.`,
    hint: ({ path, reference }) => {
      const parts = path.split('.');
      const last = parts.pop() ?? path;
      return parts.length
        ? `Add "${last}:" under "${parts.join('.')}" with the text of ${reference} translated into this file's language.`
        : `Add "${last}:" at the top level, as in ${reference}, with its texts translated into this file's language.`;
    },
  }),
  TEXT_EXTRA: entry<{ path: string; reference: string; suggestion?: string }>({
    title: 'A text the Portuguese file does not have',
    message: ({ path, reference }) =>
      `"${path}" is in this file but not in ${reference}, the reference language, so it would never be shown.`,
    hint: ({ reference, suggestion: s }) =>
      s
        ? `Did you mean "${s}"? Rename it as written in ${reference}.`
        : `Fix its spelling, or remove it (or add it to ${reference} too).`,
  }),
  ITEM_TEXT_MISSING: entry<{ list: string; id: string; where: string }>({
    title: 'An item of the home page has no text',
    message: ({ list, id, where }) =>
      `content/home.yaml shows "${id}" in "${list}", but this file has no text for it under "${where}".`,
    hint: ({ list, id, where }) =>
      `Add "${id}:" under "${where}" (in every language's file), or remove "${id}" from "${list}" in content/home.yaml.`,
  }),
  PLACEHOLDER_MISMATCH: entry<{ key: string; name: string }>({
    title: 'A placeholder is missing in a translation',
    message: ({ key, name }) => `The text of "${key}" must contain {{${name}}}, as the Portuguese text does.`,
    hint: ({ name }) => `Keep {{${name}}} exactly as written; it is replaced when the page is built.`,
  }),
  DUPLICATE_URL: entry<{ url: string; other: string }>({
    title: 'Two pages would have the same address',
    message: ({ url, other }) => `Both this file and ${other} produce ${url}.`,
    hint: () => 'Rename one of the two (its folder or file name decides its address).',
  }),
  GLOSSARY_AVOID: entry<{ found: string; use: string; note?: string; glossary: string }>({
    title: 'A term this language avoids',
    message: ({ found, glossary, note }) =>
      `"${found}" is on the list of terms to avoid in ${glossary}${note ? ` (${note})` : ''}.`,
    hint: ({ use }) => `Write "${use}" instead, or rephrase the sentence.`,
  }),
  TREATMENT_NAMED_TWO_WAYS: entry<{ found: string; use: string; treatment: string; glossary: string }>({
    title: 'Um tratamento com dois nomes no mesmo idioma',
    message: ({ found, use, treatment, glossary }) =>
      `"${found}" é outro nome de "${use}" (content/treatments/${treatment}/). ${glossary} dá um só nome a cada tratamento, para que o paciente o reconheça em todas as páginas deste idioma.`,
    hint: ({ use }) => `Escreva "${use}" no lugar, ou reescreva a frase com esse nome.`,
  }),
  TREATMENT_NAME_MISSING: entry<{ use: string; glossary: string }>({
    title: 'A página do tratamento não usa o nome do glossário',
    message: ({ use, glossary }) =>
      `${glossary} chama este tratamento de "${use}", mas a página não usa esse nome nem no título nem no texto.`,
    hint: ({ use, glossary }) =>
      `Use "${use}" no título ou no primeiro parágrafo, ou corrija o nome em ${glossary} se ele mudou.`,
  }),
  TREATMENT_TITLE_NOT_GLOSSARY: entry<{ found: string; use: string; where: string; glossary: string }>({
    title: 'Um tratamento com outro nome no menu, no título ou no cartão',
    message: ({ found, use, where, glossary }) =>
      `${where} diz "${found}", mas ${glossary} chama este tratamento de "${use}". O menu, o cartão da página inicial e o título da página mostram o mesmo nome, para que o paciente reconheça o tratamento.`,
    hint: ({ use, glossary }) => `Escreva "${use}" aqui, ou mude o nome em ${glossary} e nos outros lugares juntos.`,
  }),
  HEALTH_DETAILS_BY_MESSAGE: entry<{ found: string }>({
    title: 'O texto pede dados de saúde por mensagem',
    message: ({ found }) =>
      `"${found}" pede ao paciente que escreva sintomas, fotos ou exames por WhatsApp, e-mail ou mensagem. A política de privacidade orienta a não enviar dados de saúde por esses canais: eles ficam fora do prontuário.`,
    hint: () =>
      'Peça que o paciente ligue no horário de atendimento ou traga essas informações à consulta, e deixe a mensagem só para marcar ou remarcar o horário.',
  }),
  STORAGE_KEY_UNDISCLOSED: entry<{ key: string; kind: string; where: string }>({
    title: 'Cookie ou chave de armazenamento fora da política de privacidade',
    message: ({ key, kind, where }) =>
      `O site grava "${key}" (${kind}, em ${where}), mas esta política de privacidade não o cita. A LGPD pede que cada cookie e cada chave guardada no navegador sejam informados, com a finalidade e o prazo.`,
    hint: ({ key }) =>
      `Acrescente "${key}" à lista de cookies e armazenamento desta página, dizendo para que serve e por quanto tempo fica guardado.`,
  }),
  PAYMENT_TERMS: entry<{ found: string; where: string }>({
    title: 'Payment terms in advertising',
    message: ({ found, where }) =>
      `"${found}" offers payment terms in ${where}. Dental advertising rules (CFO Code of Dental Ethics, art. 44) forbid prices and payment terms in titles, descriptions and marketing texts.`,
    hint: () =>
      'Remove the payment terms from this text. They may stay only in the FAQ answer about payment (faq.items.q2.answer in content/home/index.<language>.yaml), where a visitor asks for them.',
  }),
  ADVERTISING_CLAIM: entry<{ found: string; kind: 'superlative' | 'guarantee'; where: string }>({
    title: ({ kind }) =>
      kind === 'superlative' ? 'Superlativo em publicidade' : 'Promessa de resultado em publicidade',
    message: ({ found, kind, where }) =>
      `"${found}" ${kind === 'superlative' ? 'coloca a clínica, a equipe ou um tratamento acima dos outros' : 'promete um resultado'} (${where}). O Código de Ética Odontológica (art. 44) e a Resolução CFO-196/2019 proíbem superlativos e garantias em qualquer texto, título ou dado para buscadores.`,
    hint: ({ kind }) =>
      kind === 'superlative'
        ? 'Diga o que a clínica faz, sem comparar: por exemplo, "o dentista explica as opções e os riscos de cada uma" em vez de "a forma mais segura".'
        : 'Diga o que depende de cada caso em vez de prometer: por exemplo, "o resultado varia de pessoa para pessoa e é avaliado na consulta".',
  }),
  SPECIALTY_NOT_HELD: entry<{ found: string; specialty: string; held: string; where: string }>({
    title: 'Especialidade que ninguém da equipe tem',
    message: ({ found, specialty, where }) =>
      `"${found}" (${where}) apresenta especialista em ${specialty}, mas nenhum dentista de content/team.yaml tem essa especialidade. Anunciar uma especialidade que a equipe não tem é proibido (Código de Ética Odontológica, arts. 43 e 44; Resolução CFO-196/2019).`,
    hint: ({ held }) =>
      `Fale do tratamento sem falar de especialista (por exemplo, "tratamos a gengiva" em vez de "periodontistas"). Se um dentista da equipe tiver essa especialidade registrada no CFO, ela precisa constar em content/team.yaml (chave ${held}) antes de ser anunciada.`,
  }),
  TECHNICIAN_TITLED_DOCTOR: entry<{ name: string }>({
    title: 'A technician is titled as a dentist',
    message: ({ name }) =>
      `"${name}" has role: tsb (oral health technician) but is titled "Dr."/"Dra.", a title for dentists only.`,
    hint: () => 'Write the name without "Dr."/"Dra.", or remove "role: tsb" if the person is a dentist.',
  }),
  STAT_SOURCE_MISSING: entry<{ label: string }>({
    title: 'A figure has no source',
    message: ({ label }) =>
      `The figure "${label}" is shown on the home page, but content/site.yaml gives no source for it under "statistics".`,
    hint: ({ label }) =>
      `Add "${label}:" under "statistics:" in content/site.yaml with the source in every language, or remove the figure from this list.`,
  }),
  REGISTRATION_MISMATCH: entry<{ name: string; cro: string; where: string }>({
    title: "A dentist's registration does not match the team list",
    message: ({ name, cro, where }) =>
      `${name} is registered as ${cro} in content/team.yaml, but ${where} does not list that number.`,
    hint: ({ cro }) => `Write the same registration (${cro}) in both places, exactly as the council issued it.`,
  }),
  LANDING_TEXT_MISSING: entry<{ service: string; place: string }>({
    title: 'A local page has no text of its own',
    message: ({ service, place }) =>
      `The page for "${service}" in ${place} has no entry in this file, so it would only repeat shared text.`,
    hint: ({ service }) =>
      `Add an entry "${service}:" with intro, heading, local (two paragraphs or more) and faq (two questions or more), like the other entries of this file.`,
  }),
  LANDING_FILE_UNUSED: entry<{ slug: string; allowed: string[]; suggestion?: string }>({
    title: 'A local page file names no neighbourhood',
    message: ({ slug, allowed }) =>
      `"${slug}" is not a neighbourhood of content/landing/neighbourhoods.yaml (${allowed.join(', ')}).`,
    hint: ({ suggestion: s }) =>
      `Name the file after a neighbourhood's slug, or add the neighbourhood to neighbourhoods.yaml.${suggestion(s)}`,
  }),
  LANDING_URGENT_HOURS: entry<{ service: string; placeholder: string }>({
    title: 'An urgency page does not say when the clinic is open',
    message: ({ service }) =>
      `The pages of "${service}" are about urgent care, but their first sentence does not give the clinic's opening hours: a patient in pain must know at once whether the clinic is open.`,
    hint: ({ placeholder }) =>
      `Write the field urgent: with ${placeholder} where the hours go, for example: urgent: "A clínica recebe urgências no seu horário de atendimento: ${placeholder}." The hours come from content/site.yaml.`,
  }),
  LANDING_TOO_LONG: entry<{ field: string; text: string; length: number; limit: number }>({
    title: 'A local page title or description is too long',
    message: ({ field, text, length, limit }) =>
      `The ${field} "${text}" has ${length} characters once the neighbourhood is filled in; the limit is ${limit}.`,
    hint: ({ field }) => `Shorten the ${field} so it fits with the longest neighbourhood name.`,
  }),
  PAGE_ORPHAN: entry<{ slug: string; list: string; menu: string }>({
    title: 'A page is published but nothing links to it',
    message: ({ slug, menu }) =>
      `The page /${slug}/ is on the site, but neither the ${menu} menu, the home page nor any other page links to it: visitors can reach it only by search.`,
    hint: ({ slug, list }) =>
      `Add "${slug}" to the ${list} list of content/home.yaml (in the editor: Página inicial), which makes the menu and the home page's cards; or link to it from another page with [text](/${slug}/).`,
    severity: 'warning',
  }),
} as const;

export type IssueCode = keyof typeof CATALOG;
export type CatalogArgs<C extends IssueCode> = Parameters<(typeof CATALOG)[C]['message']>[0];

/**
 * The one way an issue is made: its words and severity come from the catalogue.
 * With `source`, a few lines around `pos` are shown; `lineOffset` is the number of file lines
 * before `source` (front matter starts after its ---), so `pos` is in file lines.
 */
export function makeIssue<C extends IssueCode>(
  code: C,
  args: CatalogArgs<C>,
  file: string,
  pos?: { line: number; col: number },
  source?: string,
  lineOffset = 0,
): ContentIssue {
  const e = CATALOG[code] as CatalogEntry<CatalogArgs<C>>;
  return {
    code,
    severity: e.severity,
    file,
    ...(pos ? { line: pos.line, col: pos.col } : {}),
    title: typeof e.title === 'string' ? e.title : e.title(args),
    message: e.message(args),
    hint: e.hint(args),
    ...(pos && source !== undefined ? { frame: codeFrame(source, pos.line - lineOffset, pos.col, lineOffset) } : {}),
  };
}

/** Closest candidate within a small edit distance, for "did you mean". */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(value.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  const limit = Math.max(2, Math.floor(value.length / 3));
  return bestDistance <= limit ? best : undefined;
}

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}
