// /founder/ai (admins): the AI tutor's maintenance switch. The write goes through row-level security
// (system_settings policies call has_admin_access()); the page reports what the server stored, never assumes it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { setMaintenance } from '../ai-tutor';
import { founderKeys, founderQueries, saveAiMaintenance } from './api';

type State = { status: 'loading' } | { status: 'ready'; maintenance: boolean } | { status: 'error' };

export default withQueryProvider(FounderAiPage);

function FounderAiPage() {
  const { t } = useTranslation('aitutor');
  const client = useQueryClient();
  const read = useQuery(founderQueries.aiSwitch());
  const state: State = read.data !== undefined ? { status: 'ready', maintenance: read.data } : read.isError ? { status: 'error' } : { status: 'loading' };
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = async () => {
    if (state.status !== 'ready' || saving) return;
    const next = !state.maintenance;
    setSaving(true);
    setMessage(null);
    try {
      const stored = await saveAiMaintenance(next);
      setMaintenance(stored);
      client.setQueryData(founderKeys.aiSwitch(), stored);
      setMessage({ ok: true, text: stored ? t('founder.savedOn') : t('founder.savedOff') });
    } catch {
      setMessage({ ok: false, text: t('founder.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <article className="page page--narrow">
      <h1>{t('founder.title')}</h1>
      <p className="page__lead">{t('founder.intro')}</p>
      {state.status === 'loading' && <p aria-busy="true">{t('founder.loading')}</p>}
      {state.status === 'error' && (
        <p className="notice notice--error" role="alert">
          {t('founder.loadFailed')}
        </p>
      )}
      {state.status === 'ready' && (
        <section aria-labelledby="founder-ai-maintenance">
          <h2 id="founder-ai-maintenance">{t('founder.maintenanceHeading')}</h2>
          <p data-testid="founder-ai-state">{state.maintenance ? t('founder.stateOn') : t('founder.stateOff')}</p>
          <button type="button" role="switch" aria-checked={state.maintenance} className="button button--primary" onClick={toggle} disabled={saving} data-testid="founder-ai-toggle">
            {t('founder.switchLabel')}
          </button>
        </section>
      )}
      <div role="status" aria-live="polite">
        {message && <p className={`notice ${message.ok ? 'notice--success' : 'notice--error'}`}>{message.text}</p>}
      </div>
    </article>
  );
}
