// The free times a lesson can move to, a day at a time: a choice of the days that have any (in the viewer's zone),
// then that day's times. All of the two weeks are reachable, not only their first dozen times, which for a tutor
// with long hours were a day or two away.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { dayKey } from '../../lib/calendar-day';
import { formatDate } from '../../lib/intl-format';
import type { FreeSlot } from './api';

const time = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;
const dayName = { weekday: 'long', day: 'numeric', month: 'long' } as const;

export function SlotPicker({ slots, locale, timezone, busy, onPick }: {
  slots: FreeSlot[];
  locale: string;
  timezone: string;
  busy: boolean;
  onPick: (slot: FreeSlot) => void;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const days = new Map<string, FreeSlot[]>();
  for (const s of slots) {
    const key = dayKey(s.startsAt, timezone);
    days.set(key, [...(days.get(key) ?? []), s]);
  }
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen !== null && days.has(chosen) ? chosen : [...days.keys()][0];
  return (
    <>
      {days.size > 1 && (
        <p>
          <label htmlFor={id}>{t('sessions.day')}</label>{' '}
          <select id={id} value={day} onChange={(e) => setChosen(e.target.value)}>
            {[...days].map(([key, list]) => (
              <option key={key} value={key}>
                {formatDate(list[0].startsAt, locale, timezone, dayName)}
              </option>
            ))}
          </select>
        </p>
      )}
      <ul className="booking-slots">
        {(days.get(day) ?? []).map((s) => (
          <li key={s.startsAt}>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => onPick(s)}>
              {formatDate(s.startsAt, locale, timezone, time)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
