// The Language & Region side panel (SPEC §2): use-device switch, language / country / currency selects, free-text
// timezone, Save and 'Reset to device'. Every change applies at once on this device; Save (signed in) queues the
// account write through the outbox. Loaded lazily with Headless UI when first opened.
import { Description, Field, Input, Label, Select } from '@headlessui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { SidePanel, SwitchField } from '../../lib/ui/SidePanel';
import { useFeatureTexts } from '../../lib/use-feature-texts';
import en from '../../i18n/locales/en-US/locale';
import { userAtom } from '../auth';
import { COUNTRIES, CURRENCIES, LANGUAGES, currencyLabel, isCountry, isCurrency, isLanguage } from '../../i18n/locale-options';
import { changeField, resetToDevice, setUseDevice, toRow } from './locale-state';
import { applyLocale, useLocale } from './locale-store';

export default function LocalePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useFeatureTexts('locale', en);
  const state = useLocale();
  const user = useAtomValue(userAtom);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      if (user) {
        const { saveLocale } = await import('./api');
        await saveLocale(toRow(user.id, state), state);
      }
      onClose();
    } catch (error) {
      console.warn('Could not queue the locale change', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SidePanel open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} testId="locale-panel">
      <SwitchField
        label={t('useDevice')}
        checked={state.useDeviceLocale}
        onChange={(on: boolean) => applyLocale(setUseDevice(state, on))}
        testId="locale-use-device"
      />

      <Field className="side-panel__field">
        <Label>{t('language')}</Label>
        <Select
          value={state.locale}
          data-testid="locale-language"
          onChange={(e) => isLanguage(e.target.value) && applyLocale(changeField(state, 'locale', e.target.value))}
        >
          {LANGUAGES.map((l) => (
            <option key={l.value} value={l.value} lang={l.value}>
              {l.label}
            </option>
          ))}
        </Select>
      </Field>

      <Field className="side-panel__field">
        <Label>{t('country')}</Label>
        <Select
          value={state.country}
          data-testid="locale-country"
          onChange={(e) => isCountry(e.target.value) && applyLocale(changeField(state, 'country', e.target.value))}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`countries.${c}`)}
            </option>
          ))}
        </Select>
      </Field>

      <Field className="side-panel__field">
        <Label>{t('currency')}</Label>
        <Select
          value={state.currency}
          data-testid="locale-currency"
          onChange={(e) => isCurrency(e.target.value) && applyLocale(changeField(state, 'currency', e.target.value))}
        >
          {CURRENCIES.map((c) => (
            <option key={c.value} value={c.value}>
              {currencyLabel(c.value)}
            </option>
          ))}
        </Select>
      </Field>

      <Field className="side-panel__field">
        <Label>{t('timezone')}</Label>
        <Input
          type="text"
          value={state.timezone}
          placeholder={t('timezonePlaceholder')}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          data-testid="locale-timezone"
          onChange={(e) => applyLocale(changeField(state, 'timezone', e.target.value))}
        />
        <Description className="side-panel__hint">{t('timezoneHint')}</Description>
      </Field>

      <div className="side-panel__actions">
        <button type="button" className="button button--primary" onClick={save} disabled={saving} data-testid="locale-save">
          {t('save')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => applyLocale(resetToDevice())} data-testid="locale-reset">
          {t('reset')}
        </button>
      </div>
      <p className="side-panel__note">{t('note')}</p>
    </SidePanel>
  );
}
