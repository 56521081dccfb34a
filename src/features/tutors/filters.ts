// The directory's filters live in the address: ?subject=&lang=&max=&q=&available=week&sort=&page=. Parsing is
// strict: anything malformed is dropped (and reported, so the page can say so) rather than sent to the server.
import { parseAmount } from '../../lib/money';
import type { TutorSort } from './api';

export const SORTS: readonly TutorSort[] = ['rating', 'price', 'soonest'];
export const TEACHING_LANGUAGES = ['en', 'es', 'fr'] as const;
export const MAX_QUERY_LENGTH = 100;
export const MAX_PAGE = 500;

export interface TutorFilters {
  subject?: string;
  lang?: string;
  /** Maximum hourly rate as typed, in whole units of the visitor's currency ('45', '80000'). */
  max?: string;
  q?: string;
  availableWeek: boolean;
  sort: TutorSort;
  page: number;
}

export const DEFAULT_FILTERS: TutorFilters = { availableWeek: false, sort: 'rating', page: 1 };

export interface ParsedFilters {
  filters: TutorFilters;
  /** Parameters present in the address but not understood (and ignored). */
  rejected: string[];
}

const SLUG = /^[a-z0-9-]{1,64}$/;
const LANG = /^[a-z]{2}$/;

export function parseFilters(params: URLSearchParams): ParsedFilters {
  const filters: TutorFilters = { ...DEFAULT_FILTERS };
  const rejected: string[] = [];
  const one = (name: string) => {
    const value = params.get(name);
    return value === null ? undefined : value.trim();
  };

  const subject = one('subject');
  if (subject) SLUG.test(subject) ? (filters.subject = subject) : rejected.push('subject');

  const lang = one('lang')?.toLowerCase();
  if (lang) LANG.test(lang) ? (filters.lang = lang) : rejected.push('lang');

  const max = one('max');
  if (max) parseAmount(max) !== null ? (filters.max = max) : rejected.push('max');

  const q = one('q')?.replace(/\s+/g, ' ');
  if (q) {
    if (q.length <= MAX_QUERY_LENGTH && !/[\u0000-\u001f\u007f]/.test(q)) filters.q = q;
    else rejected.push('q');
  }

  const available = one('available');
  if (available) available === 'week' ? (filters.availableWeek = true) : rejected.push('available');

  const sort = one('sort');
  if (sort) (SORTS as readonly string[]).includes(sort) ? (filters.sort = sort as TutorSort) : rejected.push('sort');

  const page = one('page');
  if (page) {
    const n = /^\d{1,6}$/.test(page) ? Number(page) : NaN;
    n >= 1 && n <= MAX_PAGE ? (filters.page = n) : rejected.push('page');
  }
  return { filters, rejected };
}

/** The address for `filters`: defaults left out, keys in a fixed order, so equal filters give equal addresses. */
export function filtersToParams(filters: TutorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.lang) params.set('lang', filters.lang);
  if (filters.max) params.set('max', filters.max);
  if (filters.q) params.set('q', filters.q);
  if (filters.availableWeek) params.set('available', 'week');
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasActiveFilters(filters: TutorFilters): boolean {
  return Boolean(filters.subject || filters.lang || filters.max || filters.q || filters.availableWeek);
}

/** "Clear filters": none set, the sort kept, back to page 1. */
export function clearedFilters(filters: TutorFilters): TutorFilters {
  return { availableWeek: false, sort: filters.sort, page: 1 };
}

/** The search the server runs for `filters` in the visitor's currency. */
export function toSearch(filters: TutorFilters, currency: string) {
  return {
    subject: filters.subject,
    lang: filters.lang,
    maxMinor: filters.max ? (parseAmount(filters.max) ?? undefined) : undefined,
    currency,
    q: filters.q,
    availableWeek: filters.availableWeek,
    sort: filters.sort,
    page: filters.page,
  };
}
