// The 'locale' offline kind: the user's language & region row, upserted on user_id. Queued saves of one user merge;
// each Save's event is a row of its own (telemetry-kind.ts). Rows queued by earlier versions carry the event inside
// the payload: it is still sent, after the row (an insert keyed by its device-made id, so never twice).
import { isOk, toResult, type OfflineKind } from '../../data/outbox/kind';
import type { TelemetryEvent } from './telemetry-kind';

export interface LocaleRow {
  user_id: string;
  preferred_locale: string;
  preferred_currency: string;
  preferred_country: string;
  preferred_timezone: string | null;
  use_device_locale: boolean;
}

export interface LocalePayload {
  row: LocaleRow;
  /** Only in rows queued by earlier versions. */
  telemetry?: TelemetryEvent;
}

export const localeKind: OfflineKind<LocalePayload> = {
  kind: 'locale',
  merge: true,
  async send({ payload }, supabase) {
    const saved = toResult(await supabase.from('user_locale_preferences').upsert(payload.row, { onConflict: 'user_id' }));
    if (!isOk(saved) || !payload.telemetry) return saved;
    return toResult(await supabase.from('telemetry_events').insert(payload.telemetry));
  },
};
