// Boot: the network guard first (before any module can send a request), then the shell's translations, then
// render. Anything heavy (backend client, IndexedDB, dialogs) is loaded later by the pages and features that need
// it, never from here.
import './lib/network-guard-install';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { initI18n } from './i18n';
import { initAccessibility } from './features/accessibility';
import { initLocale } from './features/locale';
import './styles/index.css';

async function boot(): Promise<void> {
  // English (US) shell texts are bundled, so this resolves at once for the default language.
  // Saved settings first, so the first render is already in the learner's language and sizes.
  initAccessibility();
  await initI18n(initLocale().locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
