import type { ReactNode } from 'react';
import { safeUrl } from '#shared/api/url';
import type { Landing } from '#shared/api/schemas/landing';
import { usePortalText } from '#portal/lib/language';
import { Loaded, WithQueries } from '#portal/lib/queries';
import { ForestCards } from '#portal/lib/forest/forest-cards';
import { SkeletonLine } from '#portal/lib/skeleton';
import { useLanding } from './api/get-landing';

/**
 * Renders the home page's data once loaded: before, `placeholder` (the content's size, so nothing moves when it fills
 * in; the prerendered page holds it) or a loading line; a message with a retry if it fails.
 */
export function WithLanding({ children, placeholder }: { children: (landing: Landing) => ReactNode; placeholder?: ReactNode }) {
  return (
    <WithQueries>
      <LandingData placeholder={placeholder}>{children}</LandingData>
    </WithQueries>
  );
}

function LandingData({ children, placeholder }: { children: (landing: Landing) => ReactNode; placeholder?: ReactNode }) {
  return (
    <Loaded query={useLanding()} placeholder={placeholder}>
      {children}
    </Loaded>
  );
}

/** Three cards (as the sandbox has) of a name, on two lines where the cards stand side by side, and a detail. */
const peoplePlaceholder = (
  <ul className="card-grid">
    {Array.from({ length: 3 }, (_, index) => (
      <li className="card" key={index}>
        <p className="card__title">
          <span className="skeleton skeleton--long skeleton--card-name">{'\u00a0'}</span>
        </p>
        <p className="card__meta">
          <SkeletonLine width="short" />
        </p>
      </li>
    ))}
  </ul>
);

/** The SPEC's 12 goals, each its numbered tile. */
const sdgPlaceholder = (
  <ol className="sdg-list">
    {Array.from({ length: 12 }, (_, index) => (
      <li className="sdg" key={index}>
        <span className="sdg__number skeleton" />
        <span className="sdg__name">
          <SkeletonLine width="long" />
        </span>
      </li>
    ))}
  </ol>
);

/** The line that will hold the link to all projects. */
const linkPlaceholder = (
  <p>
    <SkeletonLine width="short" />
  </p>
);

/** Customers, team or partners from /landing. */
export function PeopleList({ kind }: { kind: 'customers' | 'team' | 'partners' }) {
  return (
    <WithLanding placeholder={peoplePlaceholder}>
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
      <WithLanding placeholder={linkPlaceholder}>{(landing) => <AllProjectsLink href={landing.allProjectsUrl} />}</WithLanding>
    </>
  );
}

/** The 12 sustainable development goals, with their official names. */
export function SdgList() {
  const { t } = usePortalText();
  return (
    <WithLanding placeholder={sdgPlaceholder}>
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
