import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { WithQueries } from '#portal/lib/queries';
import { ContactForm } from '#shared/forms/contact-form';
import { usePortalText } from '#portal/lib/language';
import { useFormTexts, useTexts } from '#portal/lib/locales';
import { anchors, localized, paths } from '#portal/lib/paths';
import { useLanding } from './api/get-landing';
import { FaqList } from './faq-page';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import { ForestMap } from './forest-map';
import { ImpactFigures } from './impact';
import { LatestProjects, PeopleList, SdgList } from './landing';

/** The home page below the fold: contact, projects, impact figures, customers, team, SDGs, map, partners, FAQ. */
export function HomeMore() {
  return (
    <WithQueries>
      <HomeMoreSections />
    </WithQueries>
  );
}

function HomeMoreSections() {
  const { t, language } = usePortalText();
  useFormTexts(language);
  useTexts('pages', language);
  const location = useLocation();
  const landing = useLanding();
  // An anchor into this part (/#contact, /#partners) is scrolled to once the part is there, and again once the
  // landing data has given the sections above it their height.
  useEffect(() => {
    if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [location.hash, landing.status]);
  return (
    <>
      <section className="band" id={anchors.contact} aria-label={t('pages.home.contact.heading')}>
        <ContactForm />
      </section>

      <section className="band band--tinted" aria-labelledby="projects-title">
        <h2 id="projects-title">{t('pages.home.projects.heading')}</h2>
        <p>{t('pages.home.projects.text')}</p>
        <LatestProjects />
      </section>

      <div className="band">
        <ImpactFigures />
      </div>

      <section className="band" aria-labelledby="customers-title">
        <h2 id="customers-title">{t('pages.home.customers.heading')}</h2>
        <PeopleList kind="customers" />
      </section>

      <section className="band band--tinted" aria-labelledby="team-title">
        <h2 id="team-title">{t('pages.home.team.heading')}</h2>
        <PeopleList kind="team" />
      </section>

      <section className="band" aria-labelledby="sdg-title">
        <h2 id="sdg-title">{t('pages.home.sdg.heading')}</h2>
        <p>{t('pages.home.sdg.text')}</p>
        <SdgList />
      </section>

      <section className="band band--tinted" aria-labelledby="map-title">
        <h2 id="map-title">{t('pages.home.map.heading')}</h2>
        <p>{t('pages.home.map.text')}</p>
        <ForestMap />
      </section>

      <section className="band" id={anchors.partners} aria-labelledby="partners-title">
        <h2 id="partners-title">{t('pages.home.partners.heading')}</h2>
        <p>{t('pages.home.partners.text')}</p>
        <PeopleList kind="partners" />
      </section>

      <section className="band band--tinted" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('pages.home.faq.heading')}</h2>
        <FaqList listKey="pages.faq.general" limit={3} />
        <p>
          <Link className="text-link" to={localized(language, paths.faq)}>
            {t('pages.home.faq.more')}
          </Link>
        </p>
      </section>

      <div className="band">
        <ExampleDataNotice />
      </div>
    </>
  );
}
