/**
 * What a field's rule asks, in Portuguese, as the schemas attach it (zod's message): the editor
 * shows it under the field when a value breaks the rule, and the build quotes it in
 * FIELD_INVALID ("O campo "cro" não foi aceito: escreva como CRO-SP 012345."). Part of the one
 * catalogue with pipeline/error-catalog.ts and labels.ts.
 */
/** Every rule text made so far (the schemas make theirs when loaded): the editor's count of English words asks it. */
const said = new Set<string>();
const say =
  <A extends unknown[]>(words: (...args: A) => string) =>
  (...args: A): string => {
    const text = words(...args);
    said.add(text);
    return text;
  };

export const RULE = {
  date: say((example: string) => `use uma data como ${example}`),
  time: 'escreva uma hora como 09:00',
  email: 'escreva um endereço de e-mail',
  notEmpty: 'não pode ficar vazio',
  translationNotEmpty: 'uma tradução não pode ficar vazia',
  slug: 'use palavras minúsculas sem acentos, ligadas por hífens',
  slugLike: say((example: string) => `use palavras minúsculas sem acentos, ligadas por hífens, como ${example}`),
  treatmentFolder: 'use o nome da pasta de um tratamento, como endodontia',
  key: 'use um identificador como laser_whitening',
  localeKey: 'as chaves são como "grupo.nome", em minúsculas',
  imagePath: say((example: string) => `envie a imagem pelo botão, ou escreva um caminho como ${example}`),
  pageImagePath:
    'envie a imagem pelo botão, ou escreva um caminho como images/treatments/foto.jpg (ou o nome de uma imagem ao lado da página, foto.jpg)',
  postImagePath:
    'envie a imagem pelo botão, ou escreva um caminho como images/blog/post.jpg (ou o nome de uma imagem ao lado do post, foto.jpg)',
  looksLike: say((example: string) => `escreva como ${example}`),
  cro: 'escreva como CRO-SP 012345 (técnico(a): CRO-SP TSB 012345)',
  languageCode: 'escreva o código do idioma com duas letras, como pt ou en',
  phoneDigits: 'só números, com código do país e DDD, como 5511900000340',
  phone: 'escreva um telefone como +55 11 3000-0340 ou (11) 90000-0340 (código do país e DDD, depois o número)',
  emergencyNumber: 'escreva o número de emergência de três algarismos, como 192 (SAMU)',
  measurementId: 'deixe vazio ou escreva como G-ABC123',
  focus:
    'escreva o ponto que fica sempre visível, em porcentagem da largura e da altura, como "50% 40%" (centro: "50% 50%")',
  descriptionForSearch: 'está curto demais para os resultados de busca (escreva pelo menos 50 caracteres)',
  categoryIntro:
    'está curto demais para apresentar a categoria (escreva um ou dois parágrafos, pelo menos 200 caracteres)',
  alt: 'descreva a imagem para quem não pode vê-la',
  altLetters: 'descreva a imagem para quem não pode vê-la (pelo menos 10 letras)',
  avoidedTerm: 'um termo a evitar precisa de pelo menos duas letras',
  placesOnly: 'só pode usar os marcadores {bairro} e {prep}',
  placeNamed: 'inclua "{prep} {bairro}" (vira "na Lapa", "em Perdizes", "no Limão")',
  ownPlace: 'é escrito para um bairro só: escreva o nome dele em vez de um marcador como {bairro}',
  anaesthesiaMissing:
    'falta dizer se há anestesia e de que tipo (por exemplo "Local, só na região tratada" ou "Não é necessária")',
  anaesthesiaShort: 'é curto demais: diga se há anestesia e de que tipo',
  anaesthesiaLong: 'é longo demais para o resumo (até 90 letras); os detalhes ficam no texto da página',
  recoveryMissing: 'falta dizer como é a recuperação (por exemplo "Atividades normais no mesmo dia")',
  recoveryShort: 'é curto demais: diga como é a recuperação',
  recoveryLong: 'é longo demais para o resumo (até 110 letras); os detalhes ficam no texto da página',
  treatedByMissing: 'falta dizer quem atende: uma ou mais especialidades da Equipe, como [surgery]',
  treatedByEmpty: 'diga pelo menos uma especialidade da Equipe',
  picturesMissing: 'falta a lista de imagens, com uma ou duas imagens e suas descrições',
  picturesNone: 'precisa de pelo menos uma imagem',
  picturesMax: 'tem no máximo duas imagens',
  https: 'escreva o endereço completo, começando com https://',
  httpsOnly: (protocol: string) => `comece o endereço com https:// (e não ${protocol})`,
  noCredentials: 'tire o nome de usuário ou a senha do endereço',
  noSpaces: 'tire os espaços do endereço',
  hostOnly: (hosts: readonly string[], host: string) => `use um endereço de ${hosts.join(', ')} (e não ${host})`,
  mapEmbed:
    'use um endereço de mapa do Google feito para incorporar: https://www.google.com/maps/embed?pb=... ou https://www.google.com/maps?q=...&output=embed',
  wrongForm: 'está em um formato que o site não aceita',
} as const;

/** Whether a text is one of the rules' (fixed, or made for a schema). */
export const isRule = (text: string): boolean => said.has(text) || Object.values(RULE).some((v) => v === text);
