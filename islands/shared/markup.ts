/**
 * Reading an island's content back from its server HTML, so data-props does not carry it a
 * second time: the text or the inner HTML of the elements a selector finds, in order.
 */
export function textsOf(host: ParentNode, selector: string): string[] {
  return [...host.querySelectorAll(selector)].map((el) => el.textContent ?? '');
}

export function htmlsOf(host: ParentNode, selector: string): string[] {
  return [...host.querySelectorAll(selector)].map((el) => el.innerHTML);
}

/** Text as HTML, for content that islands hold as HTML strings. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
