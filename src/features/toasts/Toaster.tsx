// Renders the toast queue. The live regions are always in the page so screen readers announce new toasts:
// 'polite' for ordinary ones, 'assertive' for destructive ones. The regions are lists, so a toast is a plain list
// item: a role of its own (status, alert) would break the list (axe: list, aria-allowed-role) and announce it twice.
// Hovering or focusing pauses the timers; F8 moves focus to the notifications so keyboard users can reach the dismiss
// buttons.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/react';
import { dismissToast, toastQueue, toastsAtom } from './toast-store';
import type { Toast } from './toast-queue';
import './toasts.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <li className={`toast toast--${toast.variant}`} data-testid="toast">
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__dismiss" aria-label={t('toasts.dismiss', { title: toast.title })} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  const regionRef = useRef<HTMLElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);

  const sync = () => (hovered.current || focused.current ? toastQueue.pause() : toastQueue.resume());

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && toastQueue.getSnapshot().length > 0) regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A toast that disappears under the pointer or focus must not leave the queue paused forever.
  useEffect(() => {
    if (toasts.length === 0 && (hovered.current || focused.current)) {
      hovered.current = false;
      focused.current = false;
      toastQueue.resume();
    }
  }, [toasts.length]);

  return (
    <section
      ref={regionRef}
      className="toaster"
      aria-label={t('toasts.region')}
      tabIndex={-1}
      onMouseEnter={() => { hovered.current = true; sync(); }}
      onMouseLeave={() => { hovered.current = false; sync(); }}
      onFocus={() => { focused.current = true; sync(); }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          focused.current = false;
          sync();
        }
      }}
    >
      <ol className="toaster__list" aria-live="assertive" aria-relevant="additions text">
        {toasts.filter((t) => t.variant === 'destructive').map((t) => <ToastItem key={t.id} toast={t} />)}
      </ol>
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.filter((t) => t.variant !== 'destructive').map((t) => <ToastItem key={t.id} toast={t} />)}
      </ol>
    </section>
  );
}
