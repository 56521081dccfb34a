// The crash screen (SPEC §8), shown by RouteErrorBoundary when a page throws while rendering or its code fails to
// load. Both buttons do full page loads so the app restarts from a clean state.
import { useTranslation } from '../i18n/react';

export function CrashScreen({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const body = (
    <section className="crash" aria-labelledby="crash-heading">
      <h1 id="crash-heading">{t('crash.heading')}</h1>
      <p>{t('crash.message')}</p>
      <p className="crash__hint">{t('crash.hint')}</p>
      <div className="crash__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => window.location.assign('/')}>
          {t('crash.home')}
        </button>
      </div>
    </section>
  );
  // Without the shell there is no <main>: provide one so the page keeps its landmark.
  return standalone ? <main id="main-content" className="site-main">{body}</main> : body;
}
