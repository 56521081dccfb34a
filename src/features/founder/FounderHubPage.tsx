// /founder-hub (admins): figures for 7 and 30 days from founder_figures(), the security alerts (newest first, older
// ones page by page), the contact inbox with "mark handled" (open messages first), and the safeguarding reports.
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/money';
import { DataAge } from '../../lib/ui/DataAge';
import { LessonReports } from '../lesson';
import { ConversationReports } from '../messages';
import { FounderCredits } from '../credits';
import { useLocale } from '../locale';
import { founderQueries, type FounderFigures } from './api';
import { ContactInbox } from './ContactInbox';
import { SecurityAlerts } from './SecurityAlerts';
import '../../styles/records.css';
import './founder.css';

function Counts({ label, values, money, locale, testId }: { label: string; values: Record<string, number>; money?: boolean; locale: string; testId: string }) {
  const { t } = useTranslation('founder');
  const entries = Object.entries(values).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {entries.length === 0
          ? t('none')
          : entries.map(([k, v]) => (
              <span key={k} data-key={k} data-value={v} style={{ display: 'block' }}>
                {money ? formatMoney({ amountMinor: v, currency: k }, locale) : `${k}: ${v}`}
              </span>
            ))}
      </dd>
    </div>
  );
}

function Figures({ f, locale }: { f: FounderFigures; locale: string }) {
  const { t } = useTranslation('founder');
  return (
    <section className="dashboard-card" aria-labelledby={`figures-${f.days}`} data-testid={`figures-${f.days}`}>
      <h2 id={`figures-${f.days}`}>{t('period', { days: f.days })}</h2>
      <dl className="booking-facts">
        <div>
          <dt>{t('signups')}</dt>
          <dd data-testid="signups">{f.signups}</dd>
        </div>
        <Counts label={t('bookings')} values={f.bookingsByStatus} locale={locale} testId="bookings" />
        <Counts label={t('bookedValue')} values={f.revenueByCurrency} money locale={locale} testId="revenue" />
        <Counts label={t('referrals')} values={f.referralClicks} locale={locale} testId="referrals" />
        <Counts label={t('telemetry')} values={f.telemetry} locale={locale} testId="telemetry" />
      </dl>
    </section>
  );
}

/** Every tutor, active or not, by name: each links to its admin page (/founder/tutors/{id}). */
function TutorsTable() {
  const { t } = useTranslation('founder');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const tutors = useQuery(founderQueries.tutors(query));
  return (
    <section className="dashboard-card" aria-labelledby="hub-tutors" data-testid="hub-tutors">
      <h2 id="hub-tutors">{t('tutors.title')}</h2>
      <label className="booking-field" htmlFor={searchId}>
        <span>{t('tutors.search')}</span>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      {tutors.isPending && <p aria-busy="true">{t('loading')}</p>}
      {tutors.isError && !tutors.data && <p role="alert">{t('failed')}</p>}
      {tutors.data && tutors.data.length === 0 && <p>{t('none')}</p>}
      {tutors.data && tutors.data.length > 0 && (
        <table className="hub-table" aria-labelledby="hub-tutors">
          <thead>
            <tr>
              <th scope="col">{t('tutors.name')}</th>
              <th scope="col">{t('tutors.status')}</th>
            </tr>
          </thead>
          <tbody>
            {tutors.data.map((tutor) => (
              <tr key={tutor.id} data-testid="hub-tutor">
                <td>
                  <Link to={`/founder/tutors/${tutor.id}`}>{tutor.fullName}</Link>
                </td>
                <td>{tutor.isActive ? t('tutors.active') : t('tutors.inactive')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default withQueryProvider(FounderHubPage);

function FounderHubPage() {
  const { t } = useTranslation('founder');
  const locale = useLocale();
  const data = useQuery(founderQueries.hub());
  return (
    <article className="page booking-page">
      <h1>{t('title')}</h1>
      <nav aria-label={t('pagesLabel')}>
        <ul className="hub-links">
          <li>
            <a href="#hub-tutors">{t('tutors.title')}</a>
          </li>
          <li>
            <Link to="/founder/ai">{t('aiLink')}</Link>
          </li>
        </ul>
      </nav>
      {data.data !== undefined && (
        <Suspense fallback={null}>
          <DataAge updatedAt={data.dataUpdatedAt} refreshFailed={data.isError} />
        </Suspense>
      )}
      {data.data === undefined && !data.isError && <p aria-busy="true">{t('loading')}</p>}
      {data.data === undefined && data.isError && <p role="alert">{t('failed')}</p>}
      {data.data !== undefined && (
        <>
          <Figures f={data.data.week} locale={locale.locale} />
          <Figures f={data.data.month} locale={locale.locale} />
          <Suspense fallback={null}>
            <FounderCredits />
          </Suspense>
          <TutorsTable />
          <Suspense fallback={null}>
            <LessonReports />
          </Suspense>
          <Suspense fallback={null}>
            <ConversationReports />
          </Suspense>
          <SecurityAlerts key={data.data.alerts.map((a) => a.id).join()} first={data.data.alerts} more={data.data.moreAlerts} locale={locale.locale} />
          <ContactInbox inbox={data.data.messages} locale={locale.locale} />
        </>
      )}
    </article>
  );
}
