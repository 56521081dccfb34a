// Query keys and query definitions of the tutors feature (TanStack Query). Every read is a page query: 1 retry,
// 5-minute stale time, kept on the device for offline reading (src/data/query).
import { pageQuery } from '../../data/query/client';
import { freeSlotsQuery } from '../booking/api-free-slots';
import { loadSubjects, loadTutor, loadTutorReviews, searchTutors, type TutorSearch } from '../../data/repositories/tutor-repository';

export const tutorKeys = {
  all: ['tutors'] as const,
  lists: () => [...tutorKeys.all, 'list'] as const,
  list: (search: TutorSearch) => [...tutorKeys.lists(), search] as const,
  detail: (id: string) => [...tutorKeys.all, 'detail', id] as const,
  reviews: (id: string) => [...tutorKeys.all, 'reviews', id] as const,
  subjects: () => [...tutorKeys.all, 'subjects'] as const,
};

export const tutorQueries = {
  list: (search: TutorSearch) => pageQuery({ queryKey: tutorKeys.list(search), queryFn: () => searchTutors(search) }),
  detail: (id: string) => pageQuery({ queryKey: tutorKeys.detail(id), queryFn: () => loadTutor(id) }),
  reviews: (id: string) => pageQuery({ queryKey: tutorKeys.reviews(id), queryFn: () => loadTutorReviews(id) }),
  /** The booking feature's free-slot query (one key for a tutor's free slots). */
  slots: (id: string, day: string) => freeSlotsQuery(id, day),
  subjects: () => pageQuery({ queryKey: tutorKeys.subjects(), queryFn: loadSubjects }),
};
