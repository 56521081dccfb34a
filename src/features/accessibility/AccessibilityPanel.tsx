// The accessibility side panel (SPEC §4): text and background colour (default or a colour), font size, dyslexia-
// friendly font, Reset. Changes apply at once. Loaded lazily with Headless UI when first opened.
import { Field, Label, Select } from '@headlessui/react';
import { useAtomValue } from 'jotai';
import { SidePanel, SwitchField } from '../../lib/ui/SidePanel';
import { useFeatureTexts } from '../../lib/use-feature-texts';
import en from '../../i18n/locales/en-US/accessibility';
import { userAtom } from '../auth';
import { FONT_SIZES, type AccessibilitySettings, type FontSize } from './accessibility-state';
import { resetAccessibility, updateAccessibility, useAccessibility } from './accessibility-store';
import './accessibility.css';

const FALLBACK_PICKS = { textColor: '#1f2937', backgroundColor: '#ffffff' } as const;

export default function AccessibilityPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useFeatureTexts('accessibility', en);
  const settings = useAccessibility();
  const userId = useAtomValue(userAtom)?.id ?? null;

  const change = (patch: Partial<AccessibilitySettings>) => {
    updateAccessibility({ ...settings, ...patch }, userId).catch((error) => console.warn('Could not save the accessibility change', error));
  };

  const colour = (key: 'textColor' | 'backgroundColor', label: string) => {
    const isDefault = settings[key] === 'default';
    return (
      <fieldset className="side-panel__field colour-field">
        <legend>{label}</legend>
        <label className="colour-field__default">
          <input
            type="checkbox"
            checked={isDefault}
            data-testid={`a11y-${key}-default`}
            onChange={(e) => change({ [key]: e.target.checked ? 'default' : FALLBACK_PICKS[key] })}
          />{' '}
          {t('useDefault')}
        </label>
        <label className="colour-field__pick">
          <span className="visually-hidden">{`${label}: ${t('pickColor')}`}</span>
          <input
            type="color"
            value={isDefault ? FALLBACK_PICKS[key] : settings[key]}
            disabled={isDefault}
            data-testid={`a11y-${key}`}
            onChange={(e) => change({ [key]: e.target.value })}
          />
        </label>
      </fieldset>
    );
  };

  return (
    <SidePanel open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} testId="accessibility-panel">
      {colour('textColor', t('textColor'))}
      {colour('backgroundColor', t('backgroundColor'))}
      <Field className="side-panel__field">
        <Label>{t('fontSize')}</Label>
        <Select value={settings.fontSize} data-testid="a11y-font-size" onChange={(e) => change({ fontSize: e.target.value as FontSize })}>
          {(Object.keys(FONT_SIZES) as FontSize[]).map((size) => (
            <option key={size} value={size}>
              {t(`sizes.${size}`)}
            </option>
          ))}
        </Select>
      </Field>
      <SwitchField
        label={t('dyslexiaFont')}
        checked={settings.dyslexiaFriendlyFont}
        onChange={(on: boolean) => change({ dyslexiaFriendlyFont: on })}
        testId="a11y-dyslexia"
      />
      <div className="side-panel__actions">
        <button
          type="button"
          className="button button--ghost"
          data-testid="a11y-reset"
          onClick={() => resetAccessibility(userId).catch((error) => console.warn('Could not reset accessibility settings', error))}
        >
          {t('reset')}
        </button>
      </div>
      <p className="side-panel__note">{t('note')}</p>
    </SidePanel>
  );
}
