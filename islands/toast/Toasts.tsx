/**
 * The site's one toast (Radix Toast): 5000 ms, one visible at a time, swipe right 50 px,
 * F8 to focus the region. Other islands speak through the toast bus; copy buttons
 * ([data-copy]) are enabled here because copying needs JavaScript.
 */
import { useEffect, useState } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { TOAST_EVENT, type ToastDetail, showToast } from '../lib/toast-bus';
import { Icon } from '../shared/Icon';

export interface ToastsProps {
  durationMs: number;
  swipeThreshold: number;
  labels: { region: string; close: string; copied: string };
}

export default function Toasts({ durationMs, swipeThreshold, labels }: ToastsProps) {
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);

  useEffect(() => {
    let id = 0;
    const onToast = (e: Event) => {
      const detail = (e as CustomEvent<ToastDetail>).detail;
      id += 1;
      setToast({ id, message: detail.message });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-copy]')];
    const onCopy = async (e: Event) => {
      const text = (e.currentTarget as HTMLElement).dataset.copy ?? '';
      try {
        await navigator.clipboard.writeText(text);
        showToast(labels.copied);
      } catch {
        /* clipboard refused: the text stays visible to select by hand */
      }
    };
    if (navigator.clipboard) {
      for (const b of buttons) {
        b.hidden = false;
        b.addEventListener('click', onCopy);
      }
    }
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      for (const b of buttons) b.removeEventListener('click', onCopy);
    };
  }, [labels.copied]);

  return (
    <Toast.Provider duration={durationMs} swipeDirection="right" swipeThreshold={swipeThreshold} label={labels.region}>
      {toast && (
        <Toast.Root
          key={toast.id}
          className="toast"
          onOpenChange={(open) => {
            if (!open) setToast(null);
          }}
        >
          <Toast.Description className="toast-text">{toast.message}</Toast.Description>
          <Toast.Close className="icon-button toast-close" aria-label={labels.close}>
            <Icon name="close" size={18} />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} label={`${labels.region} ({hotkey})`} />
    </Toast.Provider>
  );
}
