/**
 * A link of the launch checklist (/admin/lancamento/) names the field it leads to: once the
 * entry is open, that field is brought into view, outlined and focused, so the editor types
 * the clinic's value at once.
 */
const KEY = 'launch-field';

export function launchField(): void {
  if (!sessionStorage.getItem(KEY)) return;
  const show = (): void => {
    const name = sessionStorage.getItem(KEY);
    if (!name) return;
    const control = document.querySelector<HTMLElement>(
      `input[id^="${CSS.escape(name)}-field"], textarea[id^="${CSS.escape(name)}-field"], [id^="${CSS.escape(name)}-field"]`,
    );
    if (!control) return;
    sessionStorage.removeItem(KEY);
    observer.disconnect();
    control.scrollIntoView({ block: 'center' });
    control.style.outline = '3px solid #c9a24a';
    control.style.outlineOffset = '2px';
    control.setAttribute('data-launch-target', '');
    if (control.matches('input, textarea, select')) control.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(show);
  observer.observe(document.body, { childList: true, subtree: true });
  show();
}
