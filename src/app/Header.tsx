// Site header: brand, main navigation (SPEC §2, in order), account button and Book a Session. On small screens the
// navigation collapses behind a menu toggle; Escape closes it (unless a side panel opened from it is open) and following
// a link closes it too.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AccountButton } from './AccountButton';
import { MAIN_NAV } from './nav-links';
import { AccessibilitySlot } from './slots/AccessibilitySlot';
import { LocaleSlot } from './slots/LocaleSlot';
import { WIDE_SCREEN as WIDE } from './wide-screen';

function watchHeaderFitWhenWide(header: HTMLElement): () => void {
  const wide = matchMedia(WIDE);
  let stop: (() => void) | undefined;
  let gone = false;
  const start = () => {
    if (stop || !wide.matches) return;
    stop = () => undefined;
    void import('./header-fit').then(({ watchHeaderFit }) => {
      if (!gone) stop = watchHeaderFit(header);
    });
  };
  wide.addEventListener('change', start);
  start();
  return () => {
    gone = true;
    wide.removeEventListener('change', start);
    stop?.();
  };
}

export function Header() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);

  // The collapsed menu also above the breakpoint when the one-row header would not fit. Its check loads only on
  // wide screens (phones never fetch it): wide from the start, or once the window becomes wide.
  useEffect(() => watchHeaderFitWhenWide(header.current!), []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Escape in a side panel opened from the menu closes that panel only: the menu stays open, so the panel can
      // give focus back to its button inside the menu.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="site-header" ref={header}>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.homeLink')}>
          <span className="brand__mark" aria-hidden="true">▲</span>
          <span className="brand__name">{t('brand')}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span className="menu-toggle__label">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <div id={menuId} className="site-menu" data-open={open}>
          <nav className="main-nav" aria-label={t('nav.label')}>
            <ul>
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} onClick={close}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-menu__actions">
            <AccountButton onNavigate={close} />
            <Link to="/pricing" className="button button--primary" onClick={close}>
              {t('nav.book')}
            </Link>
          </div>
          {/* A slim bar above the navigation on wide screens; part of the collapsed menu on narrow ones. */}
          <div className="site-menu__settings">
            <AccountButton part="sign-out" onNavigate={close} />
            <LocaleSlot />
            <AccessibilitySlot />
          </div>
        </div>
      </div>
    </header>
  );
}
