// The tutor directory (/tutors): filters in the address, results filtered, sorted and paginated by the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { withQueryProvider } from '../../data/query/QueryProvider';
import { useTranslation } from '../../i18n/react';
import { DataAge } from '../../lib/ui/DataAge';
import { useProgressiveList } from '../../lib/use-progressive-list';
import type { ExchangeRate } from '../../lib/money';
import { usePriceRates, useVisitorLocale } from '../money';
import { tutorQueries, type TutorSummary } from './api';
import { clearedFilters, filtersToParams, hasActiveFilters, parseFilters, toSearch, type TutorFilters as Filters } from './filters';
import { QueryLoading, QueryProblem, hasNoData } from './QueryState';
import { TutorCard } from './TutorCard';
import { TutorFilters } from './TutorFilters';
import './tutors.css';

function TutorsPage() {
  const { t } = useTranslation('tutors');
  const [params, setParams] = useSearchParams();
  const { filters, rejected } = useMemo(() => parseFilters(params), [params]);
  const { currency } = useVisitorLocale();
  const query = useQuery({ ...tutorQueries.list(toSearch(filters, currency)), placeholderData: keepPreviousData });

  const go = (next: Filters) => setParams(filtersToParams(next));
  // The empty result's "Clear filters" leaves with it: focus goes to the results' heading, which says the new count.
  const results = useRef<HTMLHeadingElement>(null);
  // The list renders in the background (React yields every few ms), not in one task when the data arrives.
  const page = useDeferredValue(query.data);
  const rates = usePriceRates();
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const linkTo = (n: number) => {
    const search = filtersToParams({ ...filters, page: n }).toString();
    return search ? `?${search}` : '?';
  };

  return (
    <article className="page tutors-page">
      <header className="page__header">
        <h1>{t('directory.title')}</h1>
        <p className="page__lead">{t('directory.intro')}</p>
      </header>
      <TutorFilters filters={filters} onChange={go} />
      {rejected.length > 0 && (
        <p className="tutors-page__note" role="status" data-testid="rejected-filters">
          {t('directory.rejected')}
        </p>
      )}
      {page && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {!page && !hasNoData(query) && <QueryLoading text={t('directory.loading')} />}
      {hasNoData(query) && <QueryProblem query={query} />}
      {page && (
        <section aria-labelledby="tutor-results" aria-busy={query.isFetching && query.isPlaceholderData}>
          <h2 id="tutor-results" ref={results} tabIndex={-1} className="tutors-page__count" aria-live="polite" data-testid="tutor-count" data-total={page.total}>
            {t('directory.results', { count: page.total })}
          </h2>
          {page.total === 0 ? (
            <div className="tutors-page__empty" data-testid="tutors-empty">
              <p>{t('directory.empty')}</p>
              <p>{t('directory.emptyHint')}</p>
              {hasActiveFilters(filters) && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    go(clearedFilters(filters));
                    results.current?.focus();
                  }}
                >
                  {t('filters.clear')}
                </button>
              )}
            </div>
          ) : page.tutors.length === 0 ? (
            <p data-testid="tutors-past-end">
              {t('directory.pastEnd', { page: filters.page })} <Link to={linkTo(pages)}>{t('directory.lastPage', { pages })}</Link>
            </p>
          ) : (
            <TutorList tutors={page.tutors} rates={rates} label={t('directory.list')} />
          )}
          {pages > 1 && (
            <nav className="tutors-page__pages" aria-label={t('directory.pagination')}>
              {filters.page > 1 && (
                <Link to={linkTo(Math.min(filters.page - 1, pages))} rel="prev">
                  {t('directory.previous')}
                </Link>
              )}
              <span data-testid="tutor-page">{t('directory.page', { page: filters.page, pages })}</span>
              {filters.page < pages && (
                <Link to={linkTo(filters.page + 1)} rel="next">
                  {t('directory.next')}
                </Link>
              )}
            </nav>
          )}
        </section>
      )}
    </article>
  );
}

/** The cards, the first few with the data and the rest after each paint (busy until all are there). */
function TutorList({ tutors, rates, label }: { tutors: readonly TutorSummary[]; rates: readonly ExchangeRate[]; label: string }) {
  const { shown, complete } = useProgressiveList(tutors);
  return (
    <ul className="tutor-list" aria-label={label} aria-busy={!complete} data-testid="tutor-list">
      {shown.map((tutor) => (
        <TutorCard key={tutor.id} tutor={tutor} rates={rates} />
      ))}
    </ul>
  );
}

export default withQueryProvider(TutorsPage);
