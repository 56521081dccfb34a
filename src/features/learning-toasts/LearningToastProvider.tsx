// The learning feedback provider: a context holding its own queue and its own polite live region, placed at the
// opposite corner from the app's notifications. Learning pages wrap themselves in it and call useLearningToast().
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ToastInput, ToastQueue } from '../toasts';
import { createLearningToastQueue } from './learning-toast-queue';
import './learning-toasts.css';

const LearningToastContext = createContext<ToastQueue | null>(null);

export function useLearningToast(): (input: ToastInput) => void {
  const queue = useContext(LearningToastContext);
  return useMemo(() => (input: ToastInput) => void queue?.show(input), [queue]);
}

export function LearningToastProvider({ label, dismissLabel, children }: { label: string; dismissLabel: (title: string) => string; children: ReactNode }) {
  const queue = useMemo(() => createLearningToastQueue(), []);
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <LearningToastContext.Provider value={queue}>
      {children}
      <section className="learning-toaster" aria-label={label} onMouseEnter={queue.pause} onMouseLeave={queue.resume} onFocus={queue.pause} onBlur={queue.resume}>
        <ol className="learning-toaster__list" aria-live="polite" aria-relevant="additions text">
          {toasts.map((toast) => (
            <li key={toast.id} className={`learning-toast learning-toast--${toast.variant}`} data-testid="learning-toast">
              <div className="learning-toast__text">
                <p className="learning-toast__title">{toast.title}</p>
                {toast.description && <p className="learning-toast__description">{toast.description}</p>}
              </div>
              <button type="button" className="learning-toast__dismiss" aria-label={dismissLabel(toast.title)} onClick={() => queue.dismiss(toast.id)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
      </section>
    </LearningToastContext.Provider>
  );
}
