// Terms, Privacy, Refund and Cookie policies: a title, the date of the last change, an intro and numbered sections
// with a table of contents.
import { useTranslation } from '../../i18n/react';

type Document = 'terms' | 'privacy' | 'refund' | 'cookies';
type Section = { heading: string; body: string };

export function LegalDocument({ document }: { document: Document }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as readonly Section[];
  const anchor = (index: number) => `${document}-section-${index + 1}`;
  return (
    <article className="page page--narrow legal">
      <header className="page__header">
        <h1>{t(`${document}.title`)}</h1>
        <p className="legal__updated">{t('updated', { date: t('updatedDate') })}</p>
        <p className="page__lead">{t(`${document}.intro`)}</p>
      </header>
      <nav className="legal__contents" aria-label={t('contents')}>
        <h2 className="legal__contents-heading">{t('contents')}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={anchor(index)} className="legal__section">
          <h2>{`${index + 1}. ${section.heading}`}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}
