// What the React binding re-renders on: a namespace arriving changes only that namespace's version (components
// reading other namespaces keep their snapshot), a language change changes every namespace's.
import { describe, expect, it } from 'vitest';
import { changeLanguage, getVersion, loadNamespaces, subscribe } from '../../src/i18n';

describe('i18n change notifications', () => {
  it('an English namespace arriving bumps its own version only', async () => {
    const common = getVersion('common');
    const faq = getVersion('faq');
    let calls = 0;
    const unsubscribe = subscribe(() => (calls += 1));
    await loadNamespaces(['faq']);
    unsubscribe();
    expect(calls).toBeGreaterThan(0);
    expect(getVersion('faq')).not.toBe(faq);
    expect(getVersion('common')).toBe(common);
  });

  it('a language change bumps every namespace', async () => {
    const common = getVersion('common');
    const faq = getVersion('faq');
    await changeLanguage('fr-FR');
    expect(getVersion('common')).not.toBe(common);
    expect(getVersion('faq')).not.toBe(faq);
    await changeLanguage('en-US');
  });
});
