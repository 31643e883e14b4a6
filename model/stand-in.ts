/**
 * The mark of a fact that stands in for one the clinic has not given yet: the YAML object that
 * holds the fact gets a `stand_in:` map from the field's name to the value as it stands in.
 * The fact counts as a stand-in while its value still equals the marked one.
 */
export const STAND_IN_KEY = 'stand_in';

/** The kinds of stand-in, in the order the build, the checklist and the guide list them. */
export const STAND_IN_KINDS = ['fact', 'picture', 'testimonial', 'partner', 'credential'] as const;
export type StandInKind = (typeof STAND_IN_KINDS)[number];

/** Each kind's name as the clinic reads it (the build's summary, the editor's checklist). */
export const STAND_IN_KIND_NAMES: Record<StandInKind, string> = {
  fact: 'Dados provisórios',
  picture: 'Ilustrações no lugar de fotos',
  testimonial: 'Depoimentos sem fonte e data de autorização',
  partner: 'Parceiros sem acordo confirmado',
  credential: 'Formações sem instituição e ano',
};
