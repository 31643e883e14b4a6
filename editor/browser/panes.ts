/**
 * The editor's form by language: Decap draws one pane per language under an "Escrevendo em XX"
 * row, and gives panes no language attribute; they are found by that row.
 */

/** A field's whole box (label, control, hint), as Decap's styled components name it. */
export const CONTROL_CONTAINER = '[class*="-ControlContainer"]';

/** The pane of one language (its "Escrevendo em XX" row and its fields), or the whole form when there are none. */
export function paneOf(lang: string): Element | undefined {
  const rows = [...document.querySelectorAll('button, span')];
  const button = rows.find((b) => b.textContent?.trim() === `Escrevendo em ${lang.toUpperCase()}`);
  if (!button) return rows.some((b) => /^Escrevendo em /.test(b.textContent?.trim() ?? '')) ? undefined : document.body;
  return fieldsAround(button);
}

/** The nearest element around `el` that holds fields: its pane. */
export function fieldsAround(el: Element): Element | undefined {
  let pane: Element | null = el.parentElement;
  while (pane && !pane.querySelector('input, textarea, [contenteditable="true"]')) pane = pane.parentElement;
  return pane ?? undefined;
}

/** The language of the pane `el` is in ("en"), from its "Escrevendo em EN" row; undefined outside panes. */
export function languageOf(el: Element): string | undefined {
  for (let at: Element | null = el; at; at = at.parentElement)
    for (const row of at.querySelectorAll('button, span')) {
      const code = /^Escrevendo em ([A-Z]{2})$/.exec(row.textContent?.trim() ?? '')?.[1];
      if (code) return code.toLowerCase();
    }
  return undefined;
}

/** The whole field (label, control, hint) whose label reads `label`, in `pane`. */
export function fieldsLabelled(pane: Element, label: string): HTMLElement[] {
  return [...pane.querySelectorAll('label')]
    .filter((l) => l.textContent?.trim().toUpperCase() === label.toUpperCase())
    .flatMap((l) => {
      const box = l.closest('[class*="ControlContainer"]') ?? l.parentElement;
      return box instanceof HTMLElement ? [box] : [];
    });
}
