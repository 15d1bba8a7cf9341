import { useEffect, useState } from 'react';
import { FIXTURES_PATH, PAGE_META, RESULTS_PATH } from '@academy/contract/page-meta';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { ACADEMY_TEXTS } from '@academy/contract/academy-constants';
import { ACADEMY_NAME, FOOTER_RIGHTS, NAV_LINKS, REGISTRATION_BUTTON } from '@academy/contract/site';
import { SOCIAL_LINKS, type SocialKey } from '@academy/contract/social';
import { AddressWithMap, EmailLink, PhoneLink } from '../components/academy/contact-details';
import { useAcademy } from '../components/academy/use-academy';
import './public-layout.css';

const MENU_ID = 'site-menu';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A new page (link, back button) always starts with the menu closed.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  // Listening from the start, not from when the menu opens: an effect runs after paint, so an
  // Escape pressed right after opening would otherwise be missed.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={`${ACADEMY_NAME} home`}>
          <img src="/logo.svg" alt="" width="44" height="52" className="brand__logo" />
          <span className="brand__text" aria-hidden="true">
            <span className="brand__name">Future Stars</span>
            <span className="brand__sub">Football Academy</span>
          </span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="menu-toggle__bars" data-open={open} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
          <ul id={MENU_ID} className="site-nav__list" data-open={open}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="site-nav__link" onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/register" className="btn btn--gold site-header__cta">
          {REGISTRATION_BUTTON}
        </Link>
      </div>
    </header>
  );
}

function SocialIcon({ name }: { name: SocialKey }) {
  const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (name) {
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21h2.9z" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.8 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.5 5.9h-3l7-7.9L2.2 3.5h6.2l4.3 5.4 5.1-5.4zm-1 15.3h1.7L7.3 5.1H5.5l11.3 13.7z" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...common} fill="currentColor">
          <path d="M16.6 3h-3.1v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .5 0 .8.1V9.4a5.9 5.9 0 1 0 5 5.8V9.1a7.6 7.6 0 0 0 4.4 1.4V7.4A4.5 4.5 0 0 1 16.6 3z" />
        </svg>
      );
  }
}

/**
 * The footer: the academy's description, how to reach it (address with a map link, tap-to-call,
 * mailto) and its social links, all from the academy's facts (Settings → Academy); a network
 * without an address has no icon. Until the facts are there (a page whose HTML does not carry
 * them), those parts are left out rather than shown with stale values.
 */
export function SiteFooter() {
  const facts = useAcademy().data;
  const social = facts ? SOCIAL_LINKS.flatMap((s) => (facts.social[s.key] ? [{ ...s, href: facts.social[s.key]! }] : [])) : [];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <img src="/logo.svg" alt={`${ACADEMY_NAME} logo`} width="64" height="76" loading="lazy" />
          {facts ? <p>{facts.description}</p> : null}
        </div>
        <nav aria-label="Footer" className="site-footer__links">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {/* The SPEC fixes the main menu: the season's pages are linked here, from the team page and home (docs/decisions/039). */}
            <li>
              <Link to={FIXTURES_PATH}>{PAGE_META.fixtures.title}</Link>
            </li>
            <li>
              <Link to={RESULTS_PATH}>{PAGE_META.results.title}</Link>
            </li>
            <li>
              <Link to="/register">{REGISTRATION_BUTTON}</Link>
            </li>
            <li>
              <Link to="/privacy">{PAGE_META.privacy.title}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{ACADEMY_TEXTS.contactHeading}</h2>
          {facts ? (
            <address>
              <AddressWithMap facts={facts} className="site-footer__address" />
              <PhoneLink phone={facts.phone} />
              <EmailLink email={facts.email} />
            </address>
          ) : null}
        </div>
        <div>
          <h2 className="site-footer__heading">Follow us</h2>
          <ul className="social">
            {social.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  className="social__link"
                  aria-label={ACADEMY_TEXTS.socialLabel(facts?.name ?? ACADEMY_NAME, s.label)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon name={s.key} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="container" data-testid="footer-line">
          {`${(facts?.name ?? ACADEMY_NAME).toUpperCase()} ${FOOTER_RIGHTS}`}
        </p>
      </div>
    </footer>
  );
}

function RouteProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null;
}

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <RouteProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
