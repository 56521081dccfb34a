// The tutors feature's server module: the directory and profile reads and their TanStack Query options. The
// directory is filtered, sorted and paginated by the database (function search_tutors), so a page costs the same
// with 10 or 10,000 tutors. Every read is a page query: 1 retry, 5-minute stale time, kept on the device for offline
// reading (src/data/query).
import { pageQuery } from '../../data/query/client';
import { getReader } from '../../data/reader';
import { fail } from '../../data/request-error';
import { freeSlotsQuery } from './free-slots';

export type TutorSort = 'price' | 'rating' | 'soonest';

export interface TutorSearch {
  subject?: string;
  lang?: string;
  /** Maximum hourly rate in minor units of `currency` (the visitor's). */
  maxMinor?: number;
  currency: string;
  q?: string;
  availableWeek?: boolean;
  sort: TutorSort;
  page: number;
}

export interface TutorSummary {
  id: string;
  slug: string;
  fullName: string;
  headline: string;
  avatarUrl: string | null;
  subjects: string[];
  languages: string[];
  hourlyRateMinor: number;
  currency: string;
  rating: number | null;
  reviewCount: number;
  timezone: string;
  nextFreeAt: string | null;
}

export interface TutorPage {
  tutors: TutorSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export const TUTORS_PAGE_SIZE = 20;

interface SearchRow {
  id: string;
  slug: string;
  full_name: string;
  headline: string;
  avatar_url: string | null;
  subjects: string[];
  languages: string[];
  hourly_rate_minor: number;
  currency: string;
  rating: number | string | null;
  review_count: number;
  timezone: string;
  next_free_at: string | null;
  total_count: number;
}

function toSummary(row: SearchRow): TutorSummary {
  return {
    id: row.id,
    slug: row.slug,
    fullName: row.full_name,
    headline: row.headline,
    avatarUrl: row.avatar_url,
    subjects: row.subjects ?? [],
    languages: row.languages ?? [],
    hourlyRateMinor: row.hourly_rate_minor,
    currency: row.currency,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.review_count,
    timezone: row.timezone,
    nextFreeAt: row.next_free_at,
  };
}

export async function searchTutors(search: TutorSearch): Promise<TutorPage> {
  const supabase = await getReader();
  const { data, error } = await supabase.rpc('search_tutors', {
    p_subject: search.subject ?? null,
    p_lang: search.lang ?? null,
    p_max_minor: search.maxMinor ?? null,
    p_currency: search.currency,
    p_q: search.q ?? null,
    p_available_week: search.availableWeek ?? false,
    p_sort: search.sort,
    p_page: search.page,
    p_page_size: TUTORS_PAGE_SIZE,
  });
  if (error) fail(error, 'Loading tutors failed');
  const rows = (data ?? []) as SearchRow[];
  if (!rows.length && search.page > 1) {
    // A page past the last one (an old link, a typed number): no tutors, and how many match, so the page can offer
    // the last one instead of "no tutor matches".
    const first = await searchTutors({ ...search, page: 1 });
    return { ...first, tutors: [], page: search.page };
  }
  return { tutors: rows.map(toSummary), total: rows.length ? Number(rows[0]!.total_count) : 0, page: search.page, pageSize: TUTORS_PAGE_SIZE };
}

export interface TutorProfile extends TutorSummary {
  bio: string;
  bioLanguage: string;
  sessionMinutes: number;
  country: string | null;
  /** The tutor has an account, so can be messaged. */
  hasAccount: boolean;
}

/** One active tutor, or null when there is none with this id. */
export async function loadTutor(id: string): Promise<TutorProfile | null> {
  const supabase = await getReader();
  const { data, error } = await supabase
    .from('tutors')
    .select('id, slug, full_name, headline, bio, bio_language, avatar_url, subjects, languages, hourly_rate_minor, currency, rating, review_count, timezone, next_free_at, session_minutes, country, user_id')
    .eq('id', id)
    .eq('is_active', true)
    .maybeSingle();
  if (error) fail(error, 'Loading the tutor failed');
  if (!data) return null;
  return {
    ...toSummary({ ...data, total_count: 1 } as SearchRow),
    bio: data.bio,
    bioLanguage: data.bio_language,
    sessionMinutes: data.session_minutes,
    country: data.country,
    hasAccount: data.user_id != null,
  };
}

export interface TutorReview {
  id: string;
  learnerName: string;
  rating: number;
  body: string;
  language: string;
  createdAt: string;
}

export async function loadTutorReviews(tutorId: string, limit = 20): Promise<TutorReview[]> {
  const supabase = await getReader();
  const { data, error } = await supabase
    .from('tutor_reviews')
    .select('id, learner_name, rating, body, language, created_at')
    .eq('tutor_id', tutorId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) fail(error, 'Loading reviews failed');
  return (data ?? []).map((r) => ({ id: r.id, learnerName: r.learner_name, rating: r.rating, body: r.body, language: r.language, createdAt: r.created_at }));
}

export interface Subject {
  slug: string;
  name: string;
}

export async function loadSubjects(): Promise<Subject[]> {
  const supabase = await getReader();
  const { data, error } = await supabase.from('subjects').select('slug, name').order('name');
  if (error) fail(error, 'Loading subjects failed');
  return data ?? [];
}

// Query keys and options ------------------------------------------------------------------------------------------
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
