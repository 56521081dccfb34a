// What the /book and /confirm steps need: the tutor, whether the chosen time is still free, and free times around it
// (for alternatives). The price's exchange rates are the money feature's one query, read beside this one.
import { loadBookingTutor, type BookingTutor } from './api-bookings';
import { loadFreeSlots, type FreeSlot } from '../tutors';
import { nearestSlots } from './booking-core';

export interface SelectionData {
  tutor: BookingTutor | null;
  free: boolean;
  endsAt: string;
}

export async function loadSelection(tutorId: string, startsAt: string): Promise<SelectionData> {
  const tutor = await loadBookingTutor(tutorId);
  if (!tutor || !tutor.isActive) return { tutor: null, free: false, endsAt: startsAt };
  const at = Date.parse(startsAt);
  const slots = await loadFreeSlots(tutorId, new Date(at), new Date(at + tutor.sessionMinutes * 60_000));
  const slot = slots.find((s) => Date.parse(s.startsAt) === at);
  return { tutor, free: !!slot, endsAt: slot?.endsAt ?? new Date(at + tutor.sessionMinutes * 60_000).toISOString() };
}

/** The three free times nearest to `startsAt` within a week either side. */
export async function loadAlternatives(tutorId: string, startsAt: string): Promise<FreeSlot[]> {
  const at = Date.parse(startsAt);
  const week = 7 * 24 * 3600_000;
  const slots = await loadFreeSlots(tutorId, new Date(Math.max(Date.now(), at - week)), new Date(at + week));
  return nearestSlots(slots, startsAt, 3);
}
