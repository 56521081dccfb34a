// What a tutor's card (the directory) and profile both say about the tutor, written once: the subjects and languages
// rows and the rating line. The caller passes its texts and locale (a card in a long list adds no hooks of its own).
import type { TFunction } from 'i18next';
import { formatRating, languageName } from './format';

interface Texts {
  t: TFunction<'tutors'>;
  locale: string;
}

/** The subjects and languages rows of a tutor's facts (`<dl className="tutor-card__facts">`). */
export function TeachingFacts({ tutor, subjectName, t, locale }: Texts & { tutor: { subjects: readonly string[]; languages: readonly string[] }; subjectName: (slug: string) => string }) {
  return (
    <>
      <div>
        <dt>{t('card.subjects')}</dt>
        <dd>{tutor.subjects.map(subjectName).join(', ')}</dd>
      </div>
      <div>
        <dt>{t('card.languages')}</dt>
        <dd>{tutor.languages.map((code) => languageName(code, locale)).join(', ')}</dd>
      </div>
    </>
  );
}

/** "★ 4.9 · 12 reviews", or that there are none yet. */
export function TutorRating({ tutor, t, locale }: Texts & { tutor: { rating: number | null; reviewCount: number } }) {
  return (
    <p className="tutor-card__rating">
      {tutor.rating !== null && tutor.reviewCount > 0 ? (
        <>
          <span aria-hidden="true">★ </span>
          {t('card.rating', { rating: formatRating(tutor.rating, locale) })} · {t('card.reviews', { count: tutor.reviewCount })}
        </>
      ) : (
        t('card.noReviews')
      )}
    </p>
  );
}
