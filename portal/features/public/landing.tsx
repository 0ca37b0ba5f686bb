import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeUrl } from '#shared/api/url';
import type { Landing } from '#shared/api/schemas/landing';
import { usePortalText } from '#portal/lib/language';
import { localized, paths } from '#portal/lib/paths';
import { Loaded, WithQueries } from '#portal/lib/queries';
import { ForestCards } from '#portal/lib/forest/forest-cards';
import { useMediaUrl } from '#portal/lib/forest/media-url';
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

type PeopleKind = 'customers' | 'partners';

/** An organisation's logo above its name (the team's cards have no picture: TeamList). */
const logo = { className: 'people-card__logo', width: 240, height: 72 };

const peopleClass = (kind: PeopleKind, compact: boolean) => `card-grid people-cards people-cards--${kind}${compact ? ' people-cards--compact' : ''}`;

/** Three cards (as the sandbox has) of a logo, a name and a detail, each the size the loaded card will have. */
const peoplePlaceholder = (kind: PeopleKind, compact: boolean) => (
  <ul className={peopleClass(kind, compact)}>
    {Array.from({ length: 3 }, (_, index) => (
      <li className="card people-card" key={index}>
        <span className={`${logo.className} skeleton`} />
        <p className="card__title">
          <span className="skeleton skeleton--long people-card__name-skeleton">{'\u00a0'}</span>
        </p>
        <p className="card__meta">
          <SkeletonLine width="short" />
        </p>
        {/* The story's lines (CardStory) on the full pages, so the cards keep their height when it fills in. */}
        {!compact && kind === 'customers' ? (
          <>
            <div className="people-card__story" aria-hidden="true">
              <SkeletonLine width="long" />
              <SkeletonLine width="long" />
              <SkeletonLine width="short" />
            </div>
            <p className="people-card__certificate" aria-hidden="true">
              <SkeletonLine width="short" />
            </p>
          </>
        ) : null}
      </li>
    ))}
  </ul>
);

/** The line that will hold the link to all projects. */
const linkPlaceholder = (
  <p>
    <SkeletonLine width="short" />
  </p>
);

/**
 * What a customer's card says below its name: what it compensated and why, and the certificate that states it, for the
 * reader to verify rather than take the card's word (where the API names one).
 */
function CardStory({ entry }: { entry: Landing['customers'][number] | Landing['partners'][number] }) {
  const { t, language } = usePortalText();
  if (!('compensated' in entry) || !entry.compensated) return null;
  return (
    <>
      <dl className="people-card__story">
        <dt>{t('pages.customers.compensatedLabel')}</dt>
        <dd>{entry.compensated}</dd>
        {entry.reason ? (
          <>
            <dt>{t('pages.customers.reasonLabel')}</dt>
            <dd>{entry.reason}</dd>
          </>
        ) : null}
      </dl>
      {entry.certificateId ? (
        <p className="people-card__certificate">
          <Link to={`${localized(language, paths.verify)}?certificate=${encodeURIComponent(entry.certificateId)}`}>
            {t('pages.customers.certificate', { id: entry.certificateId })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * Customers or partners from /landing, each with its logo where the API has one (`imageHash`): decorative (`alt=""`),
 * as the name beside it says who it is. Not lazy: the list itself comes only once it is near. `compact`: a row of
 * smaller logos without card frames, for the home page, whose story they back rather than tell; in full, a card also
 * says what the customer compensated and why, where the API says it, and "example" where the API marks the entry as one.
 */
export function PeopleList({ kind, compact = false }: { kind: PeopleKind; compact?: boolean }) {
  const { t } = usePortalText();
  const media = useMediaUrl();
  return (
    <WithLanding placeholder={peoplePlaceholder(kind, compact)}>
      {(landing) => (
        <ul className={peopleClass(kind, compact)}>
          {landing[kind].map((entry) => (
            <li className="card people-card" key={entry.name}>
              {entry.imageHash ? <img {...logo} src={media(entry.imageHash)} alt="" decoding="async" /> : null}
              <p className="card__title">{entry.name}</p>
              <p className="card__meta">{'sector' in entry ? entry.sector : entry.kind}</p>
              {compact ? null : <CardStory entry={entry} />}
              {/* An entry the API marks as an example says so on its card; the home page's row of logos has the page's notice. */}
              {entry.example && !compact ? <span className="badge people-card__example">{t('pages.content.example')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </WithLanding>
  );
}

/** The team's cards while /landing loads: a name, a role, two lines of duties and the contact line, as loaded. */
const teamPlaceholder = (
  <ul className="card-grid team-list">
    {Array.from({ length: 3 }, (_, index) => (
      <li className="card team-card" key={index}>
        <p className="team-card__name">
          <SkeletonLine width="short" />
        </p>
        <p className="card__meta">
          <SkeletonLine width="short" />
        </p>
        <p className="team-card__duties">
          <SkeletonLine width="long" />
          <SkeletonLine width="long" />
        </p>
        <p className="team-card__contact">
          <SkeletonLine width="short" />
        </p>
      </li>
    ))}
  </ul>
);

/**
 * The team from /landing as name, role, what each is responsible for and how to reach them: no picture, not even one
 * the API has (issue 41: the sandbox's initials in circles read as placeholders, and no portrait may be invented). The
 * provider answers for all of them, so each card leads to its contact form; "example" where the API marks the entry.
 */
export function TeamList({ contactPath }: { contactPath: string }) {
  const { t } = usePortalText();
  return (
    <WithLanding placeholder={teamPlaceholder}>
      {(landing) => (
        <ul className="card-grid team-list">
          {landing.team.map((entry) => (
            <li className="card team-card" key={entry.name}>
              <h2 className="team-card__name">{entry.name}</h2>
              <p className="card__meta">{entry.role}</p>
              {entry.duties ? <p className="team-card__duties">{entry.duties}</p> : null}
              <p className="team-card__contact">
                <Link className="text-link" to={contactPath}>
                  {t('pages.team.write', { name: entry.name })}
                </Link>
              </p>
              {entry.example ? <span className="badge people-card__example">{t('pages.content.example')}</span> : null}
            </li>
          ))}
        </ul>
      )}
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
