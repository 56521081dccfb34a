// Export my data: one JSON file of everything Summit stores about the user (export_my_data() on the server).
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { download } from '../../lib/download';
import { exportFileName, exportMyData } from './api';
import { FormMessage, useRunner } from './ui';

export function ExportPanel() {
  const { t } = useTranslation('account');
  const runner = useRunner(t('failed'));
  const messageId = useId();
  const run = () =>
    runner.run(async () => {
      download(new Blob([JSON.stringify(await exportMyData(), null, 2)], { type: 'application/json' }), exportFileName());
      return t('export.done');
    });
  return (
    <section className="dashboard-card account-panel" aria-labelledby="account-export">
      <h3 id="account-export">{t('export.title')}</h3>
      <p>{t('export.intro')}</p>
      <button type="button" className="button button--ghost" onClick={() => void run()} disabled={runner.pending} aria-busy={runner.pending} aria-describedby={messageId}>
        {runner.pending ? t('export.pending') : t('export.submit')}
      </button>
      <FormMessage id={messageId} error={runner.error} message={runner.message} />
    </section>
  );
}
