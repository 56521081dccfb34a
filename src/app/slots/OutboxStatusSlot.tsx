// Layout slot: status of writes saved on the device and waiting to sync (outbox).
export { OutboxStatus as OutboxStatusSlot } from '../../features/outbox-status';
