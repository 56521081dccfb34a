// /courses: the published courses with subject, level, language, lesson count, total duration and price in the
// visitor's currency; paged on the server (?page=N, anything else is page 1). Saved courses are marked.
import { memo, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { COURSES_PAGE_SIZE, type CourseSummary } from './catalogue';
import { useTranslation } from '../../i18n/react';
import { DataAge, useOnline } from '../../lib/ui/DataAge';
import { useCourseList, useExchangeRates } from './api';
import { CourseFacts } from './CourseFacts';
import type { ExchangeRate } from '../../lib/money';
import { SavedCoursesList } from './SavedCoursesList';
import { useSavedCourses } from './saved-store';
import './courses.css';

function pageFrom(value: string | null): number {
  return value && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : 1;
}

export default withQueryProvider(CoursesPage);

const NO_RATES: readonly ExchangeRate[] = [];

function CoursesPage() {
  const { t } = useTranslation('courses');
  const { t: tPages } = useTranslation('pages');
  const { t: tData } = useTranslation('data');
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useCourseList(page);
  // The cards render in the background (React yields every few ms), not in one task when the data (or the exchange
  // rates, re-rendering every card) arrives.
  const listed = useDeferredValue(list.data);
  const ratesQuery = useExchangeRates();
  const rates = useDeferredValue(ratesQuery.data);
  // The cards also wait for the exchange rates (asked at the same time as the list): a price shown first in its own
  // currency, labelled, and a moment later converted changed the cards' height and moved the page.
  const shown = listed && (rates !== undefined || ratesQuery.isError) ? listed : undefined;
  const online = useOnline();
  // Read here, not in each card: the saved list arriving (or changing) re-renders only the cards whose mark changes.
  const { courses: saved } = useSavedCourses();
  const savedIds = useMemo(() => new Set(saved.map((course) => course.id)), [saved]);
  const pages = shown ? Math.max(1, Math.ceil(shown.total / COURSES_PAGE_SIZE)) : 1;

  return (
    <article className="page courses-page">
      <header className="page__header">
        <h1>{tPages('courses.title')}</h1>
        <p className="page__lead">{t('list.lead')}</p>
      </header>
      {list.data && <DataAge updatedAt={list.dataUpdatedAt} refreshFailed={list.isError} />}
      {(list.isPending || (list.data && !shown)) && <p role="status">{t('loading')}</p>}
      {list.isError && !list.data && (
        <div className="notice notice--error" role="alert">
          <p>{online ? tData('loadFailed') : t('list.offline')}</p>
          {online && (
            <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
              {tData('retry')}
            </button>
          )}
        </div>
      )}
      {list.isError && !list.data && !online && <SavedCoursesList headingLevel={2} />}
      {shown && shown.courses.length === 0 && shown.total === 0 && <p>{t('list.empty')}</p>}
      {shown && shown.courses.length === 0 && shown.total > 0 && (
        <p data-testid="courses-past-end">
          {t('list.pastEnd', { page })} <Link to={`?page=${pages}`}>{t('list.lastPage', { pages })}</Link>
        </p>
      )}
      {shown && shown.courses.length > 0 && (
        <ul className="course-grid" aria-label={t('list.label')}>
          {shown.courses.map((course) => (
            <CourseCard key={course.id} course={course} rates={rates ?? NO_RATES} isSaved={savedIds.has(course.id)} />
          ))}
        </ul>
      )}
      {shown && pages > 1 && (
        <nav className="pager" aria-label={t('list.pages')}>
          {page > 1 && <Link to={`?page=${Math.min(page - 1, pages)}`}>{t('list.previous')}</Link>}
          <span>{t('list.pageOf', { page, pages })}</span>
          {page < pages && <Link to={`?page=${page + 1}`}>{t('list.next')}</Link>}
        </nav>
      )}
    </article>
  );
}

// Memoised: the page's urgent re-render when its data or rates change (before the deferred one) leaves the cards alone.
const CourseCard = memo(function CourseCard({ course, rates, isSaved }: { course: CourseSummary; rates: readonly ExchangeRate[]; isSaved: boolean }) {
  const { t } = useTranslation('courses');
  return (
    <li className="course-card card" data-testid="course-card">
      <h2 className="card__title">
        <Link to={`/courses/${course.id}`} lang={course.language}>
          {course.title}
        </Link>
      </h2>
      {isSaved && <p className="badge badge--saved">{t('saved.badge')}</p>}
      <p lang={course.language}>{course.summary}</p>
      <CourseFacts
        subjectName={course.subject_name}
        level={course.level}
        language={course.language}
        lessonCount={course.lesson_count}
        totalMinutes={course.total_minutes}
        priceMinor={course.price_minor}
        currency={course.currency}
        rates={rates}
      />
    </li>
  );
});
