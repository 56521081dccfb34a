// Dashboard section: courses saved on this device with their size and Remove, the storage estimate, and whether
// the browser agreed to keep them (persistent storage). Self-contained: loads its own texts.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StorageFigures } from './saved';
import { useTranslation } from '../../i18n/react';
import { numberFormat } from '../../lib/intl-cache';
import { formatDate } from '../../lib/intl-format';
import { useFocusAfterRemoval } from '../../lib/focus-after-removal';
import { useLocale } from '../locale';
import { formatBytes } from './format';
import { refreshSaved, removeFromDevice, useSavedCourses } from './saved-store';
import './courses.css';

function useStorageFigures(dependency: unknown): StorageFigures | null {
  const [figures, setFigures] = useState<StorageFigures | null>(null);
  useEffect(() => {
    let live = true;
    void import('./saved')
      .then((m) => m.storageEstimate())
      .then((f) => live && setFigures(f));
    return () => {
      live = false;
    };
  }, [dependency]);
  return figures;
}

function Section() {
  const { t } = useTranslation('courses');
  const { locale } = useLocale();
  const { loaded, courses, error } = useSavedCourses();
  const figures = useStorageFigures(courses);
  const [removing, setRemoving] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Removed: focus goes to the next course's Remove (or the one before), after the last to the section's heading.
  const focus = useFocusAfterRemoval(
    { controls: '[data-remove-saved]', item: (id) => `[data-saved-id="${id}"]`, fallback: () => heading.current },
    [courses],
  );

  useEffect(() => {
    void refreshSaved();
  }, []);

  return (
    <section className="dashboard-card saved-courses" aria-labelledby="saved-courses-heading" data-testid="saved-courses">
      <h2 id="saved-courses-heading" ref={heading} tabIndex={-1}>
        {t('saved.dashboardHeading')}
      </h2>
      {!loaded && <p role="status">{t('loading')}</p>}
      {error && <p className="notice notice--error">{t('saved.unavailable')}</p>}
      {loaded && !error && courses.length === 0 && (
        <p>
          {t('saved.none')} <Link to="/courses">{t('saved.browse')}</Link>
        </p>
      )}
      {courses.length > 0 && (
        <ul className="saved-courses__list" ref={list}>
          {courses.map((saved, index) => (
            <li key={saved.id} data-testid="saved-course" data-saved-id={saved.id}>
              <Link to={`/courses/${saved.id}`} lang={saved.course.language}>
                {saved.course.title}
              </Link>
              <span className="saved-courses__meta">
                {t('saved.meta', {
                  lessons: numberFormat(locale).format(saved.lessons.length),
                  size: formatBytes(saved.bytes, locale),
                  date: formatDate(saved.savedAt, locale, undefined, { dateStyle: 'medium' }),
                })}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={removing === saved.id}
                aria-label={t('saved.removeNamed', { title: saved.course.title })}
                data-remove-saved
                onClick={() => {
                  setRemoving(saved.id);
                  focus.removing(saved.id, index, () => list.current);
                  void removeFromDevice(saved.id)
                    .catch(focus.failed)
                    .finally(() => setRemoving(null));
                }}
              >
                {t('saved.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {figures && (
        <p className="saved-courses__storage" data-testid="storage-estimate">
          {t('saved.storage', { usage: formatBytes(figures.usage, locale), quota: formatBytes(figures.quota, locale) })}{' '}
          {figures.persisted ? t('saved.persisted') : t('saved.notPersisted')}
        </p>
      )}
    </section>
  );
}

export function SavedCoursesSection() {
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}
