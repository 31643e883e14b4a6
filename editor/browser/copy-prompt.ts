/**
 * "Copiar de outro idioma" asks before it replaces a language's text. Decap words the question
 * with the code of the language copied ("PT") and no word of the language it writes into: the
 * question is asked instead with both languages' names (COPY_FROM_LANGUAGE).
 */
import { COPY_FROM_LANGUAGE, DECAP_PHRASES } from '../../pipeline/catalogue/editor-page-words';
import { languageOf } from './panes';

export function copyPromptInWords(): void {
  let target: string | undefined;
  // The pane whose "Copiar de outro idioma" was opened: the language written into.
  document.addEventListener(
    'click',
    (e) => {
      // Decap's menu button is a span with the button role.
      const button = e.target instanceof Element ? e.target.closest('button, [role="button"]') : null;
      if (button?.textContent?.trim() === DECAP_PHRASES.editor.editorControlPane.i18n.copyFromLocale)
        target = languageOf(button);
    },
    true,
  );
  const [before = '', after = ''] = COPY_FROM_LANGUAGE.decapPhrase.split('%{locale}');
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string): boolean => {
    if (message === undefined || !message.startsWith(before) || !message.endsWith(after)) return confirm(message);
    const from = message.slice(before.length, message.length - after.length);
    return confirm(COPY_FROM_LANGUAGE.ask(from, target));
  };
}
