// 'New version available': a non-modal status region. The new version is activated only when the user clicks
// Reload; Later hides the prompt and the new version waits for the next visit.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { updateState } from './update-state';
import './pwa.css';

export function UpdatePrompt() {
  const { waiting, dismissed } = useSyncExternalStore(updateState.subscribe, updateState.get);
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  if (!waiting || dismissed || !ready) return null;
  return (
    <section className="pwa-update" role="status" aria-label={t('update.label')}>
      <p>{t('update.message')}</p>
      <div className="pwa-update__actions">
        <button type="button" className="pwa-update__reload" onClick={() => updateState.accept()}>
          {t('update.reload')}
        </button>
        <button type="button" onClick={() => updateState.dismiss()}>
          {t('update.later')}
        </button>
      </div>
    </section>
  );
}
