// The directory's filters: a plain form (native controls, so keyboard and screen readers work as everywhere).
// Lists apply at once; the search and the maximum price apply on Enter or with the Apply button.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { parseAmount } from '../../lib/money';
import { useTranslation } from '../../i18n/react';
import { useVisitorLocale } from '../money';
import { tutorQueries } from './api';
import { SORTS, TEACHING_LANGUAGES, clearedFilters, hasActiveFilters, type TutorFilters as Filters } from './filters';
import { languageName } from './format';
import { useSubjectName } from '../../lib/use-subject-name';

interface Props {
  filters: Filters;
  onChange: (next: Filters) => void;
}

export function TutorFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('tutors');
  // "Clear filters" leaves with the filters: focus goes to "Apply" beside it, not to <body>.
  const applyButton = useRef<HTMLButtonElement>(null);
  const { locale, currency } = useVisitorLocale();
  const subjectName = useSubjectName();
  const subjects = useQuery(tutorQueries.subjects());
  const [q, setQ] = useState(filters.q ?? '');
  const [max, setMax] = useState(filters.max ?? '');
  const [maxInvalid, setMaxInvalid] = useState(false);
  const id = useId();

  // The address is the source of truth: Back or a shared link updates the text fields too.
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    setMax(filters.max ?? '');
    setMaxInvalid(false);
  }, [filters.max]);

  // A list or box shows its new value at once, and the directory follows after that paint: on a slow phone the new
  // results take a while to render, and the tap itself must not wait for them.
  const [chosen, setChosen] = useState<Partial<Filters> | null>(null);
  useEffect(() => setChosen(null), [filters]);
  const shown: Filters = chosen ? { ...filters, ...chosen } : filters;
  const apply = (change: Partial<Filters>) => {
    const next = { ...shown, ...change, page: 1 };
    setChosen({ ...chosen, ...change });
    void afterNextPaint().then(() => onChange(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedMax = max.trim();
    if (trimmedMax && parseAmount(trimmedMax) === null) {
      setMaxInvalid(true);
      return;
    }
    setMaxInvalid(false);
    apply({ q: q.trim().replace(/\s+/g, ' ') || undefined, max: trimmedMax || undefined });
  };

  const subjectOptions = (subjects.data ?? []).map((s) => ({ slug: s.slug, name: subjectName(s.slug) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  if (filters.subject && !subjectOptions.some((s) => s.slug === filters.subject)) subjectOptions.push({ slug: filters.subject, name: subjectName(filters.subject) });
  const languages: string[] = [...TEACHING_LANGUAGES];
  if (filters.lang && !languages.includes(filters.lang)) languages.push(filters.lang);

  return (
    <form className="tutor-filters" role="search" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`} className="tutor-filters__heading">
        {t('filters.heading')}
      </h2>
      <div className="tutor-filters__field tutor-filters__field--wide">
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <input id={`${id}-q`} name="q" type="search" value={q} maxLength={100} aria-describedby={`${id}-q-hint`} onChange={(e) => setQ(e.target.value)} />
        <span id={`${id}-q-hint`} className="tutor-filters__hint">
          {t('filters.searchHint')}
        </span>
      </div>
      <div className="tutor-filters__field">
        <label htmlFor={`${id}-subject`}>{t('filters.subject')}</label>
        <select id={`${id}-subject`} name="subject" value={shown.subject ?? ''} onChange={(e) => apply({ subject: e.target.value || undefined })}>
          <option value="">{t('filters.anySubject')}</option>
          {subjectOptions.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tutor-filters__field">
        <label htmlFor={`${id}-lang`}>{t('filters.language')}</label>
        <select id={`${id}-lang`} name="lang" value={shown.lang ?? ''} onChange={(e) => apply({ lang: e.target.value || undefined })}>
          <option value="">{t('filters.anyLanguage')}</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageName(code, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="tutor-filters__field">
        <label htmlFor={`${id}-max`}>{t('filters.max', { currency })}</label>
        <input
          id={`${id}-max`}
          name="max"
          inputMode="decimal"
          value={max}
          maxLength={15}
          aria-invalid={maxInvalid || undefined}
          aria-describedby={`${id}-max-hint${maxInvalid ? ` ${id}-max-error` : ''}`}
          onChange={(e) => setMax(e.target.value)}
        />
        <span id={`${id}-max-hint`} className="tutor-filters__hint">
          {t('filters.maxHint')}
        </span>
        {maxInvalid && (
          <span id={`${id}-max-error`} className="tutor-filters__error" role="alert">
            {t('filters.maxInvalid')}
          </span>
        )}
      </div>
      <div className="tutor-filters__field">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select id={`${id}-sort`} name="sort" value={shown.sort} onChange={(e) => apply({ sort: e.target.value as Filters['sort'] })}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="tutor-filters__check">
        <input id={`${id}-available`} name="available" type="checkbox" checked={shown.availableWeek} onChange={(e) => apply({ availableWeek: e.target.checked })} />
        <label htmlFor={`${id}-available`}>{t('filters.available')}</label>
      </div>
      <div className="tutor-filters__actions">
        <button ref={applyButton} type="submit" className="button button--primary">
          {t('filters.apply')}
        </button>
        {hasActiveFilters(filters) && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              onChange(clearedFilters(filters));
              applyButton.current?.focus();
            }}
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
