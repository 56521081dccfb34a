// The 'accessibility' offline kind: the user's display settings, upserted on user_id. Queued saves of one user merge.
import { toResult, type OfflineKind } from '../../data/outbox/kind';

export interface AccessibilityRow {
  user_id: string;
  text_color: string;
  background_color: string;
  font_size: string;
  dyslexia_friendly_font: boolean;
}

export interface AccessibilityPayload {
  row: AccessibilityRow;
}

export const accessibilityKind: OfflineKind<AccessibilityPayload> = {
  kind: 'accessibility',
  merge: true,
  async send({ payload }, supabase) {
    return toResult(await supabase.from('user_preferences').upsert(payload.row, { onConflict: 'user_id' }));
  },
};
