/** Words Decap and its list library give assistive technology in English, said in Portuguese. */
import { ASSISTIVE, FIELD_KINDS } from '../../pipeline/catalogue/editor-page-words';

function relabel(): void {
  for (const el of document.querySelectorAll(`[aria-label^="${ASSISTIVE.fieldPrefix}"]`)) {
    const kind = FIELD_KINDS[(el.getAttribute('aria-label') ?? '').slice(ASSISTIVE.fieldPrefix.length)];
    if (kind) el.setAttribute('aria-label', kind);
  }
  // The notices' close button and timer (react-toastify's own words).
  for (const el of document.querySelectorAll('.Toastify__close-button[aria-label="close"]'))
    el.setAttribute('aria-label', ASSISTIVE.closeNotice);
  for (const el of document.querySelectorAll('.Toastify__progress-bar[aria-label="notification timer"]'))
    el.setAttribute('aria-label', ASSISTIVE.noticeTimer);
  for (const el of document.querySelectorAll('[id^="DndDescribedBy-"]'))
    if (el.textContent !== ASSISTIVE.dragInstructions) el.textContent = ASSISTIVE.dragInstructions;
  for (const el of document.querySelectorAll('[id^="DndLiveRegion-"]')) {
    const said = el.textContent?.trim() ?? '';
    const rule = ASSISTIVE.dragNews.find(([re]) => re.test(said));
    if (rule) el.textContent = said.replace(rule[0], rule[1]);
  }
}

export function portugueseForAssistiveTech(): void {
  new MutationObserver(relabel).observe(document.body, { childList: true, subtree: true, characterData: true });
}
