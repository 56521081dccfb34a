// Site footer: the spec's links, grouped, and the AI Tutor shown as a disabled entry while it is under maintenance
// (system_settings `ai_tutor.maintenance`, read after the first paint; the seeded value renders first).
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router-dom';
import { useAiTutorMaintenance } from '../features/ai-tutor/use-maintenance';
import { FOOTER_GROUPS } from './nav-links';

export function Footer() {
  const { t } = useTranslation();
  const { maintenance } = useAiTutorMaintenance();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{t('brand')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav className="site-footer__nav" aria-label={t('footer.label')}>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{t(group.heading)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.label)}</Link>
                  </li>
                ))}
                {group.heading === 'footer.explore' && (
                  <li>
                    {maintenance ? (
                      // Not a link: the AI Tutor is under maintenance.
                      <span className="site-footer__disabled" role="link" aria-disabled="true" data-testid="footer-ai-tutor">
                        {t('footer.aiTutorMaintenance')}
                      </span>
                    ) : (
                      <Link to="/ai-tutor" data-testid="footer-ai-tutor">
                        {t('titles.aiTutor')}
                      </Link>
                    )}
                  </li>
                )}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="site-footer__copyright" suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
