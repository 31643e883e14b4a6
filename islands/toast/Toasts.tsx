/**
 * The site's one toast (Radix Toast): 5000 ms, one visible at a time, swipe right 50 px,
 * F8 to focus the region. Other code speaks through the toast bus. The island is hydrated
 * by the first toast asked for (data-load="event"): a page that never shows one never loads
 * this code.
 */
import { useEffect, useState } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { TOAST_EVENT, type ToastDetail } from '../lib/toast-bus';
import { takeHeldEvents } from '../lib/held-events';
import { Icon } from '../shared/Icon';

export interface ToastsProps {
  durationMs: number;
  swipeThreshold: number;
  labels: { region: string; close: string };
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
    // The toasts asked for before this island ran (the first one is what woke it).
    takeHeldEvents(TOAST_EVENT).forEach(onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

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
