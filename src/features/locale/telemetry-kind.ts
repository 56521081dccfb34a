// The 'telemetry-event' offline kind: one event per Save (SPEC §7: locale_preferences_saved), queued beside the
// preference write but never merged, so three Saves offline are three events even when the writes merge into one.
// Inserted keyed by its device-made id: a resend meets a duplicate (23505), which counts as delivered.
import { toResult, type OfflineKind } from '../../data/outbox/kind';

export interface TelemetryEvent {
  id: string;
  user_id: string;
  event: 'locale_preferences_saved';
  payload: unknown;
}

export const telemetryEventKind: OfflineKind<TelemetryEvent> = {
  kind: 'telemetry-event',
  async send({ payload }, supabase) {
    return toResult(await supabase.from('telemetry_events').insert(payload));
  },
};
