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

// A rough outline of Austria (longitude, latitude), enough for a schematic map: no tile server, no claim of accuracy.
const outline: [number, number][] = [
  [9.53, 47.27], [10.17, 47.27], [10.47, 46.87], [11.0, 46.77], [12.15, 46.98], [12.13, 46.65], [13.72, 46.52], [14.55, 46.42], [15.1, 46.66], [16.0, 46.68],
  [16.52, 47.0], [16.45, 47.45], [16.9, 47.72], [17.07, 48.0], [16.94, 48.6], [15.99, 48.78], [15.0, 49.02], [14.7, 48.58], [13.73, 48.52], [13.02, 48.26],
  [12.76, 47.67], [11.1, 47.4], [10.45, 47.55], [9.6, 47.53],
];
const danube: [number, number][] = [[10.0, 48.42], [11.42, 48.76], [12.12, 48.88], [13.43, 48.57], [14.3, 48.31], [15.2, 48.41], [16.37, 48.21], [17.1, 48.12]];
const bounds = { west: 9.2, east: 17.4, south: 46.2, north: 49.4 };
const project = ([lng, lat]: [number, number]) => [((lng - bounds.west) / (bounds.east - bounds.west)) * 400, ((bounds.north - lat) / (bounds.north - bounds.south)) * 220] as const;
const pathOf = (points: [number, number][], close: boolean) => points.map((point, index) => `${index ? 'L' : 'M'}${project(point).map((value) => value.toFixed(1)).join(' ')}`).join('') + (close ? 'Z' : '');

/** The forest vision map: an SVG drawn here, with the projects of /landing as markers, and the same as a list. */
export function ForestMap() {
  const { t } = usePortalText();
  return (
    <WithLanding>
      {(landing) => (
        <figure className="forest-map">
          <svg viewBox="0 0 400 220" role="img" aria-label={t('pages.home.map.label', { names: landing.latestProjects.map((item) => item.name).join(', ') })}>
            <rect width="400" height="220" rx="12" className="forest-map__sea" />
            <path d={pathOf(outline, true)} className="forest-map__land" />
            <path d={pathOf(danube, false)} className="forest-map__river" />
            {landing.latestProjects.map((item) => {
              const [x, y] = project([item.longitude, item.latitude]);
              return (
                <g key={item._id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                  <circle r="9" className="forest-map__halo" />
                  <circle r="4.5" className="forest-map__marker" />
                </g>
              );
            })}
          </svg>
          <figcaption>
            <ul className="forest-map__legend">
              {landing.latestProjects.map((item) => (
                <li key={item._id}>
                  {item.name}, {item.location}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      )}
    </WithLanding>
  );
}
