// A course's facts as the list card and the course page show them: subject, level, language, lessons, total
// duration and price in the visitor's currency.
import { useTranslation } from '../../i18n/react';
import type { CourseLevel } from './catalogue';
import { numberFormat } from '../../lib/intl-cache';
import type { ExchangeRate } from '../../lib/money';
import { useLocale } from '../locale';
import { CoursePrice } from './CoursePrice';
import { formatMinutes, languageName } from './format';

export interface CourseFactsProps {
  subjectName: string | null;
  level: CourseLevel;
  language: string;
  lessonCount: number;
  totalMinutes: number;
  priceMinor: number;
  currency: string;
  rates: readonly ExchangeRate[];
  wide?: boolean;
}

export function CourseFacts(props: CourseFactsProps) {
  const { t } = useTranslation('courses');
  const { locale } = useLocale();
  const facts: ['subject' | 'level' | 'language' | 'lessons' | 'duration' | 'price', React.ReactNode][] = [
    ['subject', props.subjectName ?? t('facts.none')],
    ['level', t(`levels.${props.level}`)],
    ['language', languageName(props.language, locale)],
    ['lessons', numberFormat(locale).format(props.lessonCount)],
    ['duration', formatMinutes(props.totalMinutes, locale)],
    ['price', <CoursePrice amountMinor={props.priceMinor} currency={props.currency} rates={props.rates} />],
  ];
  return (
    <dl className={props.wide ? 'course-facts course-facts--wide' : 'course-facts'}>
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`facts.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
