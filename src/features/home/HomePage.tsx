// The landing page: tagline, what Summit offers, and the ways in (pricing, tutors).
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';

const OFFERS = ['tutors', 'courses', 'booking', 'practice', 'ai'] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="home-title" className="hero__title">{t('hero.tagline')}</h1>
        <p className="hero__lead">{t('hero.lead')}</p>
        <div className="hero__actions">
          <Link to="/pricing" className="button button--primary button--large">{t('hero.primaryCta')}</Link>
          <Link to="/tutors" className="button button--ghost button--large">{t('hero.secondaryCta')}</Link>
        </div>
      </section>

      <section className="section" aria-labelledby="home-offers">
        <h2 id="home-offers">{t('offers.heading')}</h2>
        <ul className="card-grid">
          {OFFERS.map((offer) => (
            <li key={offer} className="card">
              <h3 className="card__title">{t(`offers.items.${offer}.title`)}</h3>
              <p>{t(`offers.items.${offer}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="home-inclusive">
        <h2 id="home-inclusive">{t('inclusive.heading')}</h2>
        <p>{t('inclusive.body')}</p>
      </section>

      <section className="section section--cta" aria-labelledby="home-closing">
        <h2 id="home-closing">{t('closing.heading')}</h2>
        <p>{t('closing.body')}</p>
        <div className="hero__actions">
          <Link to="/pricing" className="button button--primary">{t('closing.primaryCta')}</Link>
          <Link to="/tutors" className="button button--ghost">{t('closing.secondaryCta')}</Link>
        </div>
      </section>
    </div>
  );
}
