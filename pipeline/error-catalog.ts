/**
 * Every mistake an editor can make, in one place, and the one function that reports them
 * (makeIssue). With pipeline/catalogue/ it is the one catalogue of what an editor reads.
 * Each entry is written in Portuguese first (`pt`: the clinic's and its editors' language; the
 * build prints it and the editor's refusals quote it); `en`, where kept, is for developers'
 * logs and tests, and falls back to `pt`. Style: say what happened and why in plain words,
 * then what to do. No jokes, no "Error:" prefix, no jargon an editor would not know.
 * tests/unit/error-catalog.test.ts checks that every code the build emits is here, that
 * issues are built only by makeIssue, and that no entry is dead;
 * tests/unit/catalogue.test.ts that no editor-facing sentence is written anywhere else.
 */
export type Severity = 'error' | 'warning';

/** One mistake said in one language: a few words, what happened, how to fix it. */
export interface IssueWords {
  title: string;
  message: string;
  hint: string;
}

/** Made by makeIssue only. */
export interface ContentIssue extends IssueWords {
  code: IssueCode;
  severity: Severity;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line?: number;
  col?: number;
  /** What an editor reads: the build's output and the editor's refusals. */
  pt: IssueWords;
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

/** One language's words of an entry, built from the case. */
export interface EntryWords<A> {
  /** A few words, the same for every case (the editors' guide lists them), or built from the case. */
  title: string | ((args: A) => string);
  message: (args: A) => string;
  hint: (args: A) => string;
}

export interface CatalogEntry<A> {
  /** Portuguese: what the build prints and the editor shows. */
  pt: EntryWords<A>;
  /** English for developers, where kept; otherwise the Portuguese. */
  en?: EntryWords<A>;
  /** Errors stop the build; warnings are printed and the build goes on. */
  severity: Severity;
}

function entry<A>(e: Omit<CatalogEntry<A>, 'severity'> & { severity?: Severity }): CatalogEntry<A> {
  return { ...e, severity: e.severity ?? 'error' };
}

const suggestion = (s?: string): string => (s ? ` Did you mean "${s}"?` : '');

/** What a schema rule asks of a field, from zod's issue (its code and what it measured), for the title and the fix. */
export type FieldRule = 'too_short' | 'too_long' | 'too_few' | 'too_many' | 'invalid_format' | 'invalid_type' | 'other';

const FIELD_RULE_TITLE: Record<FieldRule, string> = {
  too_short: 'Um texto curto demais',
  too_long: 'Um texto longo demais',
  too_few: 'Uma lista com itens de menos',
  too_many: 'Uma lista com itens demais',
  invalid_format: 'Um valor fora do formato pedido',
  invalid_type: 'Um campo com um valor de outro tipo',
  other: 'Um valor que o site não aceita',
};
const FIELD_RULE_TITLE_EN: Record<FieldRule, string> = {
  too_short: 'A text is too short',
  too_long: 'A text is too long',
  too_few: 'A list has too few items',
  too_many: 'A list has too many items',
  invalid_format: 'A value is not in the form asked for',
  invalid_type: 'A field has a value of the wrong kind',
  other: 'A field has a value the site does not take',
};

/** What is wrong, when the schema gives no words of its own. */
function fieldRule(rule: FieldRule | undefined, limit: number | undefined): string {
  const n = limit ?? 1;
  if (rule === 'too_short') return `precisa de pelo menos ${n} ${n === 1 ? 'caractere' : 'caracteres'}`;
  if (rule === 'too_long') return `aceita no máximo ${n} caracteres`;
  if (rule === 'too_few') return `precisa de pelo menos ${n} ${n === 1 ? 'item' : 'itens'}`;
  if (rule === 'too_many') return `aceita no máximo ${n} ${n === 1 ? 'item' : 'itens'}`;
  if (rule === 'invalid_format') return 'não está no formato pedido';
  if (rule === 'invalid_type') return 'tem um valor de outro tipo (texto, número, lista ou data)';
  return 'tem um valor que o site não aceita';
}

const FIELD_RULE_FIX: Record<FieldRule, (limit?: number) => string> = {
  too_short: (limit) => (limit && limit > 1 ? `Escreva pelo menos ${limit} caracteres.` : 'Preencha este campo.'),
  too_long: (limit) => (limit ? `Encurte o texto para no máximo ${limit} caracteres.` : 'Encurte o texto.'),
  too_few: (limit) => `Acrescente itens à lista, até ter pelo menos ${limit ?? 1}.`,
  too_many: (limit) => `Tire itens da lista, até ficar com no máximo ${limit ?? 1}.`,
  invalid_format: () => 'Escreva o valor no formato do exemplo da dica do campo.',
  invalid_type: () =>
    'Compare com outro item do mesmo arquivo e use o mesmo tipo de valor (texto, número, lista ou data).',
  other: () => 'Compare com outro item do mesmo arquivo e escreva o valor da mesma forma.',
};

/** A date written wrong, as the field's reader found it: what to write instead. */
export type DateFix =
  | { kind: 'format' }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'day'; year: number; month: number; day: number; days: number }
  | { kind: 'rewrite'; iso: string };

const MONTHS_PT = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number): string => String(n).padStart(2, '0');

function dateFixPt(d: DateFix): string {
  if (d.kind === 'format') return 'Escreva a data como ano-mês-dia, com algarismos: 2026-03-14.';
  if (d.kind === 'month') return `Não existe o mês ${d.month}. Escreva a data como ano-mês-dia: ${d.year}-03-14.`;
  if (d.kind === 'day')
    return `${MONTHS_PT[d.month - 1]} de ${d.year} tem ${d.days} dias: o dia ${d.day} não existe. Escreva uma data real, como ${d.year}-${two(d.month)}-${two(d.days)}.`;
  return `Escreva a data como ano-mês-dia: ${d.iso}.`;
}

function dateFixEn(d: DateFix): string {
  if (d.kind === 'format') return 'Write the date as year-month-day with digits, e.g. 2026-03-14.';
  if (d.kind === 'month')
    return `There is no month ${d.month}. Write the date as year-month-day, e.g. ${d.year}-03-14.`;
  if (d.kind === 'day')
    return `${MONTHS_EN[d.month - 1]} ${d.year} has ${d.days} days, so day ${d.day} does not exist. Write a real date as year-month-day, e.g. ${d.year}-${two(d.month)}-${two(d.days)}.`;
  return `Write the date as year-month-day: ${d.iso}.`;
}

export const CATALOG = {
  YAML_SYNTAX: entry<{ detail: string }>({
    pt: {
      title: 'O arquivo não pôde ser lido (sintaxe YAML)',
      message: ({ detail }) => `O texto não está escrito em YAML válido: ${detail}`,
      hint: () =>
        'Confira o recuo (espaços, não tabulações, alinhados com a linha de cima), um ":" que falta depois do nome de um campo, ou um valor com ":" ou "#" que precisa de aspas.',
    },
    en: {
      title: 'The file cannot be read (YAML syntax)',
      message: ({ detail }) => `The text is not valid YAML: ${detail}`,
      hint: () =>
        'Check indentation (spaces, not tabs, aligned with the line above), a missing ":" after a field name, or a value with ":" or "#" that needs quotes.',
    },
  }),
  YAML_TAB: entry<Record<string, never>>({
    pt: {
      title: 'Uma tabulação no recuo (YAML)',
      message: () => 'Esta linha começa com uma tabulação; os arquivos YAML usam só espaços no recuo.',
      hint: () => 'Troque a tabulação do começo da linha por espaços, alinhados com a linha de cima.',
    },
    en: {
      title: 'A tab is used for indentation (YAML)',
      message: () => 'This line is indented with a tab; YAML files are indented with spaces only.',
      hint: () =>
        'Replace the tab at the start of the line with spaces, aligned with the line above (editors often have "convert indentation to spaces").',
    },
  }),
  JSON_SYNTAX: entry<{ detail: string; fix?: string }>({
    pt: {
      title: 'O arquivo de tradução não pôde ser lido (sintaxe JSON)',
      message: ({ detail }) => `O texto não está escrito em JSON válido: ${detail}`,
      hint: () =>
        'Cada linha é "chave": "texto", separadas por vírgulas, sem vírgula depois da última. Aspas dentro de um texto levam uma barra antes: \\".',
    },
    en: {
      title: 'The translation file cannot be read (JSON syntax)',
      message: ({ detail }) => `The text is not valid JSON: ${detail}`,
      hint: ({ fix }) =>
        fix ??
        'Each line is "key": "text", separated by commas, with no comma after the last one. Quotes inside a text need a backslash: \\".',
    },
  }),
  DUPLICATE_KEY: entry<{ key: string; first: number }>({
    pt: {
      title: 'O mesmo nome está escrito duas vezes',
      message: ({ key, first }) =>
        `"${key}" já aparece na linha ${first}; só um dos dois valores seria usado, sem aviso.`,
      hint: ({ first }) => `Fique com uma das duas linhas: apague esta, ou a da linha ${first}.`,
    },
    en: {
      title: 'The same name is written twice',
      message: ({ key, first }) =>
        `"${key}" is already given on line ${first}; only one of the two values could be kept, silently.`,
      hint: ({ first }) => `Keep one of the two lines: delete this one, or the one on line ${first}.`,
    },
  }),
  CONTROL_CHARACTER: entry<{ code: string }>({
    pt: {
      title: 'Um caractere de controle invisível no texto',
      message: ({ code }) =>
        `O caractere ${code} está aqui. Ele é invisível, quebra o feed do blog e a página, e não é aceito em nenhum texto.`,
      hint: () =>
        'Apague o trecho em volta e digite de novo (textos colados do Word trazem esses caracteres; Shift+Enter, por exemplo, dá U+000B).',
    },
    en: {
      title: 'An invisible control character is in the text',
      message: ({ code }) =>
        `The character ${code} is here. It is invisible, breaks the blog feed and the page markup, and is not allowed in any text.`,
      hint: () =>
        'Delete the text around the caret and type it again (pasting from Word brings such characters, e.g. Shift+Enter gives U+000B).',
    },
  }),
  FRONT_MATTER_MISSING: entry<Record<string, never>>({
    pt: {
      title: 'A página não tem o bloco de campos do começo',
      message: () => 'Uma página começa com um bloco de campos entre duas linhas de três hífens (---).',
      hint: () => 'Copie as primeiras linhas de uma página parecida (title, description, ...) e adapte.',
    },
    en: {
      title: 'The page has no front matter',
      message: () => 'A page starts with a block of fields between two lines of three dashes (---).',
      hint: () => 'Copy the first lines of a sibling file (title, description, ...) and adapt them.',
    },
  }),
  FRONT_MATTER_UNCLOSED: entry<{ guess?: number }>({
    pt: {
      title: 'O bloco de campos do começo não está fechado',
      message: () =>
        'A página abre os campos com --- na linha 1, mas nenhuma linha depois os fecha com ---, e a página inteira seria lida como campos.',
      hint: ({ guess }) =>
        `Acrescente uma linha só com --- depois do último campo${guess ? ` (a linha ${guess} parece ser o fim dos campos)` : ''}.`,
    },
    en: {
      title: 'The block of fields at the top is not closed',
      message: () =>
        'The page opens its fields with --- on line 1, but no later line closes them with ---, so the whole page would be read as fields.',
      hint: ({ guess }) =>
        `Add a line with only --- after the last field${guess ? ` (line ${guess} looks like the end of the fields)` : ''}.`,
    },
  }),
  UNKNOWN_FILE: entry<{ name: string; expected: string; suggestion?: string; folder?: string }>({
    pt: {
      title: 'Um arquivo que o site não conhece',
      message: ({ name, expected }) =>
        `"${name}" não é um arquivo que esta pasta possa ter, e seria ignorado. Aqui o site espera: ${expected}.`,
      hint: ({ suggestion: s, folder }) =>
        `Renomeie o arquivo${s ? `: você quis dizer "${s}"?` : ''}, ou tire-o de ${folder ?? 'content/'}.`,
    },
    en: {
      title: 'A file the build does not know',
      message: ({ name, expected }) =>
        `"${name}" is not a file this folder can hold, so it would be ignored. Expected here: ${expected}.`,
      hint: ({ suggestion: s, folder }) =>
        `Rename the file${s ? `: did you mean "${s}"?` : ''}, or move it out of ${folder ?? 'content/'}.`,
    },
  }),
  PUBLIC_HIDDEN_FILE: entry<{ name: string }>({
    pt: {
      title: 'Um arquivo oculto em public/ ficou de fora',
      message: ({ name }) =>
        `"${name}" começa com um ponto: arquivos assim guardam configurações ou senhas (.env, .git), e não são publicados.`,
      hint: () => 'Apague o arquivo de public/, ou leve-o para outro lugar se o projeto precisar dele.',
    },
    en: {
      title: 'A hidden file in public/ was left out',
      message: ({ name }) =>
        `"${name}" starts with a dot: such files hold settings or secrets (.env, .git), so it is not published.`,
      hint: () => 'Delete it from public/, or move it elsewhere if the project needs it.',
    },
    severity: 'warning',
  }),
  PUBLIC_COLLISION: entry<{ name: string }>({
    pt: {
      title: 'Um arquivo em public/ tem o nome de um arquivo que o site gera',
      message: ({ name }) =>
        `"${name}" também é gerado pelo site (uma página, o mapa do site, as regras da hospedagem, um feed, uma imagem de compartilhamento ou um script); a cópia em public/ não é publicada.`,
      hint: () =>
        'Renomeie ou apague o arquivo em public/; para mudar o arquivo gerado, mude o conteúdo ou os modelos que o geram.',
    },
    en: {
      title: 'A file in public/ has the name of a file the build makes',
      message: ({ name }) =>
        `"${name}" is also made by the build (a page, the sitemap, the host's rules, a feed, a share image or a script), so the copy in public/ is not published.`,
      hint: () =>
        'Rename or delete the file in public/; to change the generated file, change the content or the templates that make it.',
    },
    severity: 'warning',
  }),
  SYMLINK_OUTSIDE: entry<{ target: string; folder: string }>({
    pt: {
      title: 'Um atalho para um arquivo fora da pasta',
      message: ({ target, folder }) =>
        `Isto é um atalho (link simbólico) para ${target}, fora de ${folder}; o site não lê nada por um atalho que sai da pasta.`,
      hint: ({ folder }) => `Troque o atalho por uma cópia do arquivo, dentro de ${folder}.`,
    },
    en: {
      title: 'A link to a file outside its folder',
      message: ({ target, folder }) =>
        `This is a symbolic link to ${target}, outside ${folder}; the build reads nothing through a link that leaves the folder it is in.`,
      hint: ({ folder }) => `Replace the link with a copy of the file, inside ${folder}.`,
    },
  }),
  NOT_UTF8: entry<{ encoding: string }>({
    pt: {
      title: 'O arquivo não está salvo em UTF-8',
      message: ({ encoding }) => `O arquivo está em ${encoding}, e as letras acentuadas apareceriam como "�" no site.`,
      hint: () =>
        'Salve como UTF-8 (save as UTF-8): no editor de texto, "Salvar com codificação" ou "Reabrir com codificação", e escolha UTF-8.',
    },
    en: {
      title: 'The file is not saved as UTF-8',
      message: ({ encoding }) =>
        `The file is written in ${encoding}, so accented letters would appear as "�" on the site.`,
      hint: () =>
        'Save it as UTF-8 (salve como UTF-8): in the text editor, "Save with encoding" or "Reopen with encoding", then UTF-8.',
    },
  }),
  MARKDOWN_TOO_DEEP: entry<{ max: number }>({
    pt: {
      title: 'Citações ou listas umas dentro das outras demais',
      message: ({ max }) =>
        `Esta linha põe citações (>) ou listas umas dentro das outras em mais de ${max} níveis; a página não seria gerada em tempo razoável.`,
      hint: () =>
        'Tire os sinais ">" ou marcadores de lista a mais, ou o recuo do começo da linha; uma página precisa de dois ou três níveis no máximo.',
    },
    en: {
      title: 'Quotes or lists nested too deep',
      message: ({ max }) =>
        `This line puts quotes (>) or lists inside each other more than ${max} levels deep; the page could not be built in reasonable time.`,
      hint: () =>
        'Remove the extra ">" signs or list markers, or the indentation at the start of the line; a page needs two or three levels at most.',
    },
  }),
  MARKDOWN_TOO_COMPLEX: entry<{ detail: string }>({
    pt: {
      title: 'Um parágrafo com que a página não pode ser gerada',
      message: ({ detail }) =>
        `O Markdown a partir desta linha tem ${detail}; a página não seria gerada em tempo razoável.`,
      hint: () =>
        'Tire os sinais [ ] * _ ou ` repetidos (escreva-os como palavras, ou divida o parágrafo) e salve de novo.',
    },
    en: {
      title: 'A paragraph the page cannot be built from',
      message: ({ detail }) =>
        `The Markdown from this line on has ${detail}; the page could not be built in reasonable time.`,
      hint: () =>
        'Remove the repeated [ ] * _ or ` signs (write them as words, or split the paragraph), then save again.',
    },
  }),
  YAML_TOO_COMPLEX: entry<{ detail: string }>({
    pt: {
      title: 'O arquivo repete as próprias partes vezes demais (YAML)',
      message: ({ detail }) => `Nomes definidos com & e reusados com * se expandem em texto demais: ${detail}`,
      hint: () =>
        'Escreva cada valor por extenso em vez de reusá-lo com & e * (os arquivos do site não precisam de nenhum dos dois).',
    },
    en: {
      title: 'The file repeats its own parts too often (YAML)',
      message: ({ detail }) => `Names defined with & and reused with * expand to too much text: ${detail}`,
      hint: () => "Write each value out instead of reusing it with & and * (the site's files need neither).",
    },
  }),
  IMAGE_UNREADABLE: entry<{ detail: string }>({
    pt: {
      title: 'Uma imagem não pôde ser lida',
      message: ({ detail }) => `Este arquivo não é uma imagem que o site consiga ler: ${detail}.`,
      hint: () =>
        'Abra-a num visualizador de imagens; exporte de novo em JPEG, PNG, WebP, AVIF ou SVG, ou recupere a versão anterior.',
    },
    en: {
      title: 'An image file cannot be read',
      message: ({ detail }) => `This file is not a picture the build can read: ${detail}.`,
      hint: () =>
        'Open it in an image viewer; export it again as JPEG, PNG, WebP, AVIF or SVG, or restore it from Git history.',
    },
  }),
  IMAGE_TOO_LARGE: entry<{ size?: string; max: number }>({
    pt: {
      title: 'Uma imagem grande demais',
      message: ({ size, max }) =>
        `${size ? `Ela mede ${size} pixels` : 'Ela tem mais pixels do que o site consegue abrir'}; o site aceita imagens de até ${max} pixels de lado.`,
      hint: ({ max }) =>
        `Reduza a imagem para ${max} pixels de lado ou menos (2400 bastam para a tela mais larga); num SVG, corrija a largura, a altura ou o viewBox.`,
    },
    en: {
      title: 'An image is too large to process',
      message: ({ size, max }) =>
        `${size ? `It measures ${size} pixels` : 'It has more pixels than the image library opens'}; the site takes pictures up to ${max} pixels per side.`,
      hint: ({ max }) =>
        `Resize it to ${max} pixels or less per side (2400 is plenty for the widest layout); for an SVG, fix its width, height or viewBox.`,
    },
  }),
  FILE_MISSING: entry<{ file: string }>({
    pt: {
      title: 'Falta um arquivo de que o site precisa',
      message: ({ file }) => `O site precisa de ${file}, e ele não existe.`,
      hint: () => 'Recupere o arquivo da versão anterior, ou crie-o como o README explica.',
    },
    en: {
      title: 'A required file is missing',
      message: ({ file }) => `The build needs ${file}, and it does not exist.`,
      hint: () => 'Restore the file from Git history, or create it following the README.',
    },
  }),
  LANDING_FILE_MISSING: entry<{ place: string; file: string }>({
    pt: {
      title: 'Falta um arquivo de que o site precisa',
      message: ({ place }) => `${place} não tem o arquivo com os textos das suas páginas.`,
      hint: ({ file }) =>
        `Crie ${file} com um item para cada serviço de services.yaml (copie o arquivo de outro bairro e reescreva todos os textos).`,
    },
    en: {
      title: 'A required file is missing',
      message: ({ place }) => `${place} has no file with its pages' own texts.`,
      hint: ({ file }) =>
        `Create ${file} with one entry per service of services.yaml (copy another neighbourhood's file and rewrite every text).`,
    },
  }),
  PAGE_MISSING: entry<{ file: string }>({
    pt: {
      title: 'Falta uma página para a qual os menus apontam',
      message: ({ file }) => `O site tem links para esta página, mas ${file} não existe.`,
      hint: () => 'Crie a página (copie uma parecida e adapte) ou recupere a versão anterior.',
    },
    en: {
      title: 'A page the menus link to is missing',
      message: ({ file }) => `The site links to this page, but ${file} does not exist.`,
      hint: () => 'Create the file (copy a sibling page and adapt it), or restore it from Git history.',
    },
  }),
  UNKNOWN_LANGUAGE: entry<{ lang: string; known: readonly string[]; suggestion?: string }>({
    pt: {
      title: 'Idioma desconhecido no nome de um arquivo',
      message: ({ lang, known }) => `"index.${lang}.md" não é um dos idiomas do site (${known.join(', ')}).`,
      hint: ({ suggestion: s }) =>
        `Dê ao arquivo o nome do idioma, como index.pt.md ou index.en.md.${s ? ` Você quis dizer "index.${s}.md"?` : ''}`,
    },
    en: {
      title: 'Unknown language in a file name',
      message: ({ lang, known }) => `"index.${lang}.md" is not one of the site's languages (${known.join(', ')}).`,
      hint: ({ suggestion: s }) =>
        `Name the file after its language, e.g. index.pt.md or index.en.md.${s ? ` Did you mean "index.${s}.md"?` : ''}`,
    },
  }),
  RESERVED_SLUG: entry<{ slug: string; reserved: readonly string[] }>({
    pt: {
      title: 'Este endereço já é do próprio blog',
      message: ({ slug, reserved }) =>
        `/blog/${slug}/ já é uma página do blog (${reserved.join(', ')} são reservados).`,
      hint: () => 'Mude o endereço do post, por exemplo acrescentando uma palavra sobre o assunto.',
    },
    en: {
      title: 'This folder name is taken by the blog itself',
      message: ({ slug, reserved }) =>
        `/blog/${slug}/ is already a page of the blog (${reserved.join(', ')} are reserved).`,
      hint: () => 'Rename the folder of the post, e.g. add a word describing its subject.',
    },
  }),
  BAD_SLUG: entry<{ slug: string }>({
    pt: {
      title: 'Um endereço que o site não aceita',
      message: ({ slug }) => `"${slug}" precisa ser de palavras minúsculas sem acentos, ligadas por hífens.`,
      hint: () => 'Use palavras minúsculas sem acentos, ligadas por hífens, como "como-escovar-os-dentes".',
    },
    en: {
      title: 'A folder name cannot be a web address',
      message: ({ slug }) => `"${slug}" must be lower-case words without accents, joined by hyphens.`,
      hint: () => 'Rename the folder, e.g. "como-escovar-os-dentes".',
    },
  }),
  DUPLICATE_SLUG: entry<{ slug: string }>({
    pt: {
      title: 'Duas páginas com o mesmo endereço',
      message: ({ slug }) => `O endereço "${slug}" está em duas páginas; cada página precisa do seu.`,
      hint: () => 'Escolha outro título (ou outro endereço) para uma das duas.',
    },
    en: {
      title: 'Two entries have the same slug',
      message: ({ slug }) => `The slug "${slug}" is used twice; each entry needs its own address.`,
      hint: () => 'Change one of the two slugs.',
    },
  }),
  TOO_LONG: entry<{ field: 'title' | 'description'; length: number; limit: number }>({
    pt: {
      title: ({ field }) => (field === 'title' ? 'O título é longo para a busca' : 'A descrição é longa para a busca'),
      message: ({ length, limit }) => `Tem ${length} caracteres; os buscadores mostram uns ${limit}.`,
      hint: () => 'Encurte o texto, deixando as palavras mais importantes no começo.',
    },
    en: {
      title: ({ field }) => `The ${field} is long for search results`,
      message: ({ length, limit }) => `It has ${length} characters; search engines show about ${limit}.`,
      hint: ({ field }) => `Shorten the ${field}, keeping the most important words first.`,
    },
    severity: 'warning',
  }),
  AUTHOR_FIELD: entry<{
    author: string;
    specialties: readonly string[];
    category: string;
    fields: readonly string[];
    fitting: readonly string[];
  }>({
    pt: {
      title: 'O(a) autor(a) não é da área do post',
      message: ({ author, specialties, category, fields }) =>
        `${author} (${specialties.join(', ')}) não é especialista da categoria "${category}", que as Categorias do blog dão a: ${fields.join(', ')}.`,
      hint: ({ fitting }) =>
        `Escolha como autor(a) um(a) dentista da área: ${fitting.join(', ') || '(ninguém da Equipe)'}; ou mude a categoria.`,
    },
    en: {
      title: "The author does not work in the post's field",
      message: ({ author, specialties, category, fields }) =>
        `The "author", ${author} (${specialties.join(', ')}), is not a specialist of the category "${category}", which content/blog/categories.yaml gives to: ${fields.join(', ')}.`,
      hint: ({ fitting }) =>
        `Name a dentist of that field as the author: ${fitting.join(', ') || '(none in content/team.yaml)'}.`,
    },
  }),
  AUTHOR_DIFFERS: entry<{ author: string; first: string; firstFile: string }>({
    pt: {
      title: 'As traduções de um post têm autores diferentes',
      message: ({ author, first, firstFile }) => `Esta tradução diz "${author}", ${firstFile} diz "${first}".`,
      hint: ({ first }) => `Use o mesmo autor em todos os idiomas do post: ${first}.`,
    },
    en: {
      title: 'The translations of a post name different authors',
      message: ({ author, first, firstFile }) => `This file says "${author}", ${firstFile} says "${first}".`,
      hint: ({ first }) => `Use the same author in every language file of the post: author: ${first}`,
    },
  }),
  TREATED_BY_DIFFERS: entry<{ value: readonly string[]; first: readonly string[]; firstFile: string }>({
    pt: {
      title: 'As traduções de um tratamento dizem quem atende de formas diferentes',
      message: ({ value, first, firstFile }) =>
        `Este arquivo diz treated_by: [${value.join(', ')}]; ${firstFile} diz [${first.join(', ')}].`,
      hint: ({ first }) =>
        `Quem atende é o mesmo em todos os idiomas. Escreva em cada arquivo do tratamento: treated_by: [${first.join(', ')}]`,
    },
  }),
  TREATED_BY_NOBODY: entry<{ specialty: string; held: readonly string[] }>({
    pt: {
      title: 'Ninguém da equipe tem esta especialidade',
      message: ({ specialty }) =>
        `"${specialty}" está em treated_by, mas nenhum dentista de content/team.yaml tem essa especialidade; a página diria que a clínica oferece uma especialidade que a equipe não tem (CFO, Res. 196/2019).`,
      hint: ({ held }) =>
        `Use uma especialidade da equipe: ${held.join(', ')}; ou acrescente primeiro o dentista em content/team.yaml.`,
    },
  }),
  CALLOUT_HEADING_MISSING: entry<{ heading: string; headings: readonly string[]; suggestion?: string }>({
    pt: {
      title: 'O destaque aponta para um título que não existe no texto',
      message: ({ heading }) =>
        `callouts cita o título "${heading}", mas o texto da página não tem uma linha "## ${heading}".`,
      hint: ({ headings, suggestion: s }) =>
        s
          ? `Você quis dizer "${s}"? Copie o título exatamente como está no texto, sem o "## ".`
          : `Copie um dos títulos do texto, sem o "## ": ${headings.map((h) => `"${h}"`).join(', ')}.`,
    },
  }),
  TITLE_TOO_LONG: entry<{ length: number; max: number }>({
    pt: {
      title: 'O título do post é longo demais',
      message: ({ length, max }) =>
        `Tem ${length} caracteres; o título de um post tem no máximo ${max}, para aparecer inteiro na busca e nos cartões.`,
      hint: ({ max }) =>
        `Encurte para no máximo ${max} caracteres, deixando primeiro as palavras que um leitor buscaria (um subtítulo pode ir na descrição).`,
    },
    en: {
      title: 'The post title is too long',
      message: ({ length, max }) =>
        `It has ${length} characters; a post title has at most ${max}, so search results and cards show it whole.`,
      hint: () =>
        'Shorten the title, keeping the words a reader would search for first (a subtitle can go in the description).',
    },
  }),
  DATE_ORDER: entry<{ updated: string; date: string }>({
    pt: {
      title: 'A data de atualização é anterior à de publicação',
      message: ({ updated, date }) => `A atualização (${updated}) é anterior à publicação (${date}).`,
      hint: () =>
        'Use a data da última mudança de verdade, no dia da publicação ou depois (ou apague a data de atualização).',
    },
    en: {
      title: 'The update date is before the publication date',
      message: ({ updated, date }) => `updated (${updated}) is earlier than date (${date}).`,
      hint: () => 'Use the date of the last real change, on or after the publication date.',
    },
  }),
  TRANSLATION_TO_REVIEW: entry<{ fields: readonly string[]; source: string; lang: string }>({
    pt: {
      title: 'Uma tradução a revisar: o português mudou',
      message: ({ fields, source }) =>
        `O português de ${fields.map((f) => `"${f}"`).join(', ')} (${source}) mudou depois desta tradução, ou ela nunca foi marcada como traduzida.`,
      hint: () =>
        'Compare o texto deste idioma com o português e salve-o no editor (ou rode npm run translations -- --mark <arquivo> se ele continuar certo).',
    },
    en: {
      title: 'A translation to review: its Portuguese changed',
      message: ({ fields, source }) =>
        `The Portuguese of ${fields.map((f) => `"${f}"`).join(', ')} (${source}) changed after this was translated, or was never marked as translated.`,
      hint: ({ lang }) =>
        `Review the ${lang} text against the Portuguese and save it in the editor (or run npm run translations -- --mark <file> when it is still right).`,
    },
    severity: 'warning',
  }),
  MARKS_INVALID: entry<{ detail: string }>({
    pt: {
      title: 'As marcas de tradução não puderam ser lidas',
      message: ({ detail }) => `content/translations.yaml é escrito pelo editor e por npm run translations: ${detail}.`,
      hint: () =>
        'Desfaça a edição à mão de content/translations.yaml, ou apague o arquivo e rode npm run translations -- --mark-all.',
    },
    en: {
      title: 'The translation marks cannot be read',
      message: ({ detail }) =>
        `content/translations.yaml is written by the editor and npm run translations: ${detail}.`,
      hint: () =>
        'Undo the hand edit of content/translations.yaml, or delete it and run npm run translations -- --mark-all.',
    },
    severity: 'warning',
  }),
  RAW_HTML: entry<{ html: string }>({
    pt: {
      title: 'Código HTML que o site não publica',
      message: ({ html }) => `"${html.slice(0, 60)}" é HTML; as páginas mostram só Markdown, e ele foi retirado.`,
      hint: () => 'Use Markdown: ## para títulos, - para listas, **negrito**, [texto](/pagina/) para um link.',
    },
    en: {
      title: 'HTML in a Markdown file was left out',
      message: ({ html }) => `"${html.slice(0, 60)}" is HTML; pages show only Markdown, so it was removed.`,
      hint: () =>
        'Write it in Markdown instead (## for a heading, **bold**, [text](/page/) for a link), or ask a developer.',
    },
    severity: 'warning',
  }),
  LINK_BROKEN: entry<{ url: string; slug: string; from?: string }>({
    pt: {
      title: 'Um link para uma página que não existe',
      message: ({ url, slug, from }) =>
        `O link "${url}" não leva a lugar nenhum: não há página /${slug}/ neste idioma${from === undefined ? '' : ` (lido a partir do endereço desta página, /${from}/)`}.`,
      hint: () =>
        'Confira o endereço na lista de páginas (por exemplo /clareamento/), com barras dos dois lados, ou tire o link.',
    },
    en: {
      title: 'A link points to a page that does not exist',
      message: ({ url, slug, from }) =>
        `The link "${url}" leads nowhere: there is no page /${slug}/ in this language${from === undefined ? '' : ` (read from this page's address, /${from}/)`}.`,
      hint: () =>
        'Check the address against the page list (for example /clareamento/ or /pos-cirurgia/), with slashes on both sides.',
    },
  }),
  ANCHOR_BROKEN: entry<{ url: string; hash: string; ids: readonly string[] }>({
    pt: {
      title: 'Um link para uma seção que a página não tem',
      message: ({ url, hash }) => `"${url}" aponta para a seção #${hash}, que aquela página não tem.`,
      hint: ({ ids }) =>
        `Use uma das seções dela: ${ids.slice(0, 12).join(', ') || '(nenhuma)'}; o nome de uma seção é o título em minúsculas, com hífens. Ou tire a parte depois do #.`,
    },
    en: {
      title: 'A link points to a section that does not exist',
      message: ({ url, hash }) => `"${url}" names the section #${hash}, which that page does not have.`,
      hint: ({ ids }) =>
        `Use one of its sections: ${ids.slice(0, 12).join(', ') || '(none)'}; a section's name is its heading in lower case, with hyphens.`,
    },
  }),
  LINK_UNSAFE: entry<{ url: string; scheme: string }>({
    pt: {
      title: 'Um link com um endereço inseguro',
      message: ({ url, scheme }) =>
        `"${url.slice(0, 80)}" começa com ${scheme}, que pode rodar código ou abrir arquivos do computador; as páginas só têm links para sites (https://), e-mail (mailto:) e telefones (tel:).`,
      hint: () => 'Use uma página do site (/clareamento/) ou um endereço https:// completo, ou tire o link.',
    },
    en: {
      title: 'A link with an unsafe address',
      message: ({ url, scheme }) =>
        `"${url.slice(0, 80)}" starts with ${scheme}, which can run code or open local files; pages link only to web pages (https://), e-mail (mailto:) and phones (tel:).`,
      hint: () => 'Link to a page of the site (/clareamento/) or to a full https:// address, or remove the link.',
    },
  }),
  LINK_INCOMPLETE: entry<{ url: string }>({
    pt: {
      title: 'Um endereço sem o https:// do começo',
      message: ({ url }) =>
        `"${url.slice(0, 80)}" não tem o "https://" do começo de um endereço completo, e o navegador o leria como quisesse (outro site, ou uma página deste que não existe).`,
      hint: () => 'Escreva o endereço inteiro, começando com https://, ou use uma página do site (/clareamento/).',
    },
    en: {
      title: 'A web address without its https://',
      message: ({ url }) =>
        `"${url.slice(0, 80)}" lacks the "https://" a full address starts with, so browsers read it as an address of their own choosing (another site, or a page of this one that does not exist).`,
      hint: () =>
        'Write the full address, starting with https:// (https://example.com/), or link to a page of the site (/clareamento/).',
    },
  }),
  LINK_HTTP: entry<{ url: string }>({
    pt: {
      title: 'Um link para um endereço sem criptografia',
      message: ({ url }) =>
        `"${url.slice(0, 80)}" começa com http://; as páginas só têm links para sites (https://), e-mail (mailto:) e telefones (tel:).`,
      hint: () => 'Escreva o endereço com https:// (abra-o no navegador para ver se o site responde), ou tire o link.',
    },
    en: {
      title: 'A link to an unencrypted address',
      message: ({ url }) =>
        `"${url.slice(0, 80)}" starts with http://; pages link only to web pages (https://), e-mail (mailto:) and phones (tel:).`,
      hint: () =>
        'Write the address with https:// (open it in a browser to check that the site answers there), or remove the link.',
    },
  }),
  POST_NOT_TRANSLATED: entry<{ url: string; lang: string; post: string }>({
    pt: {
      title: 'Um link para um post que não existe neste idioma',
      message: ({ url }) => `O link "${url}" leva a um post que ainda não tem versão neste idioma.`,
      hint: () => 'Traduza aquele post para este idioma, ou tire o link (mantendo o texto).',
    },
    en: {
      title: 'A link points to a post that is not in this language',
      message: ({ url, lang, post }) =>
        `The link "${url}" leads to a post that has no ${lang} version (content/blog/posts/${post}/index.${lang}.md does not exist).`,
      hint: ({ lang, post }) =>
        `Translate that post into content/blog/posts/${post}/index.${lang}.md, or remove the link (keep its words as plain text).`,
    },
  }),
  IMAGE_REMOTE: entry<{ url: string }>({
    pt: {
      title: 'Uma imagem de outro site',
      message: ({ url }) =>
        `"${url.slice(0, 80)}" está em outro site; a política de segurança do site bloqueia imagens de fora, e os visitantes não veriam nada.`,
      hint: () => 'Envie a imagem pelo editor (se puder usá-la): ela fica junto da página.',
    },
    en: {
      title: 'A picture from another website',
      message: ({ url }) =>
        `"${url.slice(0, 80)}" is on another website; the site's security policy blocks pictures from elsewhere, so visitors would see nothing.`,
      hint: () =>
        'Save the picture under content/images/blog/ (if you may use it) and write ![description](/images/blog/name.jpg).',
    },
  }),
  IMAGE_ALT_MISSING: entry<{ image: string }>({
    pt: {
      title: 'Uma imagem sem descrição',
      message: ({ image }) =>
        `A imagem "${image.slice(0, 80)}" não tem texto entre os colchetes, e quem não a vê (e os buscadores) não sabe o que ela mostra.`,
      hint: () =>
        'Descreva o que a imagem mostra entre os colchetes: ![Sorriso depois do clareamento](foto.jpg). No editor, preencha a descrição da imagem.',
    },
    en: {
      title: 'A picture has no description',
      message: ({ image }) =>
        `The picture "${image.slice(0, 80)}" has no text between the square brackets, so people who cannot see it (and search engines) learn nothing from it.`,
      hint: () =>
        'Describe what the picture shows inside the brackets: ![Sorriso depois do clareamento](foto.jpg). In the editor, fill in the image\'s "Alt text".',
    },
  }),
  PLACEHOLDER_UNKNOWN: entry<{ name: string; known: string[]; suggestion?: string }>({
    pt: {
      title: 'Um marcador {{...}} que o site não conhece',
      message: ({ name, known }) =>
        `{{${name}}} apareceria como está na página. Marcadores conhecidos: ${known.map((k) => `{{${k}}}`).join(', ')}.`,
      hint: ({ suggestion: s }) =>
        `Use um marcador conhecido exatamente como está escrito, ou escreva o texto em si.${s ? ` Você quis dizer "{{${s}}}"?` : ''}`,
    },
    en: {
      title: 'A placeholder the build does not know',
      message: ({ name, known }) =>
        `{{${name}}} would appear as it is on the page. Known placeholders: ${known.map((k) => `{{${k}}}`).join(', ')}.`,
      hint: ({ suggestion: s }) =>
        `Use one of the known placeholders exactly as written, or write the text itself.${s ? ` Did you mean "{{${s}}}"?` : ''}`,
    },
  }),
  PLACEHOLDER_IN_TEXT: entry<{ name: string; field: string }>({
    pt: {
      title: 'Um marcador {{...}} num texto que não preenche nenhum',
      message: ({ name, field }) =>
        `O texto de "${field}" tem {{${name}}}; os textos dos arquivos YAML e dos campos de uma página não preenchem marcadores, e ele apareceria como está.`,
      hint: ({ name }) =>
        `Escreva o texto em si no lugar de {{${name}}} (marcadores como {{site.email}} só funcionam no texto das páginas em Markdown).`,
    },
    en: {
      title: 'A placeholder in a text that fills in none',
      message: ({ name, field }) =>
        `The text of "${field}" contains {{${name}}}; texts in YAML files and in a page's fields fill in no placeholder, so it would appear as it is.`,
      hint: ({ name }) =>
        `Write the text itself instead of {{${name}}} (placeholders such as {{site.email}} work in the text of Markdown pages only).`,
    },
  }),
  PLACEHOLDER_UNFILLED: entry<{ key: string; name: string; given: string[] }>({
    pt: {
      title: 'Um marcador {{...}} que nada preenche',
      message: ({ key, name, given }) =>
        `O texto de "${key}" tem {{${name}}}, mas ali a página preenche ${given.length ? given.map((g) => `{{${g}}}`).join(', ') : 'nenhum marcador'}: {{${name}}} apareceria como está.`,
      hint: ({ name }) => `Tire {{${name}}} do texto, ou corrija a grafia.`,
    },
    en: {
      title: 'A placeholder nothing fills in',
      message: ({ key, name, given }) =>
        `The text of "${key}" contains {{${name}}}, but the page fills in ${given.length ? given.map((g) => `{{${g}}}`).join(', ') : 'no placeholder'} there: {{${name}}} would appear as it is.`,
      hint: ({ name }) => `Remove {{${name}}} from the text, or fix its spelling.`,
    },
  }),
  PLACEHOLDER_EXTRA: entry<{ key: string; name: string; reference: string }>({
    pt: {
      title: 'Um marcador {{...}} que o português não tem',
      message: ({ key, name, reference }) =>
        `O texto de "${key}" tem {{${name}}}, que ${reference} não tem: nada o substituiria, e ele apareceria como está.`,
      hint: ({ name }) => `Tire {{${name}}} ou corrija a grafia para a de um marcador do texto em português.`,
    },
    en: {
      title: 'A placeholder the Portuguese text does not have',
      message: ({ key, name, reference }) =>
        `The text of "${key}" contains {{${name}}}, which ${reference} does not have: nothing would replace it, and it would appear as it is.`,
      hint: ({ name }) => `Remove {{${name}}} or fix its spelling to match a placeholder of the Portuguese text.`,
    },
  }),
  FIELD_MISSING: entry<{ field: string }>({
    pt: {
      title: 'Falta um campo obrigatório',
      message: ({ field }) => `O campo "${field}" é obrigatório aqui, e está vazio ou não existe.`,
      hint: () => 'Preencha este campo.',
    },
    en: {
      title: 'A required field is missing',
      message: ({ field }) => `The field "${field}" is required here but was not found.`,
      hint: ({ field }) => `Add a line "${field}: ..." at this place, like the other entries of this file.`,
    },
  }),
  FIELD_INVALID: entry<{
    field: string;
    detail: string;
    rule?: FieldRule;
    limit?: number;
    date?: DateFix;
    /** The value is empty: the field is to be filled, not lengthened. */
    empty?: boolean;
  }>({
    pt: {
      title: ({ rule, empty }) => (empty ? 'Um campo obrigatório está vazio' : FIELD_RULE_TITLE[rule ?? 'other']),
      message: ({ field, rule, limit, detail }) => {
        const own = ownWords(detail);
        return own ? `O campo "${field}" não foi aceito: ${own}.` : `O campo "${field}" ${fieldRule(rule, limit)}.`;
      },
      hint: ({ date, rule, limit, empty }) =>
        empty ? 'Preencha este campo.' : date ? dateFixPt(date) : FIELD_RULE_FIX[rule ?? 'other'](limit),
    },
    en: {
      title: ({ rule }) => FIELD_RULE_TITLE_EN[rule ?? 'other'],
      message: ({ field, detail }) => `The field "${field}" is not valid: ${detail}.`,
      hint: ({ date }) =>
        date
          ? dateFixEn(date)
          : 'Compare with another entry of the same file and use the same kind of value (text, number, list or date).',
    },
  }),
  PHONE_LINK_INVALID: entry<{ url: string }>({
    pt: {
      title: 'Um link de telefone com um número que não existe',
      message: ({ url }) => `"${url}" não é um número de telefone.`,
      hint: () => 'Escreva o número com o código do país e o DDD, como tel:+551130000340.',
    },
    en: {
      title: 'A phone link with no phone number',
      message: ({ url }) => `The field "tel: link" is not valid: "${url}" is not a phone number.`,
      hint: () => 'Write it with country and area code, like tel:+551130000340.',
    },
  }),
  VALUE_NOT_ALLOWED: entry<{ field: string; value: string; allowed: string[]; suggestion?: string }>({
    pt: {
      title: 'Um valor que não está entre os aceitos',
      message: ({ field, value, allowed }) => `"${value}" não é aceito em "${field}". Aceitos: ${allowed.join(', ')}.`,
      hint: ({ suggestion: s }) =>
        `Escolha uma das opções da lista, escrita exatamente assim.${s ? ` Você quis dizer "${s}"?` : ''}`,
    },
    en: {
      title: 'A value is not one of the allowed ones',
      message: ({ field, value, allowed }) =>
        `"${value}" is not allowed for "${field}". Allowed: ${allowed.join(', ')}.`,
      hint: ({ suggestion: s }) => `Use one of the allowed values exactly as written.${suggestion(s)}`,
    },
  }),
  STAND_IN: entry<{ kind: string; field: string; value: string; supply: string }>({
    pt: {
      title: ({ kind }) => `Falta um dado da clínica: ${kind.toLowerCase()}`,
      message: ({ field, value }) =>
        `"${field}" ainda é provisório (${value}). O site foi declarado no ar (live: true em content/site.yaml), e um site no ar não publica nada provisório.`,
      hint: ({ supply }) =>
        `${supply} Ou, para continuar só com a prévia, volte live para false em content/site.yaml (docs/LANCAMENTO.md).`,
    },
  }),
  STAND_IN_STALE: entry<{ field: string }>({
    pt: {
      title: 'Marca de provisório que já pode sair',
      message: ({ field }) =>
        `"${field}" já tem o valor verdadeiro da clínica: a linha de "${field}" em stand_in não marca mais nada.`,
      hint: () => 'Apague essa linha de stand_in (e stand_in inteiro, se ficar vazio).',
    },
    severity: 'warning',
  }),
  STAND_IN_UNKNOWN_FIELD: entry<{ field: string; allowed: string[] }>({
    pt: {
      title: 'Marca de provisório para um campo que não existe',
      message: ({ field, allowed }) =>
        `stand_in marca "${field}", mas este trecho não tem esse campo. Campos daqui: ${allowed.join(', ')}.`,
      hint: () => 'Corrija o nome para o do campo provisório, ou apague a linha.',
    },
  }),
  CREDENTIAL_NOT_ALLOWED: entry<{ title: string; rule: string }>({
    pt: {
      title: 'Título que um dentista não pode anunciar',
      message: ({ title, rule }) => `"${title}" não pode ser anunciado: ${rule}.`,
      hint: () =>
        'Retire a linha, ou escreva o título como consta do diploma: graduação, especialidade registrada no CFO, mestrado ou doutorado.',
    },
  }),
  UNKNOWN_FIELD: entry<{ field: string; allowed: string[]; suggestion?: string }>({
    pt: {
      title: 'Um campo que este arquivo não tem',
      message: ({ field, allowed }) =>
        `"${field}" não é um campo deste arquivo. Campos conhecidos: ${allowed.join(', ')}.`,
      hint: ({ suggestion: s }) => `Corrija a grafia ou apague esse campo.${s ? ` Você quis dizer "${s}"?` : ''}`,
    },
    en: {
      title: 'Unknown field',
      message: ({ field, allowed }) =>
        `"${field}" is not a field this file understands. Known fields: ${allowed.join(', ')}.`,
      hint: ({ suggestion: s }) => `Fix the spelling or remove the line.${suggestion(s)}`,
    },
  }),
  UNKNOWN_KEY: entry<{ kind: string; value: string; allowed: string[]; suggestion?: string }>({
    pt: {
      title: 'Uma referência a algo que não existe',
      message: ({ kind, value, allowed }) => `Não há ${kind} chamado "${value}". Conhecidos: ${allowed.join(', ')}.`,
      hint: ({ suggestion: s }) => `Escolha uma das opções da lista.${s ? ` Você quis dizer "${s}"?` : ''}`,
    },
    en: {
      title: 'Reference to something that does not exist',
      message: ({ kind, value, allowed }) => `There is no ${kind} called "${value}". Known: ${allowed.join(', ')}.`,
      hint: ({ suggestion: s }) => `Use one of the known names exactly as written.${suggestion(s)}`,
    },
  }),
  IMAGE_MISSING: entry<{ image: string; suggestion?: string }>({
    pt: {
      title: 'Imagem não encontrada',
      message: ({ image }) => `A imagem "${image}" não existe.`,
      hint: ({ suggestion: s }) =>
        s
          ? `Você quis dizer "${s}"? Letras e maiúsculas precisam ser iguais às do nome do arquivo.`
          : 'Envie a imagem pelo botão do campo, ou confira o nome e a pasta.',
    },
    en: {
      title: 'Image not found',
      message: ({ image }) => `The image "${image}" does not exist under content/.`,
      hint: ({ suggestion: s }) =>
        s
          ? `Did you mean "${s}"? Letters and capitals must match the file name exactly.`
          : 'Check the spelling and the folder, or add the image file under content/images/.',
    },
  }),
  LOCALE_KEY_MISSING: entry<{ key: string; reference: string }>({
    pt: {
      title: 'Falta uma tradução',
      message: ({ key, reference }) => `A chave "${key}" existe em ${reference}, mas não neste arquivo.`,
      hint: ({ key }) => `Acrescente "${key}": "..." com o texto no idioma deste arquivo.`,
    },
    en: {
      title: 'A translation is missing',
      message: ({ key, reference }) => `The key "${key}" exists in ${reference} but not in this file.`,
      hint: ({ key }) => `Add "${key}": "..." with the text in this file's language.`,
    },
  }),
  LOCALE_KEY_EXTRA: entry<{ key: string; reference: string }>({
    pt: {
      title: 'Uma tradução sem correspondente',
      message: ({ key, reference }) =>
        `A chave "${key}" está neste arquivo, mas não em ${reference}, o idioma de referência.`,
      hint: ({ reference }) => `Corrija a grafia, ou acrescente-a também em ${reference}.`,
    },
    en: {
      title: 'A translation has no counterpart',
      message: ({ key, reference }) =>
        `The key "${key}" is in this file but not in ${reference}, the reference language.`,
      hint: ({ reference }) => `Fix its spelling, or add it to ${reference} too.`,
    },
  }),
  LOCALE_PLURAL_MISSING: entry<{ key: string; form: string; lang: string; forms: string[] }>({
    pt: {
      title: 'Falta uma forma de plural',
      message: ({ key, form, lang, forms }) =>
        `"${key}" muda com um número, e ${lang} precisa de um texto por forma de plural: ${forms.map((f) => `${key}_${f}`).join(', ')}. Falta "${key}_${form}".`,
      hint: ({ key, form }) =>
        `Acrescente "${key}_${form}": "..." com a forma que este idioma usa para esse tipo de número (mantenha {{count}} onde o número aparece).`,
    },
    en: {
      title: 'A plural form is missing',
      message: ({ key, form, lang, forms }) =>
        `"${key}" changes with a number, and ${lang} needs one text per plural form: ${forms.map((f) => `${key}_${f}`).join(', ')}. "${key}_${form}" is missing.`,
      hint: ({ key, form }) =>
        `Add "${key}_${form}": "..." with the wording this language uses for that kind of number (keep {{count}} where the number is shown).`,
    },
  }),
  LOCALE_PLURAL_EXTRA: entry<{ key: string; form: string; lang: string; forms: string[] }>({
    pt: {
      title: 'Uma forma de plural que este idioma não usa',
      message: ({ key, form, lang, forms }) =>
        `"${key}_${form}" nunca aparece: ${lang} só tem as formas de plural ${forms.join(', ')}, e "${form}" não é uma delas.`,
      hint: ({ key, forms }) => `Apague-a, ou renomeie para uma de ${forms.map((f) => `${key}_${f}`).join(', ')}.`,
    },
    en: {
      title: 'A plural form this language does not use',
      message: ({ key, form, lang, forms }) =>
        `"${key}_${form}" is never shown: ${lang} has the plural forms ${forms.join(', ')} only, so "${form}" is not one of them.`,
      hint: ({ key, forms }) => `Remove it, or rename it to one of ${forms.map((f) => `${key}_${f}`).join(', ')}.`,
    },
  }),
  LOCALE_FILE_MISSING: entry<{ lang: string }>({
    pt: {
      title: 'Falta o arquivo de um idioma',
      message: ({ lang }) => `Não há arquivo de tradução para "${lang}".`,
      hint: ({ lang }) => `Copie locales/pt.json para locales/${lang}.json e traduza os textos.`,
    },
    en: {
      title: 'A language file is missing',
      message: ({ lang }) => `There is no translation file for "${lang}".`,
      hint: ({ lang }) => `Copy locales/pt.json to locales/${lang}.json and translate its texts.`,
    },
  }),
  LOCALE_CLINIC_TEXT: entry<{ key: string; where: string }>({
    pt: {
      title: 'Um texto da clínica num arquivo de tradução',
      message: ({ key, where }) =>
        `"${key}" é algo que a clínica diz, não uma palavra da interface; esses textos ficam em ${where}, onde o editor os encontra, e o site não os lê de locales/.`,
      hint: ({ where }) => `Leve o texto para ${where} (em todos os idiomas) e apague esta linha.`,
    },
    en: {
      title: 'A text of the clinic in a translation file',
      message: ({ key, where }) =>
        `"${key}" is something the clinic says, not an interface word; such texts live in ${where}, where editors find them, and the build does not read them from locales/.`,
      hint: ({ where }) => `Move the text to ${where} (in every language) and delete this line.`,
    },
  }),
  TEXT_FILE_MISSING: entry<{ file: string; reference: string }>({
    pt: {
      title: 'Falta o arquivo de textos da clínica de um idioma',
      message: ({ file }) => `Não há ${file}; todas as páginas desse idioma mostram os textos dele.`,
      hint: ({ file, reference }) =>
        `Copie ${reference} para ${file} e traduza os textos (mantendo os nomes antes dos dois-pontos).`,
    },
    en: {
      title: "A language file of the clinic's texts is missing",
      message: ({ file }) => `There is no ${file}; every page of that language shows its texts.`,
      hint: ({ file, reference }) =>
        `Copy ${reference} to ${file} and translate its texts (keep the names before the colons as they are).`,
    },
  }),
  TEXT_MISSING: entry<{ path: string; reference: string; line?: number }>({
    pt: {
      title: 'Falta uma tradução',
      message: ({ path, reference }) =>
        `"${path}" está em ${reference}, mas não neste idioma, que não mostraria nada ali.`,
      hint: () => 'Escreva o texto neste idioma.',
    },
    en: {
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
    },
  }),
  TEXT_EXTRA: entry<{ path: string; reference: string; suggestion?: string }>({
    pt: {
      title: 'Um texto que o português não tem',
      message: ({ path, reference }) =>
        `"${path}" está neste arquivo, mas não em ${reference}, o idioma de referência, e nunca apareceria.`,
      hint: ({ reference, suggestion: s }) =>
        s
          ? `Você quis dizer "${s}"? Renomeie como está em ${reference}.`
          : `Corrija a grafia, ou apague-o (ou acrescente-o também em ${reference}).`,
    },
    en: {
      title: 'A text the Portuguese file does not have',
      message: ({ path, reference }) =>
        `"${path}" is in this file but not in ${reference}, the reference language, so it would never be shown.`,
      hint: ({ reference, suggestion: s }) =>
        s
          ? `Did you mean "${s}"? Rename it as written in ${reference}.`
          : `Fix its spelling, or remove it (or add it to ${reference} too).`,
    },
  }),
  ITEM_TEXT_MISSING: entry<{ list: string; id: string; where: string }>({
    pt: {
      title: 'Um item da página inicial sem texto',
      message: ({ list, id }) =>
        `A lista "${list}" da página inicial mostra "${id}", mas este idioma não tem texto para ele.`,
      hint: () => 'Escreva o texto do item em Textos da página inicial, em cada idioma, ou tire o item da lista.',
    },
    en: {
      title: 'An item of the home page has no text',
      message: ({ list, id, where }) =>
        `content/home.yaml shows "${id}" in "${list}", but this file has no text for it under "${where}".`,
      hint: ({ list, id, where }) =>
        `Add "${id}:" under "${where}" (in every language's file), or remove "${id}" from "${list}" in content/home.yaml.`,
    },
  }),
  PLACEHOLDER_MISMATCH: entry<{ key: string; name: string }>({
    pt: {
      title: 'Falta um marcador {{...}} numa tradução',
      message: ({ key, name }) => `O texto de "${key}" precisa ter {{${name}}}, como o texto em português.`,
      hint: ({ name }) =>
        `Mantenha {{${name}}} exatamente como está escrito; ele é substituído quando a página é gerada.`,
    },
    en: {
      title: 'A placeholder is missing in a translation',
      message: ({ key, name }) => `The text of "${key}" must contain {{${name}}}, as the Portuguese text does.`,
      hint: ({ name }) => `Keep {{${name}}} exactly as written; it is replaced when the page is built.`,
    },
  }),
  DUPLICATE_URL: entry<{ url: string; other: string }>({
    pt: {
      title: 'Duas páginas teriam o mesmo endereço',
      message: ({ url, other }) => `Esta página e ${other} ficariam em ${url}.`,
      hint: () => 'Escolha outro título (ou outro endereço) para uma das duas.',
    },
    en: {
      title: 'Two pages would have the same address',
      message: ({ url, other }) => `Both this file and ${other} produce ${url}.`,
      hint: () => 'Rename one of the two (its folder or file name decides its address).',
    },
  }),
  GLOSSARY_AVOID: entry<{ found: string; use: string; note?: string; glossary: string }>({
    pt: {
      title: 'Uma palavra que a clínica evita neste idioma',
      message: ({ found, glossary, note }) =>
        `"${found}" está na lista de palavras a evitar de ${glossary}${note ? ` (${note})` : ''}.`,
      hint: ({ use }) => `Escreva "${use}" no lugar, ou reescreva a frase.`,
    },
    en: {
      title: 'A term this language avoids',
      message: ({ found, glossary, note }) =>
        `"${found}" is on the list of terms to avoid in ${glossary}${note ? ` (${note})` : ''}.`,
      hint: ({ use }) => `Write "${use}" instead, or rephrase the sentence.`,
    },
  }),
  TREATMENT_NAMED_TWO_WAYS: entry<{ found: string; use: string; treatment: string; glossary: string }>({
    pt: {
      title: 'Um tratamento com dois nomes no mesmo idioma',
      message: ({ found, use, treatment, glossary }) =>
        `"${found}" é outro nome de "${use}" (content/treatments/${treatment}/). ${glossary} dá um só nome a cada tratamento, para que o paciente o reconheça em todas as páginas deste idioma.`,
      hint: ({ use }) => `Escreva "${use}" no lugar, ou reescreva a frase com esse nome.`,
    },
  }),
  TREATMENT_NAME_MISSING: entry<{ use: string; glossary: string }>({
    pt: {
      title: 'A página do tratamento não usa o nome do glossário',
      message: ({ use, glossary }) =>
        `${glossary} chama este tratamento de "${use}", mas a página não usa esse nome nem no título nem no texto.`,
      hint: ({ use, glossary }) =>
        `Use "${use}" no título ou no primeiro parágrafo, ou corrija o nome em ${glossary} se ele mudou.`,
    },
  }),
  TREATMENT_TITLE_NOT_GLOSSARY: entry<{ found: string; use: string; where: string; glossary: string }>({
    pt: {
      title: 'Um tratamento com outro nome no menu, no título ou no cartão',
      message: ({ found, use, where, glossary }) =>
        `${where} diz "${found}", mas ${glossary} chama este tratamento de "${use}". O menu, o cartão da página inicial e o título da página mostram o mesmo nome, para que o paciente reconheça o tratamento.`,
      hint: ({ use, glossary }) => `Escreva "${use}" aqui, ou mude o nome em ${glossary} e nos outros lugares juntos.`,
    },
  }),
  HEALTH_DETAILS_BY_MESSAGE: entry<{ found: string }>({
    pt: {
      title: 'O texto pede dados de saúde por mensagem',
      message: ({ found }) =>
        `"${found}" pede ao paciente que escreva sintomas, fotos ou exames por WhatsApp, e-mail ou mensagem. A política de privacidade orienta a não enviar dados de saúde por esses canais: eles ficam fora do prontuário.`,
      hint: () =>
        'Peça que o paciente ligue no horário de atendimento ou traga essas informações à consulta, e deixe a mensagem só para marcar ou remarcar o horário.',
    },
  }),
  STORAGE_KEY_UNDISCLOSED: entry<{ key: string; kind: string; where: string }>({
    pt: {
      title: 'Cookie ou chave de armazenamento fora da política de privacidade',
      message: ({ key, kind, where }) =>
        `O site grava "${key}" (${kind}, em ${where}), mas esta política de privacidade não o cita. A LGPD pede que cada cookie e cada chave guardada no navegador sejam informados, com a finalidade e o prazo.`,
      hint: ({ key }) =>
        `Acrescente "${key}" à lista de cookies e armazenamento desta página, dizendo para que serve e por quanto tempo fica guardado.`,
    },
  }),
  PAYMENT_TERMS: entry<{ found: string; where: string }>({
    pt: {
      title: 'Condições de pagamento em publicidade',
      message: ({ found }) =>
        `"${found}" oferece preço ou parcelamento. As regras de publicidade odontológica (Código de Ética do CFO, art. 44) proíbem preços e condições de pagamento em títulos, descrições e textos de divulgação.`,
      hint: () =>
        'Tire o preço ou as condições de pagamento deste texto; elas só podem aparecer na resposta da pergunta frequente sobre pagamento, onde o visitante pergunta por elas.',
    },
    en: {
      title: 'Payment terms in advertising',
      message: ({ found, where }) =>
        `"${found}" offers payment terms in ${where}. Dental advertising rules (CFO Code of Dental Ethics, art. 44) forbid prices and payment terms in titles, descriptions and marketing texts.`,
      hint: () =>
        'Remove the payment terms from this text. They may stay only in the FAQ answer about payment (faq.items.q2.answer in content/home/index.<language>.yaml), where a visitor asks for them.',
    },
  }),
  ADVERTISING_CLAIM: entry<{ found: string; kind: 'superlative' | 'guarantee'; where: string }>({
    pt: {
      title: ({ kind }) =>
        kind === 'superlative' ? 'Superlativo em publicidade' : 'Promessa de resultado em publicidade',
      message: ({ found, kind, where }) =>
        `"${found}" ${kind === 'superlative' ? 'coloca a clínica, a equipe ou um tratamento acima dos outros' : 'promete um resultado'} (${where}). O Código de Ética Odontológica (art. 44) e a Resolução CFO-196/2019 proíbem superlativos e garantias em qualquer texto, título ou dado para buscadores.`,
      hint: ({ kind }) =>
        kind === 'superlative'
          ? 'Diga o que a clínica faz, sem comparar: por exemplo, "o dentista explica as opções e os riscos de cada uma" em vez de "a forma mais segura".'
          : 'Diga o que depende de cada caso em vez de prometer: por exemplo, "o resultado varia de pessoa para pessoa e é avaliado na consulta".',
    },
  }),
  SPECIALTY_NOT_HELD: entry<{ found: string; specialty: string; held: string; where: string }>({
    pt: {
      title: 'Especialidade que ninguém da equipe tem',
      message: ({ found, specialty, where }) =>
        `"${found}" (${where}) apresenta especialista em ${specialty}, mas nenhum dentista de content/team.yaml tem essa especialidade. Anunciar uma especialidade que a equipe não tem é proibido (Código de Ética Odontológica, arts. 43 e 44; Resolução CFO-196/2019).`,
      hint: ({ held }) =>
        `Fale do tratamento sem falar de especialista (por exemplo, "tratamos a gengiva" em vez de "periodontistas"). Se um dentista da equipe tiver essa especialidade registrada no CFO, ela precisa constar em content/team.yaml (chave ${held}) antes de ser anunciada.`,
    },
  }),
  TECHNICIAN_TITLED_DOCTOR: entry<{ name: string }>({
    pt: {
      title: 'Um(a) técnico(a) com título de dentista',
      message: ({ name }) =>
        `"${name}" é técnico(a) em saúde bucal (TSB), mas aparece como "Dr."/"Dra.", título só de dentistas.`,
      hint: () => 'Tire o "Dr."/"Dra." do nome, ou mude a função se a pessoa for dentista.',
    },
    en: {
      title: 'A technician is titled as a dentist',
      message: ({ name }) =>
        `"${name}" has role: tsb (oral health technician) but is titled "Dr."/"Dra.", a title for dentists only.`,
      hint: () => 'Write the name without "Dr."/"Dra.", or remove "role: tsb" if the person is a dentist.',
    },
  }),
  STAT_SOURCE_MISSING: entry<{ label: string }>({
    pt: {
      title: 'Um número sem fonte',
      message: ({ label }) =>
        `O número "${label}" aparece na página inicial, mas os Dados da clínica não dão a fonte dele.`,
      hint: () =>
        'Escreva a fonte do número em Dados da clínica › Fontes dos números, em cada idioma, ou tire o número.',
    },
    en: {
      title: 'A figure has no source',
      message: ({ label }) =>
        `The figure "${label}" is shown on the home page, but content/site.yaml gives no source for it under "statistics".`,
      hint: ({ label }) =>
        `Add "${label}:" under "statistics:" in content/site.yaml with the source in every language, or remove the figure from this list.`,
    },
  }),
  REGISTRATION_MISMATCH: entry<{ name: string; cro: string; where: string }>({
    pt: {
      title: 'O registro de um(a) dentista não confere com a Equipe',
      message: ({ name, cro, where }) => `${name} tem o registro ${cro} na Equipe, mas ${where} não traz esse número.`,
      hint: ({ cro }) => `Escreva o mesmo registro (${cro}) nos dois lugares, exatamente como o conselho o emitiu.`,
    },
    en: {
      title: "A dentist's registration does not match the team list",
      message: ({ name, cro, where }) =>
        `${name} is registered as ${cro} in content/team.yaml, but ${where} does not list that number.`,
      hint: ({ cro }) => `Write the same registration (${cro}) in both places, exactly as the council issued it.`,
    },
  }),
  LANDING_TEXT_MISSING: entry<{ service: string; place: string }>({
    pt: {
      title: 'Uma página local sem texto próprio',
      message: ({ service, place }) =>
        `A página de "${service}" em ${place} não tem item neste arquivo, e só repetiria o texto comum.`,
      hint: ({ service }) =>
        `Acrescente um item "${service}:" com intro, heading, local (dois parágrafos ou mais) e faq (duas perguntas ou mais), como os outros deste arquivo.`,
    },
    en: {
      title: 'A local page has no text of its own',
      message: ({ service, place }) =>
        `The page for "${service}" in ${place} has no entry in this file, so it would only repeat shared text.`,
      hint: ({ service }) =>
        `Add an entry "${service}:" with intro, heading, local (two paragraphs or more) and faq (two questions or more), like the other entries of this file.`,
    },
  }),
  LANDING_FILE_UNUSED: entry<{ slug: string; allowed: string[]; suggestion?: string }>({
    pt: {
      title: 'Um arquivo de páginas locais sem bairro',
      message: ({ slug, allowed }) =>
        `"${slug}" não é um bairro de content/landing/neighbourhoods.yaml (${allowed.join(', ')}).`,
      hint: ({ suggestion: s }) =>
        `Dê ao arquivo o nome do endereço de um bairro, ou acrescente o bairro em neighbourhoods.yaml.${s ? ` Você quis dizer "${s}"?` : ''}`,
    },
    en: {
      title: 'A local page file names no neighbourhood',
      message: ({ slug, allowed }) =>
        `"${slug}" is not a neighbourhood of content/landing/neighbourhoods.yaml (${allowed.join(', ')}).`,
      hint: ({ suggestion: s }) =>
        `Name the file after a neighbourhood's slug, or add the neighbourhood to neighbourhoods.yaml.${suggestion(s)}`,
    },
  }),
  LANDING_URGENT_HOURS: entry<{ service: string; placeholder: string }>({
    pt: {
      title: 'Uma página de urgência não diz quando a clínica atende',
      message: ({ service }) =>
        `As páginas de "${service}" são de urgência, mas a primeira frase não dá o horário da clínica: quem está com dor precisa saber logo se a clínica está aberta.`,
      hint: ({ placeholder }) =>
        `Escreva o campo de urgência com ${placeholder} onde entra o horário, por exemplo: "A clínica recebe urgências no seu horário de atendimento: ${placeholder}." O horário vem dos Dados da clínica.`,
    },
    en: {
      title: 'An urgency page does not say when the clinic is open',
      message: ({ service }) =>
        `The pages of "${service}" are about urgent care, but their first sentence does not give the clinic's opening hours: a patient in pain must know at once whether the clinic is open.`,
      hint: ({ placeholder }) =>
        `Write the field urgent: with ${placeholder} where the hours go, for example: urgent: "A clínica recebe urgências no seu horário de atendimento: ${placeholder}." The hours come from content/site.yaml.`,
    },
  }),
  LANDING_TOO_LONG: entry<{ field: string; text: string; length: number; limit: number }>({
    pt: {
      title: 'Um título ou descrição de página local longo demais',
      message: ({ field, text, length, limit }) =>
        `${field} "${text}" tem ${length} caracteres com o nome do bairro; o limite é ${limit}.`,
      hint: () => 'Encurte o texto para que caiba com o nome de bairro mais longo.',
    },
    en: {
      title: 'A local page title or description is too long',
      message: ({ field, text, length, limit }) =>
        `The ${field} "${text}" has ${length} characters once the neighbourhood is filled in; the limit is ${limit}.`,
      hint: ({ field }) => `Shorten the ${field} so it fits with the longest neighbourhood name.`,
    },
  }),
  PAGE_ORPHAN: entry<{ slug: string; list: string; menu: string }>({
    pt: {
      title: 'Uma página está publicada, mas nenhuma outra leva a ela',
      message: ({ slug, menu }) =>
        `A página /${slug}/ está no site, mas nem o menu ${menu}, nem a página inicial, nem outra página têm um link para ela: o paciente só a encontra pela busca.`,
      hint: ({ slug, menu }) =>
        `No editor, abra Listas da página inicial e acrescente a página à lista de ${menu} (ela faz o menu e os cartões da página inicial); ou ponha um link para ela em outra página: [texto](/${slug}/).`,
    },
    en: {
      title: 'A page is published but nothing links to it',
      message: ({ slug, menu }) =>
        `The page /${slug}/ is on the site, but neither the ${menu} menu, the home page nor any other page links to it: visitors can reach it only by search.`,
      hint: ({ slug, list }) =>
        `Add "${slug}" to the ${list} list of content/home.yaml (in the editor: Página inicial), which makes the menu and the home page's cards; or link to it from another page with [text](/${slug}/).`,
    },
    severity: 'warning',
  }),
} as const;

export type IssueCode = keyof typeof CATALOG;

/** The schema's own words for a rule (pipeline/catalogue/rules.ts), not zod's English defaults. */
function ownWords(detail: string): string | undefined {
  return /^(Invalid|Too (small|big)|Expected|Unrecognized)\b/.test(detail) ? undefined : detail;
}
export type CatalogArgs<C extends IssueCode> = Parameters<(typeof CATALOG)[C]['pt']['message']>[0];

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
  const say = (w: EntryWords<CatalogArgs<C>>): IssueWords => ({
    title: typeof w.title === 'string' ? w.title : w.title(args),
    message: w.message(args),
    hint: w.hint(args),
  });
  const pt = say(e.pt);
  return {
    code,
    severity: e.severity,
    file,
    ...(pos ? { line: pos.line, col: pos.col } : {}),
    ...(e.en ? say(e.en) : pt),
    pt,
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
