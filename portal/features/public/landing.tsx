import type { ReactNode } from 'react';
import { safeUrl } from '../../../shared/api/url';
import type { Landing } from '../../../shared/api/schemas/landing';
import { usePortalText } from '../../lib/language';
import { Loaded, WithQueries } from '../../lib/queries';
import { ForestCards } from '../../lib/forest/forest-cards';
import { useLanding } from './api/get-landing';

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

/** Customers, team or partners from /landing. */
export function PeopleList({ kind }: { kind: 'customers' | 'team' | 'partners' }) {
  return (
    <WithLanding>
      {(landing) => {
        const entries = landing[kind].map((entry) => ({
          name: entry.name,
          detail: 'sector' in entry ? entry.sector : 'role' in entry ? entry.role : entry.kind,
        }));
        return (
          <ul className="card-grid">
              {entries.map((entry) => (
                <li className="card" key={entry.name}>
                  <p className="card__title">{entry.name}</p>
                <p className="card__meta">{entry.detail}</p>
              </li>
            ))}
          </ul>
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

/** The first forest projects of /product/list as cards, with a link to all projects on the external data platform. */
export function LatestProjects({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <>
      <ForestCards limit={3} headingLevel={headingLevel} />
      <WithLanding>{(landing) => <AllProjectsLink href={landing.allProjectsUrl} />}</WithLanding>
    </>
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
        </>
      )}
    </WithLanding>
  );
}
