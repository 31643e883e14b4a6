/**
 * Copy buttons ([data-copy]) are in the HTML but hidden: copying needs JavaScript and the
 * clipboard. Where both are there, they appear and confirm with a toast (data-copied).
 */
import { showToast } from './toast-bus';

export function enableCopyButtons(): void {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(button.dataset.copy ?? '').then(
        () => showToast(button.dataset.copied ?? ''),
        () => undefined, // clipboard refused: the text stays visible to select by hand
      );
    });
  }
}
