/**
 * The editor speaks Portuguese, the clinic's language: every collection, label, hint and option
 * of the generated configuration is read through this part of the catalogue, keyed by the
 * English words of the schemas' metadata (which the code keeps). The rules' own words
 * (rules.ts) and the issues (pipeline/error-catalog.ts) are written in Portuguese already.
 * A text missing here stays English and is counted by tests/unit/decap-config.test.ts.
 */
import { isRule } from './rules';

/** Collections, files and field labels. */
const LABELS: Record<string, string> = {
  // The launch (docs/LANCAMENTO.md)
  'Site live': 'Site no ar',
  Source: 'Fonte',
  'Consent date': 'Data da autorização',
  'Agreement date': 'Data do acordo de parceria',
  Institution: 'Instituição',
  Year: 'Ano',
  // Collections and files
  'Site facts': 'Dados da clínica',
  'Clinic facts': 'Dados da clínica',
  'Home page texts': 'Textos da página inicial',
  'Texts on many pages': 'Textos de várias páginas',
  'Home page': 'Listas da página inicial',
  'Sections: pictures, figures, differentials, treatment cards':
    'Seções: fotos, números, diferenciais, cartões de tratamento',
  Results: 'Resultados',
  'Recommendations menu': 'Menu Recomendações',
  Slots: 'Espaços das fotos: formato e foco',
  Gallery: 'Galeria',
  'Gallery photos': 'Fotos da galeria',
  'Care pages after the answers': 'Páginas de cuidados depois das respostas',
  'The service inside a sentence': 'O serviço no meio de uma frase (minúsculas)',
  'Name in the list of local pages': 'Nome na lista das páginas locais',
  'Heading at the top of the page': 'Título no topo da página',
  'Title in search results and the browser tab': 'Título na busca e na aba do navegador',
  'What the WhatsApp message asks about': 'Assunto da mensagem de WhatsApp',
  'Ends the WhatsApp greeting ("… an evaluation of …"), in lower case: "implante dentário".':
    'Completa a mensagem de WhatsApp ("… gostaria de agendar uma avaliação de …"), em minúsculas: "implante dentário".',
  'Heading of the block about the treatment': 'Título do bloco sobre o tratamento',
  'Shown above the treatment\'s explanation on every page: "Como funciona o implante dentário".':
    'Aparece acima da explicação do tratamento em todas as páginas: "Como funciona o implante dentário".',
  'A guide to choosing, not a treatment': 'Guia de escolha (não é um tratamento)',
  'Urgent care: first sentence, with {horario} for the opening hours':
    'Urgência: primeira frase da página, com {horario} onde entra o horário da clínica',
  'The clinic in general: the home page in its own neighbourhood':
    'A clínica em geral: no bairro da clínica, a página inicial faz esse papel',
  'Centre of the neighbourhood (latitude, longitude)': 'Centro do bairro (latitude, longitude)',
  'Still to confirm (as it stands in)': 'Ainda a confirmar (valor provisório)',
  Centre: 'Centro do bairro',
  'Details (two shown on each page)': 'Detalhes (dois aparecem em cada página)',
  'Closing paragraphs': 'Parágrafos de fechamento',
  Testimonials: 'Depoimentos',
  FAQ: 'Perguntas frequentes (ordem)',
  Partners: 'Parceiros',
  Treatments: 'Tratamentos',
  Recommendations: 'Recomendações',
  Owners: 'Sócias',
  Team: 'Equipe',
  'Blog posts': 'Posts do blog',
  'Blog categories': 'Categorias do blog',
  Categories: 'Categorias',
  'Local pages (matrix)': 'Páginas locais (serviços e bairros)',
  Services: 'Serviços',
  Neighbourhoods: 'Bairros',
  'List of local pages': 'Lista das páginas locais',
  'Local pages (texts)': 'Páginas locais (textos)',
  Neighbourhood: 'Bairro',
  'Privacy policy': 'Política de privacidade',
  Glossary: 'Glossário',
  'Treatment page': 'Página de tratamento',
  'Recommendation page': 'Página de recomendação',
  'Owner profile': 'Perfil de sócia',
  'Blog post': 'Post do blog',
  EN: 'Inglês',
  ES: 'Espanhol',
  DE: 'Alemão',
  AR: 'Árabe',
  // Languages as field names
  Pt: 'Português',
  En: 'Inglês',
  Es: 'Espanhol',
  De: 'Alemão',
  Ar: 'Árabe',
  // Fields
  About: 'Sobre',
  'About the clinic': 'Sobre a clínica',
  'About the clinic, under its name': 'Sobre a clínica, abaixo do nome',
  Address: 'Endereço',
  'What to do outside opening hours': 'O que fazer fora do horário de atendimento',
  'Invitation to call, at the end of the care recommendations':
    'Convite para ligar, no fim das recomendações de cuidados',
  Aligner: 'Alinhadores',
  'Aligners banner': 'Faixa dos alinhadores',
  'Link to the aligners site, on the orthodontics card': 'Link para o site dos alinhadores, no cartão de ortodontia',
  Analytics: 'Estatísticas de visitas (Google Analytics)',
  'Static host': 'Hospedagem do site',
  Answer: 'Resposta',
  Author: 'Autor(a)',
  Avoid: 'Evitar',
  Blog: 'Blog',
  Text: 'Texto',
  'Booking invitation at the end of treatment, profile and local pages':
    'Convite para agendar, no fim das páginas de tratamento, de perfil e locais',
  Button: 'Botão',
  'Button to the treatments': 'Botão para os tratamentos',
  'Photo captions': 'Legendas das fotos',
  'Treatment cards': 'Cartões de tratamento',
  'Care heading': 'Título dos cuidados',
  Category: 'Categoria',
  City: 'Cidade',
  'Clinic registration': 'Registro da clínica no CRO',
  Close: 'Fecha às',
  Closings: 'Fechos',
  CNPJ: 'CNPJ',
  Contact: 'Contato',
  'Cookie banner': 'Aviso de cookies',
  Country: 'País (sigla)',
  Cover: 'Imagem de capa',
  'Cover description': 'Descrição da imagem de capa',
  Cro: 'Registro no CRO',
  'Booking button': 'Botão de agendamento',
  'Publication date': 'Data de publicação',
  Description: 'Descrição',
  Details: 'Detalhes',
  Differentials: 'Diferenciais',
  'Why choose us': 'Por que nos escolher',
  District: 'Bairro',
  'Data protection officer: e-mail': 'Encarregado de dados (LGPD): e-mail',
  'Data protection officer: name': 'Encarregado de dados (LGPD): nome',
  Draft: 'Rascunho',
  Duration: 'Duração',
  Education: 'Formação',
  'E-mail': 'E-mail',
  Embed: 'Mapa incorporado (endereço)',
  Emergency: 'Emergência',
  External: 'Sites externos',
  'Small line above the headline': 'Linha pequena acima do título',
  'Caption, also the description of the photo': 'Legenda, também a descrição da foto',
  Faq: 'Perguntas frequentes',
  'Frequently asked questions': 'Perguntas frequentes',
  'Questions and answers': 'Perguntas e respostas',
  Footer: 'Rodapé',
  Geo: 'Coordenadas no mapa',
  Google: 'Google',
  Greeting: 'Mensagem inicial',
  Guide: 'Guia',
  H1: 'Título principal (H1)',
  Heading: 'Título',
  Hero: 'Abertura',
  'Opening section': 'Abertura',
  Hours: 'Horário de atendimento',
  Image: 'Imagem',
  'Description of the picture, for people who cannot see it': 'Descrição da imagem, para quem não pode vê-la',
  Images: 'Imagens',
  Instagram: 'Instagram',
  Intro: 'Introdução',
  'Introduction of the blog page, also its description in search results':
    'Introdução da página do blog, também sua descrição nos resultados de busca',
  'Introduction, also the description in search results': 'Introdução, também a descrição nos resultados de busca',
  Cases: 'Casos',
  'Reasons to choose the clinic': 'Motivos para escolher a clínica',
  Job: 'Cargo',
  'Title shown under the name, in every language': 'Cargo mostrado abaixo do nome, em cada idioma',
  Key: 'Identificador',
  Label: 'O que o número conta',
  Landline: 'Telefone fixo',
  Latitude: 'Latitude',
  'Opening sentence': 'Frase de abertura',
  Legal: 'Dados legais',
  'Legal name': 'Razão social',
  Link: 'Link',
  Local: 'Local',
  Logo: 'Logotipo',
  Longitude: 'Longitude',
  Map: 'Mapa',
  'Description of the map picture, for people who cannot see it':
    'Descrição da imagem do mapa, para quem não pode vê-la',
  Maps: 'Mapas',
  'Measurement id': 'ID de medição',
  Members: 'Profissionais',
  Menu: 'Nome no menu',
  WhatsApp: 'WhatsApp',
  'Search results': 'Resultados de busca',
  Mobile: 'Celular (WhatsApp)',
  Name: 'Nome',
  Names: 'Nome em outros idiomas',
  'Place names': 'Bairro e cidade em outra escrita',
  Note: 'Observação',
  Notice: 'Aviso',
  Number: 'Número',
  Open: 'Abre às',
  'Other specialties': 'Outras especialidades',
  'Heading above the other professionals': 'Título acima dos outros profissionais',
  'Heading above the founders': 'Título acima das fundadoras',
  Paragraphs: 'Parágrafos',
  Paragraph: 'Parágrafo',
  Phones: 'Telefones',
  Phrase: 'Frase',
  'Postal code': 'CEP',
  Preposition: 'Preposição',
  'Price range': 'Faixa de preço (para buscadores)',
  Profile: 'Página de perfil',
  Question: 'Pergunta',
  Referral: 'Indicação',
  'Referral banner': 'Faixa de indicação',
  Region: 'Estado (sigla)',
  Registrations: 'Registros no CRO',
  Related: 'Tratamentos relacionados',
  'Cases and results': 'Casos e resultados',
  Risks: 'Riscos',
  'Introduction to the risks of every treatment': 'Introdução aos riscos de cada tratamento',
  Role: 'Função',
  Route: 'Página do tratamento',
  Saturday: 'Sábado',
  'Share image': 'Imagem de compartilhamento',
  Slug: 'Endereço (parte final)',
  'Identifier in blog posts': 'Identificador nos posts do blog',
  Social: 'Redes sociais',
  Specialists: 'Especialistas',
  Specialties: 'Especialidades',
  Specialty: 'Especialidade',
  'Names of the specialties': 'Nomes das especialidades',
  'What the figure counts': 'O que o número conta',
  Statistics: 'Fontes dos números',
  Stats: 'Números',
  'Stats title': 'Título dos números',
  Street: 'Rua e número',
  'Text under the headline': 'Texto abaixo do título',
  'Text under the title': 'Texto abaixo do título',
  Summary: 'Resumo',
  Sunday: 'Domingo',
  Tags: 'Palavras-chave',
  'Technical director': 'Responsável técnica',
  Terms: 'Termos',
  'Case: text': 'Caso: texto',
  'Reason: text': 'Motivo: texto',
  'Treatment: text': 'Tratamento: texto',
  'What the clinic uses cookies for': 'Para que a clínica usa cookies',
  'What the patient said': 'O que o paciente disse',
  Tiktok: 'TikTok',
  'Case: title': 'Caso: título',
  Headline: 'Título',
  'Reason: title': 'Motivo: título',
  'Section title': 'Título da seção',
  Title: 'Título',
  'Title of the blog page': 'Título da página do blog',
  'Title of the page': 'Título da página',
  'Treatment: title': 'Tratamento: título',
  Topic: 'Tema',
  Travel: 'Como chegar',
  'Travel heading': 'Título de como chegar',
  Treatment: 'Tratamento',
  'Treatment pages': 'Páginas de tratamento',
  'Last updated': 'Última atualização',
  'Updated on': 'Atualizado em',
  'Site address': 'Endereço do site',
  Urgent: 'Urgência',
  'Urgent care (footer and care pages)': 'Urgência (rodapé e páginas de cuidados)',
  Use: 'Usar',
  Value: 'Valor',
  Waze: 'Waze',
  Weekdays: 'Segunda a sexta',
  'Button under the cards, to the whitening page': 'Botão abaixo dos cartões, para a página de clareamento',
  Sections: 'Seções',
  'The clinic (photo gallery)': 'A clínica (galeria de fotos)',
  'Team (the people are in team.yaml)': 'Equipe (as pessoas ficam em Equipe)',
  'Partners (names, logos and links are in home.yaml)':
    'Parceiros (nomes, logotipos e links ficam em Listas da página inicial › Parceiros)',
  'Labels of the figures (their values and sources are in home.yaml and site.yaml)':
    'Legendas dos números (valores e fontes ficam em Listas da página inicial e Dados da clínica)',
  'Heading of the figures (read by screen readers)': 'Título dos números (lido por leitores de tela)',
  'Title in search results and the browser tab (about 60 characters)':
    'Título nos resultados de busca e na aba do navegador (cerca de 60 caracteres)',
  'Description in search results (about 155 characters)': 'Descrição nos resultados de busca (cerca de 155 caracteres)',
  'Notice on patient pictures (CFO Resolution 196/2019)': 'Aviso sobre fotos de pacientes (Resolução CFO 196/2019)',
  'Notice under the cases (CFO rules on case pictures)': 'Aviso abaixo dos casos (regras do CFO sobre fotos de casos)',
  'Notice under the testimonials (published with consent)':
    'Aviso abaixo dos depoimentos (publicados com consentimento)',
  'When to go to an emergency room (shown in bold)': 'Quando ir a um pronto-socorro (em negrito)',
  'Patient (first name and initial)': 'Paciente (nome e inicial)',
  'Fields of work (blog posts the owner may sign)': 'Áreas de atuação (posts do blog que pode assinar)',
  'Languages spoken with patients': 'Idiomas em que atende',
  'The clinic': 'A clínica',
  Whitening: 'Clareamento',
  Implants: 'Implantes',
  Lenses: 'Lentes de contato dental',
  Veneers: 'Facetas',
  Orthodontics: 'Ortodontia',
  Endodontics: 'Endodontia',
  Implantology: 'Implantodontia',
  Periodontics: 'Periodontia',
  Prosthesis: 'Prótese',
  Surgery: 'Cirurgia',
  'Facial harmonization': 'Harmonização facial',
  'General clinic': 'Clínica geral',
  'Laser whitening': 'Clareamento a laser',
  Tmj: 'ATM',
  Tech: 'Tecnologia',
  Humanized: 'Atendimento humanizado',
  Modern: 'Estrutura moderna',
  Location: 'Localização',
  Flexible: 'Horários flexíveis',
  Security: 'Segurança',
  Quality: 'Qualidade',
  'Stat patients': 'Número de pacientes',
  'Stat years': 'Anos de clínica',
  'Stat satisfaction': 'Satisfação',
  'Stat support': 'Atendimento',
  Closed: 'Fechado',
  'Page text': 'Texto da página',
  'Hosting provider': 'Empresa de hospedagem do site',
  'What the site stores, when no visit measurement is configured (asks consent for nothing else)':
    'O que o site guarda, quando não há medição de visitas (não pede consentimento para mais nada)',
  'What the site stores and measures, shown instead when analytics.measurement_id is set in content/site.yaml':
    'O que o site guarda e mede, mostrado no lugar do anterior quando há um ID de medição em Dados da clínica',
  Formerly: 'Endereços antigos',
  Anaesthesia: 'Anestesia',
  Recovery: 'Recuperação',
  'Who treats': 'Quem trata',
  Pictures: 'Imagens',
  Picture: 'Imagem',
  Ratio: 'Formato',
  Focus: 'Ponto de foco',
  Callouts: 'Quadros de aviso',
  Kind: 'Tipo',
};

/** Hints under the fields, collection descriptions and messages of the patterns. */
const SENTENCES: Record<string, string> = {
  'false: published as a preview (hidden from search engines). true: the clinic declares the site live; the build then refuses while any stand-in remains (docs/LANCAMENTO.md).':
    'Desligado: o site é publicado como prévia, fora dos buscadores. Ligado: a clínica declara o site no ar, e a publicação é recusada enquanto houver algum dado provisório (a lista está em /admin/lancamento/, "Antes de lançar o site").',
  'Which testimonials the home page shows, in order, each with its source and consent date.':
    'Quais depoimentos a página inicial mostra, em ordem, cada um com a fonte e a data da autorização do paciente.',
  'Where the patient said it: the address of the review (https://...) or "autorização por escrito" and where it is kept.':
    'Onde o paciente fez o relato: o link da avaliação (https://...) ou "autorização por escrito" e onde ela está guardada.',
  'The day the patient authorised its publication (2026-03-14).':
    'O dia em que o paciente autorizou a publicação (2026-03-14).',
  'The day the partner confirmed the partnership and the use of its name and logo (2026-03-14).':
    'O dia em que o parceiro confirmou a parceria e o uso do nome e do logotipo (2026-03-14).',
  'Degrees and specialisations, each with its institution and year.':
    'Graduação, especializações e títulos acadêmicos, cada um com a instituição e o ano.',
  'The degree or specialisation, as the diploma names it.': 'O título, como consta do diploma.',
  'The university or school that awarded it.': 'A universidade ou escola que deu o título.',
  'The year it was awarded.': 'O ano de conclusão.',
  'Where dist/ is published. nginx and s3 serve the .br/.gz copies the build then writes beside each text file; the others compress on the fly.':
    'Onde o site é publicado. Mude só com quem cuida da hospedagem: nginx e S3 recebem cópias comprimidas de cada página.',
  // Collection descriptions
  'Name, address, phones, opening hours, links: every fact of the clinic, written once.':
    'Nome, endereço, telefones, horário, links: cada dado da clínica, escrito uma vez só.',
  'Every text of the home page, section by section, in five languages side by side.':
    'Todos os textos da página inicial, seção por seção, nos cinco idiomas lado a lado.',
  'Footer, cookie banner, urgent care, booking invitations, blog introduction.':
    'Rodapé, aviso de cookies, urgência, convites para agendar, introdução do blog.',
  'What the home page lists, in which order, with pictures and links.':
    'O que a página inicial mostra, em que ordem, com fotos e links: cada lista é uma entrada.',
  'The home page sections and their order.': 'As seções da página inicial e sua ordem.',
  'The result cards and the pages they link to.': 'Os cartões de resultados e as páginas a que levam.',
  'The pictures of the clinic, in order.': 'As fotos da clínica, em ordem.',
  'Which testimonials the home page shows, in order.': 'Quais depoimentos a página inicial mostra, em ordem.',
  'Which questions the home page answers, in order, and the care page a question leads on to.':
    'Quais perguntas a página inicial responde, em ordem (os textos ficam em Textos da página inicial), e a página de cuidados que uma pergunta indica.',
  "The care page a question leads on to, linked after its answer (the page's title is the link).":
    'A página de cuidados indicada depois da resposta de uma pergunta (o link mostra o título da página).',
  'Partner logos and their sites.': 'Logotipos dos parceiros e seus sites.',
  'One page per treatment, in five languages. A new one also needs its card in Home page › Sections.':
    'Uma página por tratamento, em cinco idiomas. Um tratamento novo também precisa do seu cartão em Listas da página inicial › Seções.',
  'Care before and after treatments. A new one also needs its place in Home page › Recommendations menu.':
    'Cuidados antes e depois dos tratamentos. Uma recomendação nova também precisa entrar no menu, em Listas da página inicial › Menu Recomendações.',
  "The owners' profile pages.": 'As páginas de perfil das sócias.',
  'The privacy policy, in five languages.': 'A política de privacidade, em cinco idiomas.',
  'A post in Portuguese first; a language left empty is not translated (no page in it).':
    'Um post primeiro em português; um idioma deixado vazio não é traduzido (não tem página nele).',
  'The owners and the professionals of the carousel.': 'As sócias e os profissionais do carrossel.',
  'The categories of the blog, in five languages each.': 'As categorias do blog, em cinco idiomas cada.',
  'Services × neighbourhoods: the local landing pages, Portuguese only.':
    'Serviços × bairros: as páginas locais, só em português.',
  "Each neighbourhood's own text for each service.": 'O texto próprio de cada bairro para cada serviço.',
  'What the clinic calls things in each language, and the words the build refuses.':
    'Como a clínica chama as coisas em cada idioma, e as palavras que o site recusa.',
  // Hints
  "A dentist of the post's field; the same in every language.":
    'Um(a) dentista da área do post; o mesmo em todos os idiomas.',
  'The page text. ## starts a section; pictures go beside the page and need a description.':
    'O texto da página, em Markdown: `## Título` começa uma seção, `- ` um item de lista, `**negrito**`. Imagens ficam ao lado da página e precisam de descrição: `![descrição](foto.jpg)`.',
  "The clinic's registration at the dental council (CRO-SP 012345).":
    'O registro da clínica no Conselho Regional de Odontologia (CRO-SP 012345).',
  'The picture at the top of the post and on its card. Upload it here: it is saved beside the post.':
    'A imagem no topo do post e no seu cartão. Envie aqui: ela é salva junto do post.',
  'What the picture shows, for people who cannot see it.': 'O que a imagem mostra, para quem não pode vê-la.',
  'Description in search results (about 155 characters)': 'Descrição nos resultados de busca (cerca de 155 caracteres)',
  'One or two sentences for search results and link previews (50 to 200 characters).':
    'Uma ou duas frases para os resultados de busca e as prévias de links (50 a 200 caracteres).',
  'One or two sentences for the blog list and search results (50 to 200 characters).':
    'Uma ou duas frases para a lista do blog e os resultados de busca (50 a 200 caracteres).',
  "One sentence per language: the category page's lead and search description.":
    'Uma frase por idioma: a abertura da página da categoria e sua descrição na busca.',
  'A draft is shown in the preview (npm run dev) but not published.':
    'Um rascunho aparece na pré-visualização, mas não é publicado.',
  'How long the treatment takes, in words ("1 to 2 sessions").':
    'Quanto tempo o tratamento leva, por extenso ("1 a 2 sessões").',
  'Degrees and courses, one per line.': 'Graduação e cursos, um por linha.',
  'The message a WhatsApp chat opens with, per language.':
    'A mensagem com que a conversa no WhatsApp começa, em cada idioma.',
  'The pictures of the hero, about, map and banner sections.':
    'As fotos da abertura, do "sobre", do mapa e das faixas.',
  'A paragraph or two per language (a blank line between paragraphs).':
    'Um ou dois parágrafos por idioma (uma linha em branco entre parágrafos).',
  'The role at the clinic, e.g. "Orthodontist and co-founder".':
    'A função na clínica, por exemplo "Ortodontista e sócia-fundadora".',
  'The registered company name (footer, privacy policy).':
    'O nome registrado da empresa (rodapé, política de privacidade).',
  'Google Analytics (G-ABC123), or empty for none.': 'Google Analytics (G-ABC123); deixe vazio para não medir visitas.',
  "The page's short name in the header's Recommendations menu.":
    'O nome curto da página no menu Recomendações do cabeçalho.',
  'As written in this language (the build checks titles such as Dr./Dra.).':
    'Como se escreve neste idioma (o site confere títulos como Dr./Dra.).',
  'The name visitors see, in the header and titles.': 'O nome que os visitantes veem, no cabeçalho e nos títulos.',
  'Digits only, with country and area code.': 'Só números, com código do país e DDD.',
  'For search engines, e.g. "$$".': 'Para os buscadores, por exemplo "$$".',
  'As a patient would ask it.': 'Como um paciente perguntaria.',
  'A short, plain answer.': 'Uma resposta curta e simples.',
  'Council registrations, as in content/team.yaml (CRO-SP 000001).':
    'Registros no conselho, como em Equipe (CRO-SP 000001).',
  'One to four treatments to suggest next.': 'De um a quatro tratamentos para sugerir em seguida.',
  'Risks and possible complications: honest and specific, at least three.':
    'Riscos e possíveis complicações: honestos e específicos, pelo menos três.',
  'The treatment page the card links to (empty: no page of its own).':
    'A página a que o cartão leva (vazio: sem página própria).',
  'The picture shown when a page is shared (cut to 1200×630).':
    'A imagem mostrada quando uma página é compartilhada (cortada em 1200×630).',
  'The address: /blog/categoria/<slug>/. Changing it breaks links.':
    'A parte final do endereço: /blog/categoria/<esta-parte>/. Mudá-la quebra os links já compartilhados.',
  'Fields of work, one per line.': 'Áreas de atuação, uma por linha.',
  "A short name that identifies the person as the author of blog posts (a post's Author field keeps it): lower case, no accents, hyphens (ana-souza). It is not shown on the site, and team members have no page of their own. Once the person has signed a post, do not change it.":
    'Um nome curto que identifica a pessoa como autor(a) dos posts do blog (é o que o campo Autor(a) de cada post guarda): em minúsculas, sem acentos, com hífens (ana-souza). Não aparece no site, e os profissionais não têm página própria. Depois que a pessoa assinar um post, não o mude.',
  'Only where the name is written differently from Portuguese. Arabic in Arabic letters (الدكتورة ...) is best: without it the Arabic pages show the name in Latin letters.':
    'Só onde o nome se escreve diferente do português. O árabe, de preferência em letras árabes (الدكتورة ...): sem ele, as páginas em árabe mostram o nome em letras latinas.',
  "The fields whose dentists write this category's posts.":
    'As áreas cujos dentistas escrevem os posts desta categoria.',
  'The source of each home-page figure, per language: a figure without one is not published.':
    'A fonte de cada número da página inicial, em cada idioma: um número sem fonte não é publicado.',
  'Labels of the figures (their values and sources are in home.yaml and site.yaml)':
    'Legendas dos números (valores e fontes ficam em Listas da página inicial e Dados da clínica)',
  'Heading of the figures (read by screen readers)': 'Título dos números (lido por leitores de tela)',
  'The lead paragraph under the heading.': 'O parágrafo de abertura, abaixo do título.',
  'Up to eight words a reader might search for.': 'Até oito palavras que um leitor poderia buscar.',
  'Only after a real change to the text; not before the publication date.':
    'Só depois de uma mudança real no texto; nunca antes da data de publicação.',
  'The day this version of the policy took effect.': 'O dia em que esta versão da política passou a valer.',
  'The published address, https://... (canonical links, sitemap).':
    'O endereço publicado, https://... (links canônicos, mapa do site).',
  'Notice on patient pictures (CFO Resolution 196/2019)': 'Aviso sobre fotos de pacientes (Resolução CFO 196/2019)',
  'Notice under the cases (CFO rules on case pictures)': 'Aviso abaixo dos casos (regras do CFO sobre fotos de casos)',
  'Notice under the testimonials (published with consent)':
    'Aviso abaixo dos depoimentos (publicados com consentimento)',
  'Patient (first name and initial)': 'Paciente (nome e inicial)',
  'Fields of work (blog posts the owner may sign)': 'Áreas de atuação (posts do blog que pode assinar)',
  'Partners (names, logos and links are in home.yaml)':
    'Parceiros (nomes, logotipos e links ficam em Listas da página inicial › Parceiros)',
  'The clinic (photo gallery)': 'A clínica (galeria de fotos)',
  'Urgent care (footer and care pages)': 'Urgência (rodapé e páginas de cuidados)',
  'Team (the people are in team.yaml)': 'Equipe (as pessoas ficam em Equipe)',
  'When to go to an emergency room (shown in bold)': 'Quando ir a um pronto-socorro (em negrito)',
  'Title in search results and the browser tab (about 60 characters)':
    'Título nos resultados de busca e na aba do navegador (cerca de 60 caracteres)',
  'At most 60 characters, so search results show it whole.':
    'No máximo 60 caracteres, para aparecer inteiro nos resultados de busca.',
  'The page heading and browser tab title.': 'O título da página e da aba do navegador.',
  "The header's Recommendations menu, in order.": 'O menu Recomendações do cabeçalho, em ordem.',
  'The company that hosts the site, named in the privacy policy ({{site.hosting}}).':
    'A empresa que hospeda o site, citada na política de privacidade.',
  'Former slugs of this service; their old addresses lead to the new ones.':
    'Endereços antigos deste serviço: quem abrir um deles é levado ao novo.',
  'What the site stores, when no visit measurement is configured (asks consent for nothing else)':
    'O que o site guarda, quando não há medição de visitas (não pede consentimento para mais nada)',
  'What the site stores and measures, shown instead when analytics.measurement_id is set in content/site.yaml':
    'O que o site guarda e mede, mostrado no lugar do anterior quando há um ID de medição em Dados da clínica',
  'With the area code, (11) 3000-0340, or the country code too, +55 11 3000-0340.':
    'Com o DDD, (11) 3000-0340, ou também com o código do país, +55 11 3000-0340.',
  'The public emergency number printed on the care sheets (192, SAMU).':
    'O número público de emergência impresso nas folhas de cuidados (192, SAMU).',
  'Whether the treatment needs anaesthesia, and which ("Local, only where treated"; "Not needed").':
    'Se o tratamento precisa de anestesia, e qual ("Local, só onde é tratado"; "Não precisa").',
  'What recovery usually looks like, without promises ("Usual activities the same day").':
    'Como costuma ser a recuperação, sem promessas ("Atividades normais no mesmo dia").',
  'The specialties (content/team.yaml) whose dentists do this treatment; the same in every language.':
    'As especialidades (de Equipe) cujos dentistas fazem este tratamento; as mesmas em todos os idiomas.',
  'One or two pictures, each with a description: the first beside the summary, the second within the text.':
    'Uma ou duas imagens, cada uma com descrição: a primeira ao lado do resumo, a segunda no meio do texto.',
  'Upload it here: it is saved beside the page.': 'Envie aqui: ela é salva junto da página.',
  'A picture in content/images/. An SVG file is stand-in artwork: the preview marks it until a photo (JPG, WebP) replaces it.':
    'Uma imagem de content/images/. Um arquivo SVG é uma ilustração provisória: a pré-visualização a marca até que uma foto (JPG, WebP) a substitua.',
  'How each picture slot crops: its shape (width:height) and the point that stays in view.':
    'Como cada espaço de foto corta a imagem: o formato (largura:altura) e o ponto que fica sempre visível.',
  'The shape the picture is shown in (width:height); a photo of another shape is cropped to it.':
    'O formato em que a imagem aparece (largura:altura); uma foto de outro formato é cortada para ele.',
  'The point that stays in view when the picture is cropped: "50% 40%" is the middle, a little above centre.':
    'O ponto que fica visível quando a imagem é cortada: "50% 40%" é o meio, um pouco acima do centro.',
  'Sections of the text shown as warning or emergency boxes.':
    'Seções do texto mostradas em quadros de aviso ou de emergência.',
  'The section\'s heading exactly as written after "## " in the text.':
    'O título da seção exatamente como está escrito depois de "## " no texto.',
  'warning: signs to call the clinic; emergency: go to a hospital or call 192.':
    'Aviso: sinais para ligar para a clínica; Emergência: ir a um hospital ou ligar 192.',
  'Two-letter codes, one per line: pt (Portuguese), en, es, de, ar.':
    'Códigos de duas letras, um por linha: pt (português), en (inglês), es (espanhol), de (alemão), ar (árabe).',
};

/** Hints the schemas do not give, where a word needs explaining to someone who is not a developer. */
const EXPLAIN: Record<string, string> = {
  slug: 'A parte final do endereço da página, em minúsculas e sem acentos (ana-souza). Mudá-la quebra os links já compartilhados.',
  cro: 'O registro no Conselho Regional de Odontologia, mostrado junto do nome (CRO-SP 012345; técnico(a): CRO-SP TSB 012345).',
  place_names:
    'Só onde outro idioma escreve o bairro e a cidade de outro jeito (o árabe, em letras árabes: لابا، ساو باولو). Aparece no título das páginas de tratamento.',
  specialty:
    'A área mostrada no cartão da pessoa; ela também diz em quais categorias do blog a pessoa pode assinar posts.',
  role: 'Técnico(a) em Saúde Bucal (TSB) não é dentista: nunca "Dr./Dra.".',
  profile:
    'A parte final do endereço da página de perfil, que fica em Sócias (/dra-ana-souza/); também identifica a pessoa como autor(a) dos posts do blog. Não mude.',
  key: 'O identificador que liga o item aos seus textos, em Textos da página inicial. Não mude.',
};

/** Words of select options (enumerations) that content does not name. */
const OPTIONS: Record<string, string> = {
  dentist: 'Dentista',
  tsb: 'Técnico(a) em Saúde Bucal (TSB)',
  closed: 'Fechado',
  warning: 'Aviso',
  emergency: 'Emergência',
  '3:2': '3:2 (paisagem)',
  '4:3': '4:3 (paisagem)',
  '1:1': '1:1 (quadrado)',
  '16:9': '16:9 (panorâmica)',
  '4:5': '4:5 (retrato)',
  netlify: 'Netlify',
  'cloudflare-pages': 'Cloudflare Pages',
  'github-pages': 'GitHub Pages',
  nginx: 'Servidor próprio (nginx)',
  s3: 'Amazon S3',
};

/** Decap's words for a few numbers: "at least 3 characters". */
function limitMessage(text: string): string | undefined {
  let m = /^at least (\d+) characters$/.exec(text);
  if (m) return `escreva pelo menos ${m[1]} caracteres`;
  m = /^(\d+) to (\d+) characters$/.exec(text);
  if (m) return m[1] === m[2] ? `escreva ${m[1]} caracteres` : `escreva de ${m[1]} a ${m[2]} caracteres`;
  m = /^at most (\d+) characters$/.exec(text);
  if (m) return `escreva no máximo ${m[1]} caracteres`;
  return undefined;
}

/**
 * One item of a list, for Decap's "Adicionar …" button and "1 …" count (it shows them in lower
 * case): without it the button read "Adicionar galeria" for one photo.
 */
const SINGULAR: Record<string, string> = {
  Bairros: 'Bairro',
  Categorias: 'Categoria',
  'Como chegar': 'Parágrafo',
  Depoimentos: 'Depoimento',
  Detalhes: 'Detalhe',
  'Detalhes (dois aparecem em cada página)': 'Detalhe',
  'Parágrafos de fechamento': 'Parágrafo',
  Diferenciais: 'Diferencial',
  'Endereços antigos': 'Endereço antigo',
  Especialidades: 'Especialidade',
  Evitar: 'Palavra a evitar',
  Fechos: 'Fecho',
  'Idiomas em que atende': 'Idioma',
  Formação: 'Curso',
  Galeria: 'Foto',
  'Fotos da galeria': 'Foto',
  Imagens: 'Imagem',
  Local: 'Parágrafo',
  Números: 'Número',
  'Palavras-chave': 'Palavra-chave',
  Parceiros: 'Parceiro',
  Parágrafos: 'Parágrafo',
  'Perguntas e respostas': 'Pergunta',
  'Perguntas frequentes': 'Pergunta',
  Profissionais: 'Profissional',
  'Quadros de aviso': 'Quadro de aviso',
  'Quem trata': 'Especialidade',
  'Registros no CRO': 'Registro',
  Resultados: 'Resultado',
  Recomendações: 'Página de recomendação',
  Riscos: 'Risco',
  Serviços: 'Serviço',
  Sócias: 'Sócia',
  Termos: 'Termo',
  Tratamentos: 'Tratamento',
  'Tratamentos relacionados': 'Tratamento relacionado',
};
export const singular = (label: string): string | undefined => SINGULAR[label];
export const label = (text: string): string => LABELS[text] ?? limitMessage(text) ?? text;
export const sentence = (text: string): string => SENTENCES[text] ?? limitMessage(text) ?? LABELS[text] ?? text;
export const option = (value: string): string => OPTIONS[value] ?? LABELS[value] ?? value;
export const explain = (name: string): string | undefined => EXPLAIN[name];

/** Whether this catalogue wrote a text: for the count of English words left on screen. */
export const isPortuguese = (text: string): boolean =>
  [LABELS, SENTENCES, OPTIONS, EXPLAIN].some((table) => Object.values(table).includes(text)) ||
  isRule(text) ||
  /^escreva (pelo menos |no máximo |de )?\d+( a \d+)? caracteres$/.test(text);
