import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { anchors, localized, paths } from '#portal/lib/paths';

const HomeMore = lazy(async () => ({ default: (await import('./home-more')).HomeMore }));
/** Anchors in the part of the page that loads later. */
const anchorsBelow: string[] = [anchors.contact, anchors.partners];

/**
 * Renders its children once the visitor scrolls near them (or at once when `eager`): the sections below the fold,
 * with the contact form and the data they load, are not part of the home page's first download.
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShow(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show]);
  const fallback = <div className="deferred" ref={placeholder} aria-hidden="true" />;
  return show ? <Suspense fallback={<div className="deferred" aria-hidden="true" />}>{children}</Suspense> : fallback;
}

/** The home page: hero, mission, the token, contact, projects, customers, team, SDGs, map, partners, FAQ. */
export function HomePage() {
  const { t, language } = usePortalText();
  const location = useLocation();
  usePageMeta('home');
  const tokenPoints = ['guarantee', 'burn', 'area', 'register'] as const;
  const tokenInfo = ['location', 'certification', 'contract', 'datasheet'] as const;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div>
            <h1 id="hero-title">{t('pages.home.hero.h1')}</h1>
            <p className="hero__text">{t('pages.home.hero.text')}</p>
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
            </p>
            <ul className="hero__claims">
              <li>{t('pages.home.hero.claims.guarantee')}</li>
              <li>{t('pages.home.hero.claims.regional')}</li>
            </ul>
          </div>
          {/* Drawn for greenfee (forest, stored timber, the token); referenced, not inlined: it costs the first
              download no script, and as an inline <svg> it is never the page's largest paint (the h1 is). */}
          <svg className="hero__art" viewBox="0 0 560 440" width="560" height="440" aria-hidden="true" focusable="false">
            <use href="/images/hero-art.svg#art" />
          </svg>
        </div>
      </section>

      <section className="band" aria-labelledby="mission-title">
        <h2 id="mission-title">{t('pages.home.mission.heading')}</h2>
        <p className="lead">{t('pages.home.mission.text')}</p>
        <Link className="text-link" to={localized(language, paths.mission)}>
          {t('pages.home.mission.more')}
        </Link>
      </section>

      <section className="band band--tinted" id={anchors.token} aria-labelledby="token-title">
        <h2 id="token-title">{t('pages.home.token.heading')}</h2>
        <p className="lead">{t('pages.home.token.text')}</p>
        <ul className="check-list check-list--columns">
          {tokenPoints.map((point) => (
            <li key={point}>{t(`pages.home.token.points.${point}`)}</li>
          ))}
        </ul>
        <h3>{t('pages.home.token.infoHeading')}</h3>
        <ul className="check-list">
          {tokenInfo.map((item) => (
            <li key={item}>{t(`pages.home.token.info.${item}`)}</li>
          ))}
        </ul>
      </section>

      <Deferred eager={anchorsBelow.includes(location.hash.slice(1))}>
        <HomeMore />
      </Deferred>
    </div>
  );
}
