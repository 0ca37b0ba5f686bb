import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { WithQueries } from '#portal/lib/queries';
import { usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { anchors, hashId, localized, paths } from '#portal/lib/paths';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import { usePublicProducts } from '#portal/lib/forest/public-products';
import { useLanding } from './api/get-landing';
import { HowItWorksSteps } from './content-blocks';
import { ProofFigures } from './proof-figures';
import { LatestProjects, PeopleList } from './landing';

/** The home page's story below the hero: proof (figures, partners), three forests, how it works, customers. */
export function HomeMore() {
  return (
    <WithQueries>
      <HomeMoreSections />
    </WithQueries>
  );
}

/** Whether the visitor has scrolled (wheel, touch, keys) since the navigation `key`. */
function useVisitorMoved(key: string) {
  const moved = useRef(false);
  useEffect(() => {
    moved.current = false;
    const mark = () => {
      moved.current = true;
    };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, mark, { passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, mark);
    };
  }, [key]);
  return moved;
}

function HomeMoreSections() {
  const { t, language } = usePortalText();
  useTexts('pages', language);
  const location = useLocation();
  const landing = useLanding();
  const products = usePublicProducts();
  // An anchor into or below this part (/#greenFeeToken, /#partners, /#contact) is scrolled to once the part is
  // there, and again once the landing data and the forests' cards have given the sections above it their height (a
  // card with its species and owner is taller than its placeholder: the anchor was left 300 px low under load).
  // A visitor who has scrolled, swiped or pressed a key since is not pulled back.
  const moved = useVisitorMoved(location.key);
  useEffect(() => {
    if (location.hash && !moved.current) document.getElementById(hashId(location.hash))?.scrollIntoView({ block: 'start' });
  }, [location.hash, location.key, landing.status, products.status, moved]);
  return (
    <>
      <div className="band home-proof">
        {/* The figures; who checks what is on /how-it-works, the one page that explains it. */}
        <ProofFigures checks={false} />
        <section className="home-partners home-logos" id={anchors.partners} aria-labelledby="partners-title">
          <h2 id="partners-title">{t('pages.home.partners.heading')}</h2>
          <div className="home-logos__list">
            <PeopleList kind="partners" compact />
          </div>
          <p>
            <Link className="text-link" to={localized(language, paths.partner)}>
              {t('pages.home.partners.more')}
            </Link>
          </p>
        </section>
      </div>

      <section className="band band--tinted home-forests" aria-labelledby="projects-title">
        <h2 id="projects-title">{t('pages.home.projects.heading')}</h2>
        <p>{t('pages.home.projects.text')}</p>
        <LatestProjects />
      </section>

      <section className="band home-steps" id={anchors.token} aria-labelledby="steps-title">
        <h2 id="steps-title">{t('pages.home.steps.heading')}</h2>
        <HowItWorksSteps compact />
        <p>
          <Link className="text-link" to={localized(language, paths.howItWorks)}>
            {t('pages.content.howItWorksMore')}
          </Link>
        </p>
      </section>

      <section className="band band--tinted home-customers home-logos" aria-labelledby="customers-title">
        <h2 id="customers-title">{t('pages.home.customers.heading')}</h2>
        <div className="home-logos__list">
          <PeopleList kind="customers" compact />
        </div>
        <p>
          <Link className="text-link" to={localized(language, paths.customers)}>
            {t('pages.home.customers.more')}
          </Link>
        </p>
        <ExampleDataNotice />
      </section>
    </>
  );
}
