// The courses saved on this device, as links (shown when an unsaved course is opened offline).
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { useSavedCourses } from './saved-store';

export function SavedCoursesList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('courses');
  const { loaded, courses } = useSavedCourses();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!loaded) return null;
  return (
    <section className="saved-list" aria-labelledby="saved-list-heading" data-testid="saved-list">
      <Heading id="saved-list-heading">{t('saved.listHeading')}</Heading>
      {courses.length === 0 ? (
        <p>{t('saved.none')}</p>
      ) : (
        <ul>
          {courses.map((saved) => (
            <li key={saved.id}>
              <Link to={`/courses/${saved.id}`} lang={saved.course.language}>
                {saved.course.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
