// @vitest-environment jsdom
// i18n set-up: bundled English shell texts, lazily loaded namespaces, fallbacks, <html lang>.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from '../../src/i18n/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enGbCommon from '../../src/i18n/locales/en-GB/common';
import { SUPPORTED_LOCALES, changeLanguage, i18n, initI18n, loadNamespaces } from '../../src/i18n';

beforeAll(async () => {
  await initI18n('en-US');
});
afterEach(cleanup);

describe('i18n', () => {
  it('supports the five locales of the product', () => {
    expect([...SUPPORTED_LOCALES]).toEqual(['en-US', 'en-GB', 'es-CO', 'es-ES', 'fr-FR']);
  });

  it('has the shell and home texts at once, with the spec texts exactly', () => {
    expect(i18n.t('crash.heading')).toBe('Something went wrong');
    expect(i18n.t('footer.aiTutorMaintenance')).toBe('AI Tutor (Under Maintenance)');
    expect(i18n.t('hero.tagline', { ns: 'home' })).toBe('Personalized online tutoring for every learner');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('loads other namespaces on demand', async () => {
    expect(i18n.hasResourceBundle('en-US', 'legal')).toBe(false);
    await loadNamespaces(['legal']);
    expect(i18n.t('terms.title', { ns: 'legal' })).toBe('Terms of Service');
  });

  it('a component suspends until its namespace has loaded', async () => {
    function Faq() {
      const { t } = useTranslation('faq');
      return <h1>{t('title')}</h1>;
    }
    render(
      <Suspense fallback={<p>{i18n.t('loading')}</p>}>
        <Faq />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
  });

  it('a regional variant falls back to English (US) for what it does not translate; <html lang> follows', async () => {
    // Premise: the English (UK) catalogue overrides the home title but not the booking button.
    expect(enGbCommon.titles?.home).toBeTruthy();
    expect(enGbCommon.nav?.book).toBeUndefined();
    await changeLanguage('en-GB');
    await loadNamespaces(['common']);
    expect(document.documentElement.lang).toBe('en-GB');
    expect(i18n.t('titles.home')).toBe(enGbCommon.titles?.home);
    expect(i18n.t('nav.book')).toBe('Book a Session');
  });

  it('an unknown language falls back to English (US)', async () => {
    await changeLanguage('xx-YY');
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('nav.book')).toBe('Book a Session');
  });
});
