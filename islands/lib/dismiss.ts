/**
 * A menu that closes on a press outside it or on Escape. Returns the function that stops
 * listening. Shared by the component islands (through useDismiss) and the DOM ones.
 */
export function listenForDismiss(
  within: () => Element | null,
  onOutside: () => void,
  onEscape: () => void,
): () => void {
  const onDown = (e: PointerEvent): void => {
    if (!(e.target instanceof Node && within()?.contains(e.target))) onOutside();
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') onEscape();
  };
  document.addEventListener('pointerdown', onDown);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('pointerdown', onDown);
    document.removeEventListener('keydown', onKey);
  };
}
