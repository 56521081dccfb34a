// The 'contact-message' offline kind: an insert keyed by the queued row's uuid, so a resend after a lost answer meets
// 23505, which counts as delivered. Guests send it too (with the anon key).
import { toResult, type OfflineKind } from '../../data/outbox/kind';

export interface ContactMessagePayload {
  row: { user_id: string | null; name: string; email: string; subject: string; message: string };
}

export const contactMessageKind: OfflineKind<ContactMessagePayload> = {
  kind: 'contact-message',
  guest: true,
  async send(row, supabase) {
    return toResult(await supabase.from('contact_messages').insert({ ...row.payload.row, user_id: row.userId, id: row.id }));
  },
};
