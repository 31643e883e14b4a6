/** The site's languages as the editor names them in Portuguese, from the one catalogue. */
export { LANGUAGE_NAMES as LANG_NAMES } from '../../pipeline/catalogue/refusals';
