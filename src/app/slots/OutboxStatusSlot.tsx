// Layout slot: status of writes saved on the device and waiting to sync (outbox); after first paint, like the outbox.
import { lazySlot } from './lazy-slot';

export const OutboxStatusSlot = lazySlot(() => import('../../features/outbox-status').then((m) => m.OutboxStatus), 'idle');
