/**
 * A menu that closes on a press outside it or on Escape, listening from mount: a key pressed
 * right after the click that opened it must not find the listener missing.
 */
import { useEffect, type RefObject } from 'react';

export function useDismiss(ref: RefObject<HTMLElement | null>, onOutside: () => void, onEscape: () => void): void {
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onOutside();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
    // The handlers only set state or read the element: the first ones stay valid.
  }, []);
}
