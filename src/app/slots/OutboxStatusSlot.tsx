// Layout slot: status of writes saved on the device and waiting to sync (outbox). Renders nothing until that feature is plugged in here.
export function OutboxStatusSlot() {
  return null;
}
