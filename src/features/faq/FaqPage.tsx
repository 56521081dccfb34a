// Frequently asked questions as native disclosures (<details>): keyboard and screen reader support built in.
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';

type Item = { question: string; answer: string };

export default function FaqPage() {
  const { t } = useTranslation('faq');
  const items = t('items', { returnObjects: true }) as readonly Item[];
  return (
    <article className="page page--narrow">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="page__lead">
          {t('intro')} <Link to="/contact">{t('contactLink')}</Link>
        </p>
      </header>
      <div className="faq">
        {items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <p className="faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
