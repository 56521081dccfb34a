// The outbox status feature's public surface: the shell's status line and the dashboard's rejected-writes list.
export { OutboxStatus } from './OutboxStatus';
export { RejectedWrites } from './RejectedWrites';
export { outboxStatusAtom, pendingCountAtom, lastSyncedAtom, deadLettersAtom } from './outbox-status-atoms';
