/**
 * Decap's language menus ("Copiar de outro idioma", "Escrevendo em") list codes (pt, es): each
 * item shows the language's name instead. Only the words change; the item still picks its code.
 */
import { LANG_NAMES } from './language-names';

const named = (code: string): string | undefined => {
  const name = LANG_NAMES[code];
  return name && name.charAt(0).toUpperCase() + name.slice(1);
};

function rename(): void {
  for (const label of document.querySelectorAll('[role="menuitem"] > span')) {
    const name = named(label.textContent?.trim() ?? '');
    if (name) label.textContent = name;
  }
}

export function languageNamesInMenus(): void {
  new MutationObserver(rename).observe(document.body, { childList: true, subtree: true });
}
