/** Islands are separate React roots; they ask the toast island to speak through one DOM event. */
export const TOAST_EVENT = 'site:toast';

export interface ToastDetail {
  message: string;
}

export function showToast(message: string): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { message } }));
}
