// The room's keyboard shortcuts in one table (every one with a modifier key), read from ../core/shortcuts.
import { useTranslation } from '../../../i18n/react';
import { SHORTCUTS } from '../core/shortcuts';

export function ShortcutTable() {
  const { t } = useTranslation('lesson');
  return (
    <details className="lesson-shortcuts">
      <summary>{t('shortcuts.title')}</summary>
      <table>
        <caption className="lesson-hidden">{t('shortcuts.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td><kbd>{s.keys}</kbd></td>
              <td>{'tool' in s.action ? t('shortcuts.tool', { tool: t(`board.tool.${s.action.tool}`) }) : t(`shortcuts.${s.action.command}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
