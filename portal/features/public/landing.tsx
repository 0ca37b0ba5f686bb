import type { ReactNode } from 'react';
import { safeUrl } from '../../../shared/api/url';
import type { Landing } from '../../../shared/api/schemas/landing';
import { formatNumber } from '../../../shared/i18n/format';
import { usePortalText } from '../../lib/language';
import { Loaded, WithQueries } from '../../lib/queries';
import { useLanding, useLandingImage } from './api/get-landing';

/** Renders the home page's data once loaded: a loading line first, a message with a retry if it fails. */
export function WithLanding({ children }: { children: (landing: Landing) => ReactNode }) {
  return (
    <WithQueries>
      <LandingData>{children}</LandingData>
    </WithQueries>
  );
}

function LandingData({ children }: { children: (landing: Landing) => ReactNode }) {
  return <Loaded query={useLanding()}>{children}</Loaded>;
}

/** The label every example entry carries: nothing here is a claim about a real organisation or person. */
export function ExampleNote() {
  const { t } = usePortalText();
  return (
    <p className="example-note">
      <span className="badge">{t('common.exampleData')}</span> {t('common.exampleDataNote')}
    </p>
  );
}

/** Customers, team or partners from /landing. */
export function PeopleList({ kind }: { kind: 'customers' | 'team' | 'partners' }) {
  const { t } = usePortalText();
  return (
    <WithLanding>
      {(landing) => {
        const entries = landing[kind].map((entry) => ({
          name: entry.name,
          detail: 'sector' in entry ? entry.sector : 'role' in entry ? entry.role : entry.kind,
          example: entry.example,
        }));
        return (
          <>
            {entries.some((entry) => entry.example) ? <ExampleNote /> : null}
            <ul className="card-grid">
              {entries.map((entry) => (
                <li className="card" key={entry.name}>
                  <p className="card__title">{entry.name}</p>
                  <p className="card__meta">{entry.detail}</p>
                  {entry.example ? <span className="badge">{t('common.exampleData')}</span> : null}
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </WithLanding>
  );
}

/** The link to all projects on the data platform, when the API's answer names an http(s) one. */
function AllProjectsLink({ href }: { href: string }) {
  const { t } = usePortalText();
  const url = safeUrl(href, true);
  if (!url) return null;
  return (
    <p>
      <a className="text-link" href={url} rel="noopener">
        {t('common.allProjects')} <span className="visually-hidden">{t('common.externalHint')}</span>
      </a>
    </p>
  );
}

/** The latest forest projects, with a link to all projects on the external data platform. */
export function LatestProjects({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t, language } = usePortalText();
  const imageUrl = useLandingImage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <WithLanding>
      {(landing) => (
        <>
          <ul className="card-grid">
            {landing.latestProjects.map((project) => (
              <li className="card card--project" key={project._id}>
                {project.imageHash ? <img src={imageUrl(project.imageHash)} alt="" width="400" height="240" loading="lazy" decoding="async" /> : null}
                <Heading className="card__title">{project.name}</Heading>
                <p className="card__meta">
                  {project.location} · {t('common.hectares', { value: formatNumber(language, project.hectares) })}
                </p>
                <p className="card__meta">{t('common.tokens', { count: formatNumber(language, project.availableTokens) })}</p>
              </li>
            ))}
          </ul>
          <AllProjectsLink href={landing.allProjectsUrl} />
        </>
      )}
    </WithLanding>
  );
}

/** The 12 sustainable development goals, with their official names. */
export function SdgList() {
  const { t } = usePortalText();
  return (
    <WithLanding>
      {(landing) => (
        <>
          <ol className="sdg-list">
            {landing.sdgs.goals.map((goal) => (
              <li key={goal} className={`sdg sdg--${goal}`}>
                <span className="sdg__number" aria-hidden="true">
                  {goal}
                </span>
                <span className="sdg__name">
                  <span className="visually-hidden">{`SDG ${goal}: `}</span>
                  {t(`sdg.${goal}`)}
                </span>
              </li>
            ))}
          </ol>
          {landing.sdgs.example ? (
            <p className="example-note">
              <span className="badge">{t('common.exampleData')}</span> {t('pages.home.sdg.selectionNote')}
            </p>
          ) : null}
        </>
      )}
    </WithLanding>
  );
}
