// The tutors feature's public surface for other features: a tutor's free slots (booking and rescheduling read them
// too). Light on purpose: no page or style comes with it.
export { FREE_SLOT_DAYS, freeSlotKeys, freeSlotsQuery, loadFreeSlots, type FreeSlot } from './free-slots';
