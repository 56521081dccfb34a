// Header button of the accessibility panel; the panel (and Headless UI) load only when first opened. Also follows
// the session: a signed-in user's saved settings replace the device's; a guest's local copy applies otherwise.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useFocusBackOnClose } from '../../lib/ui/use-focus-back-on-close';
import { useFeatureTexts } from '../../lib/use-feature-texts';
import en from '../../i18n/locales/en-US/accessibility';
import { sessionAtom } from '../auth';
import { readGuestAccessibility } from './accessibility-storage';
import { showAccessibility, useAccessibility } from './accessibility-store';

const AccessibilityPanel = lazy(() => import('./AccessibilityPanel'));

export function AccessibilityButton() {
  const { t } = useFeatureTexts('accessibility', en);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useFocusBackOnClose(open, button);
  useAccessibility();
  useAccountAccessibility();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        data-testid="accessibility-open"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">Aa</span> {t('open')}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <AccessibilityPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function useAccountAccessibility(): void {
  const { loading, user } = useAtomValue(sessionAtom);
  const userId = user?.id;
  useEffect(() => {
    if (loading) return;
    if (!userId) {
      showAccessibility(readGuestAccessibility());
      return;
    }
    let live = true;
    void import('./account-sync').then(async ({ loadAccountAccessibility }) => {
      const result = await loadAccountAccessibility(userId);
      if (!live || !result) return;
      if ('error' in result) console.warn('Could not load your accessibility settings', result.error);
      else showAccessibility(result);
    });
    return () => {
      live = false;
    };
  }, [loading, userId]);
}
