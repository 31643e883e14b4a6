/**
 * The editor page's own script (bundled by admin-files.ts): provides React 19.2 (the version
 * Decap's prebuilt bundle was built against) as the globals that bundle expects, loads it,
 * then registers what the site needs before starting it:
 * - the format of YAML files whose root is a list (Decap edits objects only);
 * - widgets for opening hours that may be "closed", Brazilian dates, a post's author, and a
 *   picture's focus point set on the picture;
 * - previews that show the site itself: the dev server renders the entry with the real
 *   pipeline and the page is shown in a frame (two Reacts never mix).
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { parse } from 'yaml';
import { isRecord, recordOf, recordsOf, stringAt } from '../server/json-shapes';
import { portugueseForAssistiveTech } from './assistive-tech';
import { authorSelect } from './author-select';
import { clinicToday } from './clinic-date';
import { copyPromptInWords } from './copy-prompt';
import { type Cms, plain } from './decap';
import { DECAP_LOCALE, DECAP_PT } from './decap-pt';
import { entryStatus } from './entry-status';
import { BrazilianDate, listFormat, LiteralOrObject, toBrazilian } from './fields';
import { focusOnThePicture } from './focus-point';
import { groupLabelsInTheirLanguage, namedListItems, optionalOnce, ownWordsForGroups } from './group-labels';
import { languageNamesInMenus } from './language-menus';
import { launchField } from './launch-field';
import {
  confirmRemovals,
  fieldDirections,
  forgetRefusedDrafts,
  freshChoices,
  freshEntryOnAddress,
  newEntryNotSaved,
} from './page-behaviours';
import { pageTextTools } from './page-text';
import { thumbnailsThatLoad } from './picture-field';
import { keepRefusals } from './refusal-box';
import { sitePreview } from './site-preview';
import { textSearch } from './text-search';
import { translationNotice } from './translation-notice';

/** Set by the page (admin-files.ts): which previews to register, and the field used for root lists. */
interface Setup {
  previews: { template: string; collection: string; file?: string }[];
  listField: string;
  listFormat: string;
  previewUrl?: string;
  previewStyle?: string;
}
/** The page's setup, read by looking (admin-files.ts writes it). */
function setupOf(json: unknown): Setup {
  const s = recordOf(json);
  const previews = recordsOf(s?.previews).flatMap((p) => {
    const template = stringAt(p, 'template');
    const collection = stringAt(p, 'collection');
    const file = stringAt(p, 'file');
    return template && collection ? [{ template, collection, ...(file ? { file } : {}) }] : [];
  });
  const previewUrl = stringAt(s, 'previewUrl');
  const previewStyle = stringAt(s, 'previewStyle');
  return {
    previews,
    listField: stringAt(s, 'listField') ?? '',
    listFormat: stringAt(s, 'listFormat') ?? '',
    ...(previewUrl ? { previewUrl } : {}),
    ...(previewStyle ? { previewStyle } : {}),
  };
}
declare global {
  interface Window {
    React: typeof React;
    ReactDOM: typeof ReactDOM;
    DecapCmsApp?: Cms;
  }
}

Object.assign(window, { React, ReactDOM });
const setup = setupOf(JSON.parse(document.getElementById('admin-setup')?.textContent ?? '{}'));

type Phrases = Record<string, unknown>;
/** `phrases` with `changes` laid over it, branch by branch. */
function over(phrases: Phrases, changes: Phrases): Phrases {
  const out: Phrases = { ...phrases };
  for (const [k, v] of Object.entries(changes)) out[k] = isRecord(v) ? over(recordOf(phrases[k]) ?? {}, v) : v;
  return out;
}

/** Decap's Portuguese interface, completed (decap-pt.ts). */
function relabel(cms: Cms): void {
  const pt = cms.getLocale(DECAP_LOCALE);
  if (!pt) return;
  cms.registerLocale(DECAP_LOCALE, over(pt, DECAP_PT));
}

/** The configuration as the editor loaded it (its text), to tell when content changed its choices. */
let loadedConfig: string | undefined;

/** The site's widgets, previews and list format. */
function registerWidgets(cms: Cms): void {
  namedListItems(cms);
  ownWordsForGroups(cms);
  thumbnailsThatLoad(cms);
  focusOnThePicture(cms);
  pageTextTools(cms);
  cms.registerWidget('date_br', BrazilianDate, ({ value }) => <span>{toBrazilian(String(plain(value) ?? ''))}</span>);
  const select = cms.getWidget('select')?.control;
  if (select)
    cms.registerWidget('author', authorSelect(select), ({ value }) => <span>{String(plain(value) ?? '')}</span>);
  cms.registerCustomFormat(setup.listFormat, 'yaml', listFormat(setup.listField));
  cms.registerWidget('literal_or_object', LiteralOrObject, ({ value }) => <span>{JSON.stringify(plain(value))}</span>);
  const rendered = new Map<string, { body: string; html: string }>();
  const { previewUrl } = setup;
  if (previewUrl)
    for (const p of setup.previews)
      cms.registerPreviewTemplate(p.template, sitePreview(previewUrl, p.collection, p.file, rendered));
  // Without the dev server (the editor published with the site), Decap's preview in the site's style.
  else if (setup.previewStyle) cms.registerPreviewStyle(setup.previewStyle);
}

function start(cms: Cms): void {
  freshEntryOnAddress();
  freshChoices(() => loadedConfig);
  entryStatus();
  portugueseForAssistiveTech();
  languageNamesInMenus();
  copyPromptInWords();
  textSearch();
  translationNotice();
  launchField();
  relabel(cms);
  keepRefusals();
  confirmRemovals();
  fieldDirections();
  optionalOnce();
  groupLabelsInTheirLanguage();
  forgetRefusedDrafts();
  newEntryNotSaved();
  registerWidgets(cms);
  withToday()
    .then((config) => cms.init({ config: { ...config, load_config_file: false } }))
    // Decap reads it again itself, and says what is wrong with it.
    .catch(() => cms.init());
}

/**
 * The configuration, with today's date (São Paulo's, from this computer's clock) as the start
 * of the dates that take it (a new post's publication date): the file is the same every day
 * (the published editor's is written once), and a default set when the page opens leaves a
 * new entry unchanged, with nothing to save, until the editor writes in it.
 */
async function withToday(): Promise<Record<string, unknown>> {
  const href = document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href') ?? 'config.yml';
  const reply = await fetch(href, { credentials: 'same-origin' });
  if (!reply.ok) throw new Error(`${href}: ${reply.status}`);
  loadedConfig = await reply.text();
  const config = recordOf(parse(loadedConfig)) ?? {};
  const today = clinicToday();
  const fill = (f: unknown): void => {
    if (!isRecord(f)) return;
    if (f.default_today) f.default = today;
    recordsOf(f.fields).forEach(fill);
    fill(f.field);
  };
  for (const c of recordsOf(config.collections)) {
    recordsOf(c.fields).forEach(fill);
    for (const file of recordsOf(c.files)) recordsOf(file.fields).forEach(fill);
  }
  return config;
}

const script = document.createElement('script');
script.src = new URL('decap/decap-cms-app.js', document.baseURI).href;
script.onload = () => {
  if (window.DecapCmsApp) start(window.DecapCmsApp);
};
document.head.append(script);
