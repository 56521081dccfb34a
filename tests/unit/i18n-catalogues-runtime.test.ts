// The translated catalogues as the app loads them: through the lazy backend, with plural forms and fallbacks.
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, loadNamespaces } from '../../src/i18n';

beforeAll(async () => {
  await initI18n('en-US');
});

describe('translated catalogues at run time', () => {
  it.each([
    ['es-CO', 'Agendar una sesión', 'Tutorías en línea personalizadas para cada estudiante'],
    ['es-ES', 'Reservar una sesión', 'Clases online personalizadas para cada estudiante'],
    ['fr-FR', 'Réserver une séance', 'Un accompagnement scolaire en ligne personnalisé pour chaque apprenant'],
  ])('%s shows its own shell and home texts', async (locale, book, tagline) => {
    await changeLanguage(locale);
    expect(i18n.t('nav.book')).toBe(book);
    expect(i18n.t('hero.tagline', { ns: 'home' })).toBe(tagline);
  });

  it('English (UK) keeps the spec texts of English (US) and its own spelling elsewhere', async () => {
    await changeLanguage('en-GB');
    await loadNamespaces(['about']);
    expect(i18n.t('hero.tagline', { ns: 'home' })).toBe('Personalized online tutoring for every learner');
    expect(i18n.t('crash.heading')).toBe('Something went wrong');
    expect(i18n.t('titles.home')).toBe('Summit · Personalised online tutoring');
    expect(i18n.t('mission.lead', { ns: 'about' })).toContain('personalised, inclusive tutoring');
    // Arrays come back whole from the first language that has them: here English (US).
    const sections = i18n.t('mission.sections', { ns: 'about', returnObjects: true }) as unknown as unknown[];
    expect(sections).toHaveLength(3);
  });

  it.each([
    ['fr-FR', 0, '0 modification en attente de synchronisation'],
    ['fr-FR', 1, '1 modification en attente de synchronisation'],
    ['fr-FR', 2, '2 modifications en attente de synchronisation'],
    ['fr-FR', 1_000_000, '1000000 de modifications en attente de synchronisation'],
    ['es-ES', 1, '1 cambio pendiente de sincronizar'],
    ['es-ES', 0, '0 cambios pendientes de sincronizar'],
    ['es-CO', 1_000_000, '1000000 de cambios pendientes de sincronizar'],
    ['en-GB', 3, '3 changes waiting to sync'],
  ])('%s: %i pending changes in the right plural form', async (locale, count, text) => {
    await changeLanguage(locale);
    await loadNamespaces(['outbox']);
    expect(i18n.t('pending', { ns: 'outbox', count })).toBe(text);
  });

  it('the legal pages arrive translated, with the date in the sentence', async () => {
    await changeLanguage('es-CO');
    await loadNamespaces(['legal']);
    expect(i18n.t('updated', { ns: 'legal', date: i18n.t('updatedDate', { ns: 'legal' }) })).toBe(
      'Última actualización: 1 de mayo de 2026',
    );
    await changeLanguage('fr-FR');
    await loadNamespaces(['legal']);
    expect(i18n.t('terms.title', { ns: 'legal' })).toBe('Conditions d’utilisation');
  });
});
