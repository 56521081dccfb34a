// Mission, Meet the Team and Our Teaching share one layout: a heading, a lead paragraph and short sections.
import { useTranslation } from '../../i18n/react';

type Topic = 'mission' | 'team' | 'teaching';
type Section = { heading: string; body: string };

export function AboutArticle({ topic }: { topic: Topic }) {
  const { t } = useTranslation('about');
  const sections = t(`${topic}.sections`, { returnObjects: true }) as readonly Section[];
  return (
    <article className="page">
      <header className="page__header">
        <h1>{t(`${topic}.title`)}</h1>
        <p className="page__lead">{t(`${topic}.lead`)}</p>
      </header>
      <div className="card-grid card-grid--wide">
        {sections.map((section) => (
          <section key={section.heading} className="card">
            <h2 className="card__title">{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
