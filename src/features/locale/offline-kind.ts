// The 'locale' offline kind: the user's language & region row (upsert on user_id) and its telemetry event (insert
// keyed by a device-made id, so a resend is a duplicate, never a second event). Queued saves of one user merge.
import { isOk, toResult, type OfflineKind } from '../../data/outbox';

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
  telemetry: { id: string; user_id: string; event: 'locale_preferences_saved'; payload: unknown };
}

export const localeKind: OfflineKind<LocalePayload> = {
  kind: 'locale',
  merge: true,
  async send({ payload }, supabase) {
    const saved = toResult(await supabase.from('user_locale_preferences').upsert(payload.row, { onConflict: 'user_id' }));
    if (!isOk(saved)) return saved;
    return toResult(await supabase.from('telemetry_events').insert(payload.telemetry));
  },
};
