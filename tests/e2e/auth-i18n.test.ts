// The auth pages in the chosen language, in real Chromium against the local stack: a saved French setting gives
// French labels, French validation and French backend-error messages (the error catalogue translated at the edge);
// English (US) keeps the spec's texts word for word; switching language re-renders a message already on screen.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoAccounts, demoPassword } from '../support/env';
import { appUrl, formError, startBrowser } from './auth-helpers';

const LOCALE_KEY = 'summit.locale.v1';
const FRENCH = { locale: 'fr-FR', country: 'FR', currency: 'EUR', timezone: '', source: 'device', useDeviceLocale: false };
const ENGLISH = { locale: 'en-US', country: 'US', currency: 'USD', timezone: '', source: 'device', useDeviceLocale: false };

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await startBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context whose saved locale setting is `state` before any page script runs. */
async function pageIn(state: object): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addInitScript(
    ([key, value]) => {
      // Only the first load: a later change through the panel must survive reloads.
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [LOCALE_KEY, JSON.stringify(state)] as const,
  );
  return context.newPage();
}

async function signInWith(page: Page, labels: { email: string; password: string; submit: string }, email: string, password: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(labels.email, { exact: true }).fill(email);
  await panel.getByLabel(labels.password, { exact: true }).fill(password);
  await panel.getByRole('button', { name: labels.submit, exact: true }).click();
}

const FRENCH_LABELS = { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' };
const ENGLISH_LABELS = { email: 'Email', password: 'Password', submit: 'Sign in' };

describe('auth in the chosen language', () => {
  it('French: labels, tabs, validation and backend errors in French', async () => {
    const page = await pageIn(FRENCH);
    await page.goto(appUrl('/auth'));
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    expect(await tabs.getAttribute('aria-label')).toBe('Comment se connecter');
    expect((await tabs.getByRole('tab').allTextContents()).map((text) => text.trim())).toEqual(['Connexion', 'Inscription', 'Lien magique']);
    expect(await page.getByRole('button', { name: 'Continuer avec Google' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Mot de passe oublié/ }).count()).toBe(1);

    // Validation (no request is sent): the spec's message, in French.
    await signInWith(page, FRENCH_LABELS, 'not-an-email', 'secret1');
    expect(await formError(page)).toBe('Veuillez saisir une adresse e-mail valide');
    await signInWith(page, FRENCH_LABELS, 'someone@example.com', '12345');
    expect(await formError(page)).toBe('Le mot de passe doit contenir au moins 6 caractères');

    // A real answer of the auth service ('Invalid login credentials'), through the catalogue, in French.
    await signInWith(page, FRENCH_LABELS, demoAccounts.student, 'wrong-password');
    await expect.poll(() => formError(page)).toBe('Adresse e-mail ou mot de passe incorrect');

    // The sign-up tab too.
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const signUp = page.getByRole('tabpanel');
    await signUp.getByLabel('Nom complet (facultatif)').waitFor();
    expect(await signUp.getByRole('button', { name: 'Créer un compte' }).count()).toBe(1);
  });

  it('English (US): the spec texts word for word', async () => {
    const page = await pageIn(ENGLISH);
    await page.goto(appUrl('/auth'));
    await page.getByRole('tablist').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect((await page.getByRole('tab').allTextContents()).map((text) => text.trim())).toEqual(['Sign in', 'Sign up', 'Magic link']);
    await signInWith(page, ENGLISH_LABELS, 'not-an-email', 'secret1');
    expect(await formError(page)).toBe('Please enter a valid email address');
  });

  it('switching to French in the panel translates the page and the message already shown', async () => {
    const page = await pageIn(ENGLISH);
    await page.goto(appUrl('/auth'));
    await page.getByRole('tablist').waitFor();
    await signInWith(page, ENGLISH_LABELS, 'not-an-email', 'secret1');
    expect(await formError(page)).toBe('Please enter a valid email address');

    await page.getByTestId('locale-open').click();
    await page.getByTestId('locale-language').selectOption('fr-FR');
    await page.getByTestId('locale-save').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await expect.poll(() => formError(page)).toBe('Veuillez saisir une adresse e-mail valide');
    await page.getByRole('tabpanel').getByLabel('Adresse e-mail', { exact: true }).waitFor();
  });

  it('French: the dashboard and the header sign-out after signing in', async () => {
    const page = await pageIn(FRENCH);
    await page.goto(appUrl('/auth'));
    await page.getByRole('tablist').waitFor();
    await signInWith(page, FRENCH_LABELS, demoAccounts.student, demoPassword);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Votre compte' }).waitFor();
    await expect.poll(() => page.getByTestId('dashboard-role').textContent()).toBe('Élève');
    expect(await page.locator('main').getByRole('link', { name: 'Vos disponibilités' }).count()).toBe(1);
    await page.locator('.site-header').getByRole('button', { name: 'Se déconnecter' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
  });
});
