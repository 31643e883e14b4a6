/**
 * A menu that closes on a press outside it or on Escape, listening from mount: a key pressed
 * right after the click that opened it must not find the listener missing.
 */
import { useEffect, type RefObject } from 'react';
import { listenForDismiss } from '../lib/dismiss';

export function useDismiss(ref: RefObject<HTMLElement | null>, onOutside: () => void, onEscape: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only; the handlers only set state or read the element, so the first ones stay valid
  useEffect(() => listenForDismiss(() => ref.current, onOutside, onEscape), []);
}
