// Query keys and query definitions of the tutors feature (TanStack Query). Every read is a page query: 1 retry,
// 5-minute stale time, kept on the device for offline reading (src/data/query).
import { pageQuery } from '../../data/query/client';
import { loadFreeSlots } from '../booking/api';
import { loadSubjects, loadTutor, loadTutorReviews, searchTutors, type TutorSearch } from '../../data/repositories/tutor-repository';

export const tutorKeys = {
  all: ['tutors'] as const,
  lists: () => [...tutorKeys.all, 'list'] as const,
  list: (search: TutorSearch) => [...tutorKeys.lists(), search] as const,
  detail: (id: string) => [...tutorKeys.all, 'detail', id] as const,
  reviews: (id: string) => [...tutorKeys.all, 'reviews', id] as const,
  /** Slots of the 14 days from `day` (a UTC date, so the key changes once a day, not every render). */
  slots: (id: string, day: string) => [...tutorKeys.all, 'slots', id, day] as const,
  subjects: () => [...tutorKeys.all, 'subjects'] as const,
};

export const SLOT_DAYS = 14;

export const tutorQueries = {
  list: (search: TutorSearch) => pageQuery({ queryKey: tutorKeys.list(search), queryFn: () => searchTutors(search) }),
  detail: (id: string) => pageQuery({ queryKey: tutorKeys.detail(id), queryFn: () => loadTutor(id) }),
  reviews: (id: string) => pageQuery({ queryKey: tutorKeys.reviews(id), queryFn: () => loadTutorReviews(id) }),
  slots: (id: string, day: string) =>
    pageQuery({
      queryKey: tutorKeys.slots(id, day),
      queryFn: () => {
        const from = new Date();
        return loadFreeSlots(id, from, new Date(from.getTime() + SLOT_DAYS * 86_400_000));
      },
    }),
  subjects: () => pageQuery({ queryKey: tutorKeys.subjects(), queryFn: loadSubjects }),
};
