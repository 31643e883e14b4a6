/**
 * The build's own sentences an editor reads besides its issues (part of the one catalogue:
 * pipeline/error-catalog.ts has the issues): what to supply for each stand-in, the names of
 * the editor's entries in the translation status, where a treatment's name differs from the
 * glossary, the council's specialty names, the rule on course titles, and the preview's note
 * in robots.txt.
 */

/** The authorization a testimonial's author signs, as suggested to the clinic. */
const CONSENT =
  '"Autorizo a Clínica a publicar no seu site o meu depoimento, com o meu primeiro nome e a inicial do sobrenome, sabendo que posso retirar esta autorização a qualquer momento."';

/** What to supply in place of each kind of stand-in (the launch checklist and the build's count). */
export const STAND_IN_FIX = {
  fact: (now: string): string => `Informe o valor verdadeiro da clínica (hoje: «${now}»).`,
  shareImage: 'Envie uma foto (JPG) de 1200 × 630 px, que aparece quando uma página é compartilhada.',
  /** `ratio`: the picture slot's (width:height), when it has one. */
  photo: (image: string, width: number, ratio?: string): string =>
    `Envie uma foto da clínica (JPG ou WebP)${ratio ? ` no formato ${ratio} (largura:altura)` : ''}, com pelo menos ${width} px de largura, e troque ${image} pelo nome dela.`,
  testimonial: `Informe source (o link da avaliação, ou "autorização por escrito" e onde ela está guardada) e consent_date (o dia da autorização). Texto sugerido para a autorização: ${CONSENT}`,
  partner:
    'Confirme a parceria por escrito (inclusive o uso do nome e do logotipo) e informe agreement_date, o dia do acordo; ou retire o parceiro.',
  credential: 'Informe institution (a instituição que deu o título) e year (o ano), como constam do diploma.',
} as const;

/** The editor's entries as the translation status names them (their collections' labels). */
export const ENTRY_NAMES = {
  site: 'Dados da clínica',
  team: 'Equipe',
  categories: 'Categorias do blog',
  homeTexts: 'Textos da página inicial',
  siteTexts: 'Textos de várias páginas',
} as const;

/** Where a treatment is named otherwise than its glossary says. */
export const GLOSSARY_PLACES = {
  title: 'O título da página',
  card: (key: string): string => `O cartão "${key}" (também o nome no menu Tratamentos)`,
} as const;

/** The council's (CFO) registered name of each specialty, by its key in content/team.yaml. */
export const SPECIALTY_NAMES = {
  pediatric_dentistry: 'Odontopediatria',
  periodontics: 'Periodontia',
  prosthodontics: 'Prótese Dentária',
  implantology: 'Implantodontia',
  orthodontics: 'Ortodontia',
  endodontics: 'Endodontia',
  surgery: 'Cirurgia e Traumatologia Bucomaxilofaciais',
  stomatology: 'Estomatologia',
  radiology: 'Radiologia Odontológica e Imaginologia',
} as const;

/** Why a course title may not be announced (Res. CFO-118/2012, arts. 43 and 44). */
export const COURSE_TITLE_RULE =
  'o Código de Ética Odontológica (Res. CFO-118/2012, arts. 43 e 44) só permite anunciar a graduação, especialidades registradas no CFO e títulos acadêmicos (mestrado, doutorado); cursos de aperfeiçoamento e de atualização não são títulos anunciáveis';

/** The first line of a preview's robots.txt, for whoever opens it. */
export const PREVIEW_ROBOTS_NOTE = '# Prévia: o site ainda não foi declarado no ar (live em content/site.yaml).';
