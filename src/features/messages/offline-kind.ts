// The 'message-send' offline kind: one message, sent with send_message() and the id its device made, so a resend
// after a lost answer returns the stored message (never a second row). Rows go out one at a time in the order they
// were written, so a conversation's messages keep their order. A refusal (blocked, over a limit, the minor rule)
// becomes a dead letter: the conversation shows it as not sent, with the reason.
import { toResult, type OfflineKind } from '../../data/outbox/kind';

export interface MessageSendPayload {
  id: string;
  conversationId: string;
  body: string;
}

export const messageSendKind: OfflineKind<MessageSendPayload> = {
  kind: 'message-send',
  async send({ payload }, supabase) {
    return toResult(await supabase.rpc('send_message', { p_id: payload.id, p_conversation: payload.conversationId, p_body: payload.body }));
  },
};
