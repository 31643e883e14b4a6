/** The entry open in the form, read from Decap's store: every language as it is now, with its collection's fields. */
import { DEFAULT_LANG } from '../../model/languages';
import { isRecord, recordOf } from '../server/json-shapes';
import { decapStore, plain } from './decap';
import { isFieldConfig, type OpenEntry } from './side-by-side';

export function openEntry(): OpenEntry | undefined {
  const state = decapStore()?.getState();
  const draft = state?.entryDraft;
  const collection = draft?.getIn(['entry', 'collection']);
  if (!draft || typeof collection !== 'string') return undefined;
  const fields = plain(state?.collections?.getIn([collection, 'fields']));
  const data: OpenEntry['data'] = { [DEFAULT_LANG]: recordOf(plain(draft.getIn(['entry', 'data']))) };
  const i18n = plain(draft.getIn(['entry', 'i18n']));
  if (isRecord(i18n)) for (const [lang, v] of Object.entries(i18n)) data[lang] = recordOf(recordOf(v)?.data);
  return { fields: Array.isArray(fields) ? fields.filter(isFieldConfig) : [], data };
}
