// Header button of the Language & Region panel. The panel (and Headless UI) load only when it is first opened;
// the button also keeps the locale in step with the signed-in account.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { getDefaultStore, useAtomValue } from 'jotai';
import { useFocusBackOnClose } from '../../lib/ui/use-focus-back-on-close';
import { useFeatureTexts } from '../../lib/use-feature-texts';
import { userAtom } from '../auth';
import en from '../../i18n/locales/en-US/locale';
import { applyLocale, localeAtom, setLocaleError, useLocale } from './locale-store';
import './locale.css';

const LocalePanel = lazy(() => import('./LocalePanel'));

export function LocaleButton() {
  const { t } = useFeatureTexts('locale', en);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useFocusBackOnClose(open, button);
  const locale = useLocale();
  useAccountLocale();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost locale-button"
        aria-haspopup="dialog"
        data-testid="locale-open"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <GlobeIcon /> {t('open')} <span className="locale-button__code">{locale.locale}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <LocalePanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function useAccountLocale(): void {
  const userId = useAtomValue(userAtom)?.id;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void import('./account-sync').then(async ({ loadAccountLocale }) => {
      const current = getDefaultStore().get(localeAtom);
      if (!current) return;
      const result = await loadAccountLocale(userId, current);
      if (!live || !result) return;
      if ('error' in result) {
        console.warn('Could not load your saved language and region', result.error);
        setLocaleError(result.error);
      } else {
        setLocaleError(null);
        applyLocale(result.state);
      }
    });
    return () => {
      live = false;
    };
  }, [userId]);
}

/** Drawn rather than an emoji: emoji fonts are missing on some systems. */
function GlobeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}
