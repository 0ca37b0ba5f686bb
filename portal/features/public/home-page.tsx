import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { anchors, localized, paths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';

const HomeMore = lazy(async () => ({ default: (await import('./home-more')).HomeMore }));
/** Anchors in the part of the page that loads later, or below it: that part loads at once for them. */
const anchorsBelow: string[] = [anchors.token, anchors.partners, anchors.contact];

/**
 * Renders its children once they show or the visitor scrolls at all (or at once when `eager`): the story below the hero,
 * with the data and the code it loads, is not part of the home page's first download. It starts right below the hero,
 * so any scroll brings it near; a phone that has not scrolled has the hero alone to load (the home route's budget,
 * docs/performance.md), where a margin around the viewport would load it at once.
 */
function Deferred({ eager, children }: { eager: boolean; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Never shown in the first render: the prerendered page (no hash on the server) hydrates without a mismatch.
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (eager) setShow(true);
  }, [eager]);
  useEffect(() => {
    const element = placeholder.current;
    if (show || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShow(true);
      return;
    }
    const reveal = () => setShow(true);
    // A scroll before the page's code ran (it starts after the first paint) counts as well.
    if (window.scrollY > 0) {
      reveal();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reveal();
    });
    observer.observe(element);
    window.addEventListener('scroll', reveal, { passive: true, once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', reveal);
    };
  }, [show]);
  const fallback = <div className="deferred" ref={placeholder} aria-hidden="true" />;
  return show ? <Suspense fallback={<div className="deferred" aria-hidden="true" />}>{children}</Suspense> : fallback;
}

/**
 * The home page tells one story: the hero; proof (sourced figures, partners); three forests; how it works; customers;
 * one call to action, which is `/#contact` and in the prerendered HTML. The rest has pages of its own (footer).
 */
export function HomePage() {
  const { t, language } = usePortalText();
  const { config } = useServices();
  const location = useLocation();
  usePageMeta('home');
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div>
            <h1 id="hero-title">{t('pages.home.hero.h1')}</h1>
            {/* The one definition of a token, in the same words wherever the site explains it (issue 41). */}
            <p className="hero__text">{t('token.definition')}</p>
            <div className="hero__actions">
              <Link className="button button--light" to={localized(language, paths.private)}>
                {t('pages.home.hero.forPrivate')}
              </Link>
              <Link className="button button--outline-light" to={localized(language, paths.business)}>
                {t('pages.home.hero.forCompanies')}
              </Link>
              <Link className="button button--outline-light" to={localized(language, paths.forestOwners)}>
                {t('pages.home.hero.forForestOwners')}
              </Link>
            </div>
            <p className="hero__guide">
              <Link to={localized(language, paths.choice)}>{t('pages.home.hero.guide')}</Link>
              <Link to={localized(language, paths.calculator)}>{t('pages.home.hero.calculator')}</Link>
            </p>
            {/* Facts a reader can follow, no bare "100 %" (issue 41): the guarantee's terms, the forests' own pages. */}
            <ul className="hero__claims">
              <li>
                <span>
                  {t('pages.home.hero.claims.guarantee')} (
                  <a href={config.links.terms} rel="noopener">
                    {t('pages.home.hero.claims.guaranteeSource')}
                    <span className="visually-hidden"> {t('nav.external')}</span>
                  </a>
                  )
                </span>
              </li>
              <li>
                <Link to={localized(language, paths.partner)}>{t('pages.home.hero.claims.forests')}</Link>
              </li>
            </ul>
          </div>
          {/* Drawn for greenfee (forest, stored timber, the token); referenced, not inlined: it costs the first
              download no script, and as an inline <svg> it is never the page's largest paint (the h1 is). */}
          <svg className="hero__art" viewBox="0 0 560 440" width="560" height="440" aria-hidden="true" focusable="false">
            <use href="/images/hero-art.svg#art" />
          </svg>
        </div>
      </section>

      <Deferred eager={anchorsBelow.includes(location.hash.slice(1))}>
        <HomeMore />
      </Deferred>

      <section className="band band--wood home-cta" id={anchors.contact} aria-labelledby="home-cta-title">
        <h2 id="home-cta-title">{t('pages.home.cta.heading')}</h2>
        <p className="lead">{t('pages.home.cta.text')}</p>
        <div className="home-cta__actions">
          <Link className="button" to={localized(language, paths.contact)}>
            {t('pages.home.cta.contact')}
          </Link>
          <Link className="button button--ghost" to={localized(language, paths.signUp)}>
            {t('pages.home.cta.signUp')}
          </Link>
          <Link className="text-link" to={localized(language, paths.faq)}>
            {t('pages.home.cta.faq')}
          </Link>
        </div>
      </section>
    </div>
  );
}
