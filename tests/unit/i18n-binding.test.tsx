// @vitest-environment jsdom
// The app's React binding and the English texts used before i18next loads: the small resolver must answer what
// i18next answers on the same catalogues, components follow language changes (i18next then loading on demand), and
// a feature's bundled English texts show at once and give way to the translation.
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, hasLoadedNamespace, i18n, initI18n, loadNamespaces } from '../../src/i18n';
import { useTranslation } from '../../src/i18n/react';
import { translate } from '../../src/i18n/translate';
import { useFeatureTexts } from '../../src/lib/use-feature-texts';
import common from '../../src/i18n/locales/en-US/common';
import home from '../../src/i18n/locales/en-US/home';
import legal from '../../src/i18n/locales/en-US/legal';
import outbox from '../../src/i18n/locales/en-US/outbox';
import outboxFr from '../../src/i18n/locales/fr-FR/outbox';

afterEach(cleanup);

/** Every key path of a catalogue, leaves and objects alike. */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(value, path)];
  });
}

describe('English texts before i18next', () => {
  it('resolve every key as i18next does: nesting, plurals, interpolation, objects, defaults', async () => {
    const reference = i18next.createInstance();
    await reference.init({ lng: 'en-US', resources: { 'en-US': { common, home, legal, outbox } }, interpolation: { escapeValue: false } });
    const cases: [unknown, Record<string, unknown>][] = [
      [common, {}],
      [common, { year: 2031, title: 'Mission' }],
      [home, { returnObjects: true }],
      [legal, { date: 'May 1', returnObjects: true }],
      [outbox, { count: 0 }],
      [outbox, { count: 1 }],
      [outbox, { count: 7 }],
    ];
    let compared = 0;
    for (const [catalogue, options] of cases) {
      const ns = Object.entries({ common, home, legal, outbox }).find(([, c]) => c === catalogue)![0];
      // Keys from an address (`/tutors?subject=constructor`) that name Object's own properties: missing, as in i18next.
      for (const key of [...keyPaths(catalogue), 'pending', 'no.such.key', 'constructor', 'kinds.constructor', 'toString', '__proto__']) {
        expect(translate(catalogue, key, options), `${ns}:${key} ${JSON.stringify(options)}`).toEqual(reference.t(key, { ns, ...options }));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(translate(common, 'no.such.key', { defaultValue: 'Hi {{name}}', name: 'Ana' })).toBe(reference.t('no.such.key', { defaultValue: 'Hi {{name}}', name: 'Ana' }));
  });
});

describe('useTranslation', () => {
  function Tagline() {
    const { t, i18n: handle } = useTranslation('home');
    return (
      <p data-lang={handle.language} data-testid="tagline">
        {t('hero.tagline')}
      </p>
    );
  }

  function Pending({ count }: { count: number }) {
    const { t, ready } = useFeatureTexts('outbox', outbox);
    return <p data-testid="pending" data-ready={ready}>{t('pending', { count })}</p>;
  }

  it('renders English at once, then follows a language change that loads i18next and the catalogues', async () => {
    await initI18n('en-US');
    expect(i18n.language).toBe('en-US');
    expect(hasLoadedNamespace('pages')).toBe(false);
    await loadNamespaces(['pages']);
    expect(hasLoadedNamespace('pages')).toBe(true);

    render(
      <Suspense fallback={<p>loading</p>}>
        <Tagline />
        <Pending count={2} />
      </Suspense>,
    );
    // No suspending: both texts are there on the first render, the feature's from its bundled English.
    expect(screen.getByTestId('tagline').textContent).toBe('Personalized online tutoring for every learner');
    expect(screen.getByTestId('pending').textContent).toBe('2 changes waiting to sync');

    await act(() => changeLanguage('fr-FR'));
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(screen.getByTestId('tagline').dataset.lang).toBe('fr-FR');
    expect(screen.getByTestId('tagline').textContent).toBe('Un accompagnement scolaire en ligne personnalisé pour chaque apprenant');
    // The feature's namespace was in use, so its translation arrived with the change.
    expect(screen.getByTestId('pending').textContent).toBe(outboxFr.pending_other?.replace('{{count}}', '2'));

    await act(() => changeLanguage('en-US'));
    expect(screen.getByTestId('tagline').textContent).toBe('Personalized online tutoring for every learner');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('suspends on a namespace not loaded yet, or reports not ready without suspending', async () => {
    function Faq() {
      const { t } = useTranslation('faq');
      return <h1>{t('title')}</h1>;
    }
    function Offline() {
      const { t, ready } = useTranslation('pwa', { useSuspense: false });
      return <p data-testid="offline">{ready ? t('offline') : 'not ready'}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Faq />
      </Suspense>,
    );
    render(<Offline />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.getByTestId('offline').textContent).toBe('not ready');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    await screen.findByText('You are offline. Saved pages still work.');
  });
});
